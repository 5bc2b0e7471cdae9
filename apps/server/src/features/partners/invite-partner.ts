import type { z } from 'zod';
import type {
  invitePartnerRequest,
  PartnerInvitation,
} from '@hirelane/domain/partners/partner.schema';
import { INVITATION_TTL_DAYS } from '@hirelane/domain/workspaces/workspace.schema';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { newInvitationToken, upsertPendingInvitation } from '../workspaces/invitation-store';
import { listMembersByEmail } from '../workspaces/member-store';
import { displayName, sendInvitationMail } from '../workspaces/send-invitation-mail';
import { findWorkspace } from '../workspaces/workspace-store';
import { setInvitationPartnerFields } from '../workspaces/partner-member-store';
import { findProjectsByIds } from './partner-store';

export const PARTNER_PROJECT_NOT_FOUND = 'Project not found.';

/**
 * Invites a recruiting partner (decision 051): a workspace invitation with role partner, the
 * agency and the projects to share once accepted. The invited person signs in by magic link like
 * everyone and joins straight in. Partners take no seat of the plan, so no seat check here.
 */
export const invitePartner = async (
  app: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  tenant: TenantContext,
  inviter: { id: string; email: string; firstName: string; lastName: string },
  input: z.output<typeof invitePartnerRequest>,
): Promise<PartnerInvitation> => {
  const workspace = await findWorkspace(app.db, tenant.workspaceId);
  if (!workspace) throw notFound('Workspace not found.');
  const projectIds = [...new Set(input.project_ids)];
  const { row, token, projects } = await app.db.transaction(async (tx) => {
    const projects = await findProjectsByIds(tx, tenant.workspaceId, projectIds);
    if (projects.length !== projectIds.length) throw notFound(PARTNER_PROJECT_NOT_FOUND);
    const existing = await listMembersByEmail(tx, tenant.workspaceId, [input.email]);
    if (existing.length > 0)
      throw new HttpError(422, `${input.email} already belongs to this workspace.`, [
        { path: 'email', message: `${input.email} already belongs to this workspace.` },
      ]);
    const { token, tokenHash } = newInvitationToken();
    const now = new Date();
    const created = await upsertPendingInvitation(tx, tenant.workspaceId, {
      email: input.email,
      role: 'partner',
      tokenHash,
      invitedByUserId: inviter.id,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
      lastSentAt: now,
    });
    await setInvitationPartnerFields(tx, tenant.workspaceId, created.id, {
      agencyName: input.agency_name,
      projectIds: projects.map((project) => project._id),
    });
    return { row: created, token, projects };
  });
  await sendInvitationMail(app, {
    email: row.email,
    token,
    inviterName: displayName(inviter),
    workspaceName: workspace.name,
    role: `a recruiting partner (${input.agency_name})`,
  });
  return {
    _id: row.id,
    email: row.email,
    agency_name: input.agency_name,
    projects,
    expires_at: row.expiresAt.toISOString(),
  };
};
