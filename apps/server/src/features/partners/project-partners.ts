import type { PartnerInvitation, ProjectPartner } from '@hirelane/domain/partners/partner.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import {
  grantProjects,
  listPartnerInvitations,
  listPartnerIdsOfProject,
  listPartners,
  revokeProject,
  toPartnerProfile,
} from '../workspaces/partner-member-store';
import { countSubmissionsByUser } from './partner-store';

export const PARTNER_NOT_FOUND = 'Partner not found.';

/** /app/settings: the partners a project is shared with, and the invitations that will share it. */
export const listProjectPartners = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
): Promise<{
  partners: ProjectPartner[];
  invitations: PartnerInvitation[];
}> => {
  const access = await loadProjectAccess(db, tenant, projectId);
  const shared = await listPartnerIdsOfProject(db, tenant.workspaceId, access.project.id);
  const counts = await countSubmissionsByUser(db, tenant.workspaceId, access.project.id);
  const partners = (await listPartners(db, tenant.workspaceId)).filter((row) =>
    shared.has(row.member_id),
  );
  return {
    partners: partners.map((row) => ({
      _id: row.member_id,
      agency_name: row.agency_name,
      profile: toPartnerProfile(row),
      status: row.status,
      submission_count: counts.get(row.user_id) ?? 0,
    })),
    invitations: await listPartnerInvitations(db, tenant.workspaceId, access.project.id),
  };
};

/** Shares one more project with an existing partner. */
export const addProjectPartner = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  memberId: string,
): Promise<string> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    const [partner] = await listPartners(tx, tenant.workspaceId, memberId);
    if (!partner) throw notFound(PARTNER_NOT_FOUND);
    await grantProjects(tx, tenant.workspaceId, partner.member_id, [access.project.id], userId);
    return `${access.project.name} is shared with ${partner.agency_name ?? partner.email}.`;
  });

/**
 * Takes a project back from a partner: from the next request on they neither see it nor their
 * submissions to it. The submissions stay in the pipeline with the partner as their source.
 */
export const removeProjectPartner = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  memberId: string,
): Promise<string> =>
  db.transaction(async (tx) => {
    const access = await loadProjectAccess(tx, tenant, projectId);
    const [partner] = await listPartners(tx, tenant.workspaceId, memberId);
    if (!partner) throw notFound(PARTNER_NOT_FOUND);
    if (!(await revokeProject(tx, tenant.workspaceId, partner.member_id, access.project.id)))
      throw notFound('This project is not shared with this partner.');
    return `${partner.agency_name ?? partner.email} no longer has access to ${access.project.name}.`;
  });
