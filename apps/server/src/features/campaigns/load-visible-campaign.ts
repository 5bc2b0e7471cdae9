import type { ProjectPermission } from '@hirelane/domain/projects/project-roles';
import type { Executor } from '../../db/client';
import { HttpError, forbidden, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { findCampaign, type CampaignRow } from './campaign-store';
import { lockCampaignRow } from './steps/campaign-step-store';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';

/** A campaign of the tenant's workspace whose project the user may see (with their permissions); otherwise 404. */
export const loadCampaignAccess = async (
  db: Executor,
  tenant: TenantContext,
  campaignId: string,
): Promise<{ campaign: CampaignRow; permissions: ProjectPermission[] }> => {
  const found = await findCampaign(db, tenant.workspaceId, campaignId);
  if (!found) throw notFound(CAMPAIGN_NOT_FOUND);
  const access = await loadProjectAccess(db, tenant, found.projectId).catch((error: unknown) => {
    // An invisible project makes its campaign not found too; other failures stay what they are.
    throw error instanceof HttpError && error.statusCode === 404
      ? notFound(CAMPAIGN_NOT_FOUND)
      : error;
  });
  return { campaign: found, permissions: access.permissions };
};

export const loadVisibleCampaign = async (
  db: Executor,
  tenant: TenantContext,
  campaignId: string,
): Promise<CampaignRow> => (await loadCampaignAccess(db, tenant, campaignId)).campaign;

type CampaignPermission = Extract<ProjectPermission, `campaign:${string}`>;

export const CAMPAIGN_DENIED: Record<CampaignPermission, string> = {
  'campaign:steps:edit':
    'Only the project owner or an editor can change the steps of this campaign.',
  'campaign:settings:edit':
    "Only the project owner or an editor can change this campaign's settings.",
  'campaign:run': 'Only the project owner or an editor can run this campaign.',
};

/**
 * For a write inside a transaction: the visible campaign (404 otherwise), the permission checked
 * (403 with the reason), and the campaign row locked FOR UPDATE so concurrent edits serialise.
 * The row answered is the one read under the lock.
 */
export const loadCampaignForWrite = async (
  tx: Executor,
  tenant: TenantContext,
  campaignId: string,
  permission: CampaignPermission,
): Promise<CampaignRow> => {
  const { permissions } = await loadCampaignAccess(tx, tenant, campaignId);
  if (!permissions.includes(permission)) throw forbidden(CAMPAIGN_DENIED[permission]);
  const locked = await lockCampaignRow(tx, tenant.workspaceId, campaignId);
  if (!locked) throw notFound(CAMPAIGN_NOT_FOUND);
  return locked;
};
