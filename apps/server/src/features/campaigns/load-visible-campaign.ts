import type { Executor } from '../../db/client';
import { HttpError, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { findCampaign, type CampaignRow } from './campaign-store';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';

/** A campaign of the tenant's workspace whose project the user may see; otherwise 404. */
export const loadVisibleCampaign = async (
  db: Executor,
  tenant: TenantContext,
  campaignId: string,
): Promise<CampaignRow> => {
  const found = await findCampaign(db, tenant.workspaceId, campaignId);
  if (!found) throw notFound(CAMPAIGN_NOT_FOUND);
  await loadProjectAccess(db, tenant, found.projectId).catch((error: unknown) => {
    // An invisible project makes its campaign not found too; other failures stay what they are.
    throw error instanceof HttpError && error.statusCode === 404
      ? notFound(CAMPAIGN_NOT_FOUND)
      : error;
  });
  return found;
};
