import { sql } from 'drizzle-orm';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { PartnerInvitation } from '@hirelane/domain/partners/partner.schema';
import type { Executor } from '../../db/client';

/**
 * Recruiting partners as members (decision 051): members with role partner, their agency, and the
 * projects shared with them (`partner_project`, a membership-like grant owned here).
 */

export type PartnerRow = {
  member_id: string;
  user_id: string;
  agency_name: string | null;
  status: 'active' | 'inactive';
  first_name: string;
  last_name: string;
  email: string;
  photo: string | null;
};

export type ProjectRef = { _id: string; name: string };

export const toPartnerProfile = (row: PartnerRow) => ({
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  photo: row.photo ?? DEFAULT_USER_PHOTO,
});

/** The partners of the workspace (members with role partner), oldest first. */
export const listPartners = async (
  db: Executor,
  workspaceId: string,
  memberId?: string,
): Promise<PartnerRow[]> =>
  (
    await db.execute<PartnerRow>(sql`
      select m.id as member_id, m.user_id, m.agency_name, m.status,
             u.first_name, u.last_name, u.email, u.image as photo
        from workspace_member m
        join "user" u on u.id = m.user_id
       where m.workspace_id = ${workspaceId} and m.role = 'partner'
         and (${memberId ?? null}::uuid is null or m.id = ${memberId ?? null}::uuid)
       order by m.created_at, m.id`)
  ).rows;

/** Per partner member: the projects shared with them. */
export const listSharedProjectsByPartner = async (
  db: Executor,
  workspaceId: string,
): Promise<Map<string, ProjectRef[]>> => {
  const rows = (
    await db.execute<{ member_id: string; _id: string; name: string }>(sql`
      select pp.workspace_member_id as member_id, p.id as _id, p.name
        from partner_project pp
        join project p on p.id = pp.project_id and p.workspace_id = pp.workspace_id
       where pp.workspace_id = ${workspaceId}
       order by p.name, p.id`)
  ).rows;
  const byMember = new Map<string, ProjectRef[]>();
  for (const row of rows)
    byMember.set(row.member_id, [
      ...(byMember.get(row.member_id) ?? []),
      { _id: row._id, name: row.name },
    ]);
  return byMember;
};

/** The partner members a project is shared with. */
export const listPartnerIdsOfProject = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<Set<string>> =>
  new Set(
    (
      await db.execute<{ member_id: string }>(sql`
        select workspace_member_id as member_id from partner_project
         where workspace_id = ${workspaceId} and project_id = ${projectId}`)
    ).rows.map((row) => row.member_id),
  );

export const grantProjects = async (
  db: Executor,
  workspaceId: string,
  memberId: string,
  projectIds: string[],
  grantedByUserId: string | null,
): Promise<void> => {
  if (projectIds.length === 0) return;
  await db.execute(sql`
    insert into partner_project (workspace_id, project_id, workspace_member_id, granted_by_user_id)
    select ${workspaceId}, p.id, ${memberId}, ${grantedByUserId}
      from project p
     where p.workspace_id = ${workspaceId}
       and p.id = any(${`{${projectIds.join(',')}}`}::uuid[])
    on conflict (project_id, workspace_member_id) do nothing`);
};

/** Returns false when the project was not shared with this partner. */
export const revokeProject = async (
  db: Executor,
  workspaceId: string,
  memberId: string,
  projectId: string,
): Promise<boolean> =>
  (
    await db.execute(sql`
      delete from partner_project
       where workspace_id = ${workspaceId} and workspace_member_id = ${memberId}
         and project_id = ${projectId}`)
  ).rowCount !== 0;

/** A partner invitation accepted or written: the agency, and the projects it shares. */
export const setMemberAgency = async (
  db: Executor,
  workspaceId: string,
  memberId: string,
  agencyName: string | null,
): Promise<void> => {
  await db.execute(sql`
    update workspace_member set agency_name = ${agencyName}
     where workspace_id = ${workspaceId} and id = ${memberId}`);
};

export const setInvitationPartnerFields = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
  fields: { agencyName: string; projectIds: string[] },
): Promise<void> => {
  await db.execute(sql`
    update workspace_invitation
       set agency_name = ${fields.agencyName},
           project_ids = ${`{${fields.projectIds.join(',')}}`}::uuid[]
     where workspace_id = ${workspaceId} and id = ${invitationId}`);
};

/** Pending partner invitations, with the projects they will share. */
export const listPartnerInvitations = async (
  db: Executor,
  workspaceId: string,
  projectId: string | null = null,
): Promise<PartnerInvitation[]> => {
  const rows = (
    await db.execute<{
      _id: string;
      email: string;
      agency_name: string | null;
      expires_at: Date;
      projects: ProjectRef[] | null;
    }>(sql`
      select i.id as _id, i.email, i.agency_name, i.expires_at,
             (select json_agg(json_build_object('_id', p.id, 'name', p.name) order by p.name, p.id)
                from project p
               where p.workspace_id = i.workspace_id and p.id = any(i.project_ids)) as projects
        from workspace_invitation i
       where i.workspace_id = ${workspaceId} and i.role = 'partner' and i.status = 'pending'
         and i.expires_at > now()
         and (${projectId}::uuid is null or ${projectId}::uuid = any(i.project_ids))
       order by i.created_at desc`)
  ).rows;
  return rows.map((row) => ({
    _id: row._id,
    email: row.email,
    agency_name: row.agency_name,
    projects: row.projects ?? [],
    expires_at: new Date(row.expires_at).toISOString(),
  }));
};
