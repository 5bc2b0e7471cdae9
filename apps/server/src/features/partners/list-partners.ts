import type { Partner, PartnerInvitation } from '@hirelane/domain/partners/partner.schema';
import type { Executor } from '../../db/client';
import {
  listPartnerInvitations,
  listPartners,
  listSharedProjectsByPartner,
  toPartnerProfile,
} from '../workspaces/partner-member-store';
import { countSubmissionsByUser } from './partner-store';

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
