import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import {
  CANNOT_LAUNCH_MESSAGE,
  launchBlockers,
  stepUsesSchedulingLink,
} from '@hirelane/domain/campaigns/launch-blockers';
import { schedulingSettingsPath } from '@hirelane/domain/calendars/scheduling-settings.schema';
import {
  SENDING_CHANNELS,
  type ChannelCapabilities,
} from '@hirelane/domain/campaigns/step-channels';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { enrollInCampaignStage, startWaitingEnrollments } from './campaign-enrollment-store';
import { loadCampaignSenders, senderAccountsFor } from './campaign-senders';
import { findCampaign, recordCampaignStatusChange, updateCampaign } from './campaign-store';
import { describeHeadSteps } from './steps/campaign-step-view';
import { describeCampaign } from './get-campaign';
import { unapprovedTemplateNames } from './templates/template-approval-store';
import { loadCampaignForWrite } from './load-visible-campaign';
import { findProjectScheduling } from '../projects/project-scheduling-store';
import { schedulingSettingsProblem } from '../projects/scheduling-settings-problem';

/**
 * PUT /api/campaign/activate/{id}: run true launches (refused with every blocker while the
 * campaign has no steps, a step that cannot send, or a sender missing or broken); everyone in the
 * project's in_campaign stage starts on the version pinned now, in the launch's transaction; run
 * false pauses.
 */
export const activateCampaign = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  campaignId: string,
  run: boolean,
  /** What this server can send (a voice provider makes AI calls possible, decision 047). */
  channels: ChannelCapabilities = SENDING_CHANNELS,
  whatsappConfigured = false,
): Promise<Campaign> =>
  db.transaction(async (tx) => {
    const row = await loadCampaignForWrite(tx, tenant, campaignId, 'campaign:run');
    if (run) {
      const [steps, senders] = await Promise.all([
        describeHeadSteps(tx, tenant.workspaceId, campaignId),
        loadCampaignSenders(tx, row),
      ]);
      const accounts = await senderAccountsFor(
        tx,
        senders,
        tenant.workspaceId,
        userId,
        whatsappConfigured,
      );
      if (steps.some((step) => stepUsesSchedulingLink(step.config)))
        accounts.scheduling = {
          problem: await schedulingSettingsProblem(
            tx,
            tenant.workspaceId,
            await findProjectScheduling(tx, tenant.workspaceId, row.projectId),
          ),
          settings_path: schedulingSettingsPath(row.projectId),
        };
      const unapprovedTemplates = await unapprovedTemplateNames(tx, tenant.workspaceId, steps);
      const blockers = launchBlockers(
        { config: row.config, campaign_message: senders.campaignMessage },
        steps,
        { ...accounts, unapprovedTemplates },
        channels,
      );
      if (blockers.length > 0)
        throw unprocessable(
          CANNOT_LAUNCH_MESSAGE,
          blockers.map((blocker) => ({ path: blocker.code, message: blocker.message })),
        );
      await enrollInCampaignStage(tx, tenant.workspaceId, campaignId, row.projectId);
      await updateCampaign(tx, tenant.workspaceId, campaignId, { status: true, launch: true });
      await startWaitingEnrollments(tx, tenant.workspaceId, campaignId);
    } else {
      await updateCampaign(tx, tenant.workspaceId, campaignId, { status: false });
    }
    if (row.status !== run)
      await recordCampaignStatusChange(tx, tenant.workspaceId, {
        campaignId,
        projectId: row.projectId,
        running: run,
        userId,
      });
    return describeCampaign(tx, (await findCampaign(tx, tenant.workspaceId, campaignId)) ?? row);
  });
