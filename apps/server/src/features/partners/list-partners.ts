import { sql } from 'drizzle-orm';
import type { Partner, PartnerInvitation } from '@hirelane/domain/partners/partner.schema';
import type { Executor } from '../../db/client';
import {
  countSubmissionsByUser,
  listPartners,
  listSharedProjectsByPartner,
  toPartnerProfile,
  type ProjectRef,
} from './partner-store';

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

/** Settings → Integrations: every partner connection of the workspace. */
export const listWorkspacePartners = async (
  db: Executor,
  workspaceId: string,
): Promise<{ partners: Partner[]; invitations: PartnerInvitation[] }> => {
  const [partners, projects, counts, invitations] = [
    await listPartners(db, workspaceId),
    await listSharedProjectsByPartner(db, workspaceId),
    await countSubmissionsByUser(db, workspaceId),
    await listPartnerInvitations(db, workspaceId),
  ];
  return {
    partners: partners.map((row) => ({
      _id: row.member_id,
      agency_name: row.agency_name,
      profile: toPartnerProfile(row),
      status: row.status,
      projects: projects.get(row.member_id) ?? [],
      submission_count: counts.get(row.user_id) ?? 0,
    })),
    invitations,
  };
};
