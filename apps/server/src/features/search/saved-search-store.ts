import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ProjectRole } from '@hirelane/domain/projects/project-roles';
import type { SavedSearch } from '@hirelane/domain/search/saved-search.schema';
import { mayChangeCreatedItem } from '@hirelane/domain/projects/creator-rules';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Executor } from '../../db/client';
import { savedSearch } from '../../db/schema/projects';

type SavedSearchRow = typeof savedSearch.$inferSelect;
export type SavedSearchKind = SavedSearch['kind'];

/** Who is looking at a project's saved searches: decides `can_delete` (decision 016). */
export type SavedSearchViewer = {
  userId: string;
  workspaceRole: WorkspaceRole;
  projectRole: ProjectRole | null;
};

const toSavedSearch = (row: SavedSearchRow, viewer: SavedSearchViewer): SavedSearch => ({
  _id: row.id,
  name: row.name,
  kind: row.kind as SavedSearchKind,
  query: row.query,
  created_at: row.createdAt.toISOString(),
  last_run_at: row.lastRunAt?.toISOString() ?? null,
  new_since_last_run: null,
  can_delete: mayChangeCreatedItem({
    viewerUserId: viewer.userId,
    creatorUserId: row.createdByUserId,
    workspaceRole: viewer.workspaceRole,
    projectRole: viewer.projectRole,
  }),
});

export const listSavedSearches = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  viewer: SavedSearchViewer,
  kind?: SavedSearchKind,
): Promise<SavedSearch[]> => {
  const conditions: SQL[] = [
    eq(savedSearch.workspaceId, workspaceId),
    eq(savedSearch.projectId, projectId),
  ];
  if (kind) conditions.push(eq(savedSearch.kind, kind));
  const rows = await db
    .select()
    .from(savedSearch)
    .where(and(...conditions))
    .orderBy(desc(savedSearch.createdAt));
  return rows.map((row) => toSavedSearch(row, viewer));
};

export const insertSavedSearch = async (
  db: Executor,
  values: {
    workspaceId: string;
    projectId: string;
    name: string;
    kind: SavedSearchKind;
    query: Record<string, unknown>;
    createdByUserId: string;
  },
  viewer: SavedSearchViewer,
): Promise<SavedSearch> => {
  const [row] = await db.insert(savedSearch).values(values).returning();
  if (!row) throw new Error('saved search insert returned nothing');
  return toSavedSearch(row, viewer);
};

/** The creator of a saved search; undefined when the search is not in this project. */
export const findSavedSearchCreator = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  searchId: string,
): Promise<{ createdByUserId: string | null } | undefined> => {
  const [row] = await db
    .select({ createdByUserId: savedSearch.createdByUserId })
    .from(savedSearch)
    .where(
      and(
        eq(savedSearch.workspaceId, workspaceId),
        eq(savedSearch.projectId, projectId),
        eq(savedSearch.id, searchId),
      ),
    );
  return row;
};

export const deleteSavedSearch = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  searchId: string,
): Promise<boolean> => {
  const rows = await db
    .delete(savedSearch)
    .where(
      and(
        eq(savedSearch.workspaceId, workspaceId),
        eq(savedSearch.projectId, projectId),
        eq(savedSearch.id, searchId),
      ),
    )
    .returning({ id: savedSearch.id });
  return rows.length > 0;
};

/** Records that a saved search was run now; undefined when it is not in this project. */
export const markSavedSearchRun = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  searchId: string,
  viewer: SavedSearchViewer,
): Promise<SavedSearch | undefined> => {
  const [row] = await db
    .update(savedSearch)
    .set({ lastRunAt: new Date() })
    .where(
      and(
        eq(savedSearch.workspaceId, workspaceId),
        eq(savedSearch.projectId, projectId),
        eq(savedSearch.id, searchId),
      ),
    )
    .returning();
  return row ? toSavedSearch(row, viewer) : undefined;
};
