import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import type { campaignSettingsRequest } from '@hirelane/domain/campaigns/sending-schedule.schema';
import type { FieldError } from '@hirelane/domain/http/envelope';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findLinkedinAccountStatus, listEmailAccounts } from '../accounts/account-status-store';
import { findCampaign, updateCampaign } from './campaign-store';
import { describeCampaign } from './get-campaign';
import { loadCampaignForWrite } from './load-visible-campaign';

export const NOT_A_WORKSPACE_MAILBOX = "Choose one of this workspace's mailboxes.";
export const NOT_A_WORKSPACE_LINKEDIN = "Choose one of this workspace's LinkedIn accounts.";

type SettingsInput = z.infer<typeof campaignSettingsRequest>;

/** The stored spelling of a mailbox address the request names, or null when it is not one. */
const workspaceMailbox = async (db: Executor, workspaceId: string, address: string) => {
  const accounts = await listEmailAccounts(db, workspaceId);
  const all = [...accounts.verified_emails, ...accounts.invalid_emails];
  return all.find((box) => box.label.toLowerCase() === address.toLowerCase())?.label ?? null;
};

/**
 * The launch page's choices: sender mailbox and LinkedIn account (each one of the workspace's),
 * sending window and daily limit. Absent keys stay as they are; null clears a sender.
 */
export const updateCampaignSettings = async (
  db: Database,
  tenant: TenantContext,
  campaignId: string,
  input: SettingsInput,
): Promise<Campaign> =>
  db.transaction(async (tx) => {
    const row = await loadCampaignForWrite(tx, tenant, campaignId, 'campaign:settings:edit');
    const errors: FieldError[] = [];
    const config = { ...row.config };
    if (input.from_email !== undefined) {
      const address =
        input.from_email === null
          ? null
          : await workspaceMailbox(tx, tenant.workspaceId, input.from_email);
      if (input.from_email !== null && address === null)
        errors.push({ path: 'from_email', message: NOT_A_WORKSPACE_MAILBOX });
      config.from_email = address;
    }
    if (input.from_linkedin !== undefined) {
      const id = input.from_linkedin;
      const known =
        id === null ||
        (z.uuid().safeParse(id).success &&
          (await findLinkedinAccountStatus(tx, tenant.workspaceId, id)).connected);
      if (!known) errors.push({ path: 'from_linkedin', message: NOT_A_WORKSPACE_LINKEDIN });
      config.from_linkedin = id;
    }
    if (errors.length > 0) throw unprocessable(errors[0]?.message ?? '', errors);
    await updateCampaign(tx, tenant.workspaceId, campaignId, {
      config,
      ...(input.schedule ? { schedule: input.schedule } : {}),
      ...(input.daily_limit !== undefined ? { dailyLimit: input.daily_limit } : {}),
      ...(input.track_opens !== undefined ? { trackOpens: input.track_opens } : {}),
      ...(input.track_clicks !== undefined ? { trackClicks: input.track_clicks } : {}),
    });
    const updated = await findCampaign(tx, tenant.workspaceId, campaignId);
    return describeCampaign(tx, updated ?? row);
  });
