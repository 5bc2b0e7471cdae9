import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { ProjectRole } from '@hirelane/domain/projects/project-roles';
import type { ProjectMember } from '@hirelane/domain/projects/project.schema';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { projectMember } from '../../db/schema/projects';
import { workspaceMember } from '../../db/schema/workspaces';

/** Project members of SPEC 3; `_id` is the workspace member id. Owner first, then by name. */
export const listProjectMembers = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<ProjectMember[]> => {
  const rows = await db
    .select({
      id: workspaceMember.id,
      role: projectMember.role,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      image: user.image,
    })
    .from(projectMember)
    .innerJoin(workspaceMember, eq(workspaceMember.id, projectMember.workspaceMemberId))
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(and(eq(projectMember.workspaceId, workspaceId), eq(projectMember.projectId, projectId)))
    .orderBy(
      asc(sql`case ${projectMember.role} when 'owner' then 0 when 'editor' then 1 else 2 end`),
      asc(user.firstName),
      asc(user.email),
    );
  return rows.map((row) => ({
    _id: row.id,
    role: row.role as ProjectRole,
    profile: {
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      photo: row.image ?? DEFAULT_USER_PHOTO,
    },
  }));
};

export const insertProjectMembers = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  members: Array<{ workspaceMemberId: string; role: ProjectRole }>,
): Promise<number> => {
  if (members.length === 0) return 0;
  const rows = await db
    .insert(projectMember)
    .values(members.map((member) => ({ workspaceId, projectId, ...member })))
    .onConflictDoNothing()
    .returning({ id: projectMember.id });
  return rows.length;
};

export type WorkspacePerson = {
  id: string;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
};

export const findWorkspacePeople = async (
  db: Executor,
  workspaceId: string,
  workspaceMemberIds: string[],
): Promise<WorkspacePerson[]> => {
  if (workspaceMemberIds.length === 0) return [];
  return db
    .select({
      id: workspaceMember.id,
      status: workspaceMember.status,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    })
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(
      and(
        eq(workspaceMember.workspaceId, workspaceId),
        inArray(workspaceMember.id, workspaceMemberIds),
        // Partners get projects shared through their own list, never a project role (decision 051).
        ne(workspaceMember.role, 'partner'),
      ),
    );
};

export const findProjectMemberForUpdate = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  workspaceMemberId: string,
): Promise<(WorkspacePerson & { role: ProjectRole }) | undefined> => {
  const [row] = await db
    .select({
      id: workspaceMember.id,
      status: workspaceMember.status,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: projectMember.role,
    })
    .from(projectMember)
    .innerJoin(workspaceMember, eq(workspaceMember.id, projectMember.workspaceMemberId))
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(
      and(
        eq(projectMember.workspaceId, workspaceId),
        eq(projectMember.projectId, projectId),
        eq(projectMember.workspaceMemberId, workspaceMemberId),
      ),
    )
    .for('update', { of: projectMember });
  return row ? { ...row, role: row.role as ProjectRole } : undefined;
};

export const deleteProjectMember = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  workspaceMemberId: string,
): Promise<void> => {
  await db
    .delete(projectMember)
    .where(
      and(
        eq(projectMember.workspaceId, workspaceId),
        eq(projectMember.projectId, projectId),
        eq(projectMember.workspaceMemberId, workspaceMemberId),
      ),
    );
};

export const updateProjectMemberRole = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  workspaceMemberId: string,
  role: ProjectRole,
): Promise<void> => {
  await db
    .update(projectMember)
    .set({ role })
    .where(
      and(
        eq(projectMember.workspaceId, workspaceId),
        eq(projectMember.projectId, projectId),
        eq(projectMember.workspaceMemberId, workspaceMemberId),
      ),
    );
};

export const personName = (person: Pick<WorkspacePerson, 'firstName' | 'lastName' | 'email'>) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
