import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { SavedSearch } from '@hirelane/domain/projects/project.schema';
import type { Executor } from '../../db/client';
import { savedSearch } from '../../db/schema/projects';

type SavedSearchRow = typeof savedSearch.$inferSelect;
export type SavedSearchKind = SavedSearch['kind'];

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  kind: row.kind as SavedSearchKind,
  query: row.query,
  created_at: row.createdAt.toISOString(),
});

export const listSavedSearches = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
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
  return rows.map(toSavedSearch);
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
): Promise<SavedSearch> => {
  const [row] = await db.insert(savedSearch).values(values).returning();
  if (!row) throw new Error('saved search insert returned nothing');
  return toSavedSearch(row);
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
