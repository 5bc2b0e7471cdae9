import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProjectRole } from '@hirelane/domain/projects/project-roles';
import type { Executor } from '../../db/client';
import { campaign } from '../../db/schema/campaigns';
import { projectStageCount } from '../../db/schema/candidates';
import { project, projectMember } from '../../db/schema/projects';

export type ProjectRow = typeof project.$inferSelect;
export type ProjectSort = 'recent' | 'name' | 'created';

export const insertProject = async (
  db: Executor,
  values: typeof project.$inferInsert,
): Promise<ProjectRow> => {
  const [row] = await db.insert(project).values(values).returning();
  if (!row) throw new Error('project insert returned nothing');
  return row;
};

/** The linked campaign every project gets at creation (SPEC 1): paused, no steps yet. */
export const insertLinkedCampaign = async (
  db: Executor,
  values: { id: string; workspaceId: string; projectId: string; name: string },
): Promise<void> => {
  await db.insert(campaign).values({ ...values, status: false });
};

/** The project and the caller's role on it (null when not a member); locks the row on demand. */
export const findProjectWithRole = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  workspaceMemberId: string,
  lock = false,
): Promise<{ project: ProjectRow; role: ProjectRole | null } | undefined> => {
  const query = db
    .select({ project, role: projectMember.role })
    .from(project)
    .leftJoin(
      projectMember,
      and(
        eq(projectMember.projectId, project.id),
        eq(projectMember.workspaceMemberId, workspaceMemberId),
      ),
    )
    .where(and(eq(project.workspaceId, workspaceId), eq(project.id, projectId)));
  const [row] = lock ? await query.for('update', { of: project }) : await query;
  return row ? { project: row.project, role: (row.role as ProjectRole | null) ?? null } : undefined;
};

export const findProjectById = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<ProjectRow | undefined> => {
  const [row] = await db
    .select()
    .from(project)
    .where(and(eq(project.workspaceId, workspaceId), eq(project.id, projectId)));
  return row;
};

export const findProjectIdByJob = async (
  db: Executor,
  workspaceId: string,
  jobId: string,
): Promise<string | undefined> => {
  const [row] = await db
    .select({ id: project.id })
    .from(project)
    .where(and(eq(project.workspaceId, workspaceId), eq(project.jobId, jobId)));
  return row?.id;
};

export type ProjectListRow = {
  project: ProjectRow;
  role: ProjectRole | null;
  totalCandidates: number;
  membersCount: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

const ORDER: Record<ProjectSort, SQL[]> = {
  recent: [desc(project.lastActivityAt), desc(project.createdAt)],
  name: [asc(sql`lower(${project.name})`), asc(project.createdAt)],
  created: [desc(project.createdAt)],
};

/** Projects the member can see: theirs, or all of them for a workspace owner or admin. */
export const listVisibleProjects = async (
  db: Executor,
  workspaceId: string,
  workspaceMemberId: string,
  seesAll: boolean,
  options: { sort: ProjectSort; search?: string | undefined; archived: boolean; limit: number },
): Promise<ProjectListRow[]> => {
  const conditions: SQL[] = [
    eq(project.workspaceId, workspaceId),
    options.archived ? isNotNull(project.archivedAt) : isNull(project.archivedAt),
  ];
  if (!seesAll) conditions.push(isNotNull(projectMember.id));
  if (options.search)
    conditions.push(sql`${project.name} ilike ${`%${escapeLike(options.search)}%`}`);
  const rows = await db
    .select({
      project,
      role: projectMember.role,
      totalCandidates: sql<number>`(select coalesce(sum(${projectStageCount.delta}), 0) from ${projectStageCount} where ${projectStageCount.projectId} = ${project.id})::int`,
      membersCount: sql<number>`(select count(*) from ${projectMember} pm2 where pm2.project_id = ${project.id})::int`,
    })
    .from(project)
    .leftJoin(
      projectMember,
      and(
        eq(projectMember.projectId, project.id),
        eq(projectMember.workspaceMemberId, workspaceMemberId),
      ),
    )
    .where(and(...conditions))
    .orderBy(...ORDER[options.sort])
    .limit(options.limit);
  return rows.map((row) => ({ ...row, role: (row.role as ProjectRole | null) ?? null }));
};

export const updateProject = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  change: Partial<Pick<ProjectRow, 'name' | 'archivedAt'>>,
): Promise<void> => {
  const now = new Date();
  await db
    .update(project)
    .set({ ...change, updatedAt: now, lastActivityAt: now })
    .where(and(eq(project.workspaceId, workspaceId), eq(project.id, projectId)));
};

/** Renames the linked campaign along with the project while it still carries the old name. */
export const renameLinkedCampaign = async (
  db: Executor,
  workspaceId: string,
  campaignId: string,
  from: string,
  to: string,
): Promise<void> => {
  await db
    .update(campaign)
    .set({ name: to, updatedAt: new Date() })
    .where(
      and(
        eq(campaign.workspaceId, workspaceId),
        eq(campaign.id, campaignId),
        eq(campaign.name, from),
      ),
    );
};

/** "Sort by recent" follows use; written at most once a minute per project. */
export const touchProjectActivity = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<void> => {
  await db
    .update(project)
    .set({ lastActivityAt: sql`now()` })
    .where(
      and(
        eq(project.workspaceId, workspaceId),
        eq(project.id, projectId),
        sql`${project.lastActivityAt} < now() - interval '1 minute'`,
      ),
    );
};

/** Deletes the project; its campaign, members, custom fields, searches and pipeline rows cascade. */
export const deleteProject = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<void> => {
  await db
    .delete(project)
    .where(and(eq(project.workspaceId, workspaceId), eq(project.id, projectId)));
};

/** Projects that count against the plan: every one not archived. */
export const countActiveProjects = async (db: Executor, workspaceId: string): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(project)
    .where(and(eq(project.workspaceId, workspaceId), isNull(project.archivedAt)));
  return row?.count ?? 0;
};
