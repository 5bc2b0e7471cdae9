import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Campaign, CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import {
  CANNOT_LAUNCH_MESSAGE,
  launchBlockers,
  stepUsesSchedulingLink,
} from '@hirelane/domain/campaigns/launch-blockers';
import { schedulingSettingsPath } from '@hirelane/domain/calendars/scheduling-settings.schema';
import { withRuntimeChannels } from '@hirelane/domain/campaigns/step-channels';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAiCallOptionsQuery } from '../../accounts/api/ai-call-options';
import { useEmailAccountsQuery } from '../../accounts/api/email-accounts';
import { useLinkedinStatusQuery } from '../../accounts/api/linkedin-status';
import { useWhatsappStatusQuery } from '../../accounts/api/whatsapp-account';
import { useSchedulingSettingsQuery } from '../../calendars/api/project-interviews';
import { useWhatsappBusinessStatusQuery } from '../../accounts/api/whatsapp-business';
import { campaignKeys, refreshCampaignQueries } from '../api/campaign';
import { setCampaignRunning } from '../api/launch';
import { useCampaignRoute } from '../api/use-campaign-route';
import { useLaunchSettings } from '../api/use-launch-settings';
import { RUN_DENIED_REASON, RUN_PERMISSION, SETTINGS_EDIT_PERMISSION } from '../campaign-paths';
import { AddStepDialog } from '../components/add-step-dialog';
import { LaunchBlockersList } from '../components/launch/launch-blockers-list';
import { LaunchSettingsForm } from '../components/launch/launch-settings-form';
import { LaunchSummary } from '../components/launch/launch-summary';
import { RunControl } from '../components/launch/run-control';
import { CampaignLoadState, CampaignPage, PageLoading } from '../components/page-states';

type LaunchContentProps = {
  workspaceId: string;
  base: string;
  campaign: Campaign;
  steps: readonly CampaignStep[];
  permissions: readonly string[];
};

function LaunchContent({ workspaceId, base, campaign, steps, permissions }: LaunchContentProps) {
  const queryClient = useQueryClient();
  const emails = useEmailAccountsQuery(workspaceId);
  const linkedin = useLinkedinStatusQuery(workspaceId);
  const hasCallStep = steps.some((step) => step.type === 'auto_ai_call');
  const voice = useAiCallOptionsQuery(workspaceId, hasCallStep);
  const whatsapp = useWhatsappStatusQuery(workspaceId);
  const usesSchedulingLink = steps.some((step) => stepUsesSchedulingLink(step.config));
  const scheduling = useSchedulingSettingsQuery(campaign.project_id, usesSchedulingLink);
  const whatsappBusiness = useWhatsappBusinessStatusQuery(workspaceId);
  const settings = useLaunchSettings(workspaceId, campaign);
  const emailRef = useRef<HTMLSelectElement>(null);
  const linkedinRef = useRef<HTMLSelectElement>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; reasons: string[] } | null>(null);

  if (
    emails.isPending ||
    linkedin.isPending ||
    (hasCallStep && voice.isPending) ||
    (usesSchedulingLink && scheduling.isPending)
  )
    return <PageLoading label="Checking your connected accounts…" />;

  const verified = emails.data?.verified_emails ?? [];
  const status = linkedin.data;
  const blockers = launchBlockers(
    campaign,
    steps,
    {
      mailboxes: [
        ...verified.map((box) => ({ label: box.label, problem: null })),
        ...(emails.data?.invalid_emails ?? []).map((box) => ({
          label: box.label,
          problem: box.reason,
        })),
      ],
      linkedin: {
        connected: status?.connected ?? false,
        account_id: status?.account_id ?? null,
        error_message: status?.error_message ?? null,
      },
      // Whether the server has a gateway is for the server (and the connect page) to say.
      whatsapp: { status: whatsapp.data?.status ?? null },
      ...(scheduling.data
        ? {
            scheduling: {
              problem: scheduling.data.problem,
              settings_path: schedulingSettingsPath(campaign.project_id),
            },
          }
        : {}),
      whatsappBusiness: { status: whatsappBusiness.data?.status ?? null },
    },
    withRuntimeChannels({ aiCall: voice.data?.provider_configured ?? false }),
  );
  const linkedinAccount =
    status?.connected && status.account_id
      ? { account_id: status.account_id, account_name: status.account_name ?? status.account_id }
      : null;

  const canRun = permissions.includes(RUN_PERMISSION);
  const disabledReason = !canRun
    ? RUN_DENIED_REASON
    : campaign.status
      ? null
      : blockers.length > 0
        ? `${CANNOT_LAUNCH_MESSAGE} Fix the items listed above first.`
        : settings.dirty
          ? 'Save your settings before launching.'
          : null;

  const run = async (next: boolean) => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await setCampaignRunning(campaign._id, next);
      queryClient.setQueryData(campaignKeys.campaign(workspaceId, campaign._id), answer.data);
      await refreshCampaignQueries(queryClient, workspaceId, campaign._id);
      toast.success(answer.message ?? (next ? 'Campaign launched.' : 'Campaign paused.'));
    } catch (caught) {
      setRefusal({
        message: isApiError(caught) ? caught.message : 'The campaign could not be changed.',
        reasons: isApiError(caught) ? caught.errors.map((error) => error.message) : [],
      });
    } finally {
      setBusy(false);
    }
  };

  const focusField = (field: 'from_email' | 'from_linkedin') => {
    // Focusing scrolls the field into view.
    (field === 'from_email' ? emailRef : linkedinRef).current?.focus();
  };

  return (
    <>
      <LaunchSummary steps={steps} />
      <LaunchBlockersList
        blockers={blockers}
        stepsTo={base}
        onAddStep={() => setAdding(true)}
        onFocusField={focusField}
      />
      <RunControl
        running={campaign.status}
        disabledReason={disabledReason}
        busy={busy}
        onRun={(next) => void run(next)}
        refusal={refusal}
      />
      <LaunchSettingsForm
        settings={settings}
        mailboxes={verified.map((box) => box.label)}
        linkedin={linkedinAccount}
        canEdit={permissions.includes(SETTINGS_EDIT_PERMISSION)}
        emailRef={emailRef}
        linkedinRef={linkedinRef}
      />
      <AddStepDialog
        open={adding}
        onOpenChange={setAdding}
        workspaceId={workspaceId}
        campaignId={campaign._id}
        base={base}
      />
    </>
  );
}

/**
 * /campaign/{campaignID?}/launch: the sequence in short, what stops it from launching and where to
 * fix it, Launch or Pause, and the senders, sending window and daily limit.
 */
export function LaunchPage() {
  usePageTitle('Launch campaign');
  const route = useCampaignRoute();
  const { campaign, steps, base, campaignId } = route;
  return (
    <CampaignPage
      title="Launch"
      description="Check the sequence, choose who it is sent from and when, then launch."
    >
      {campaign.data && steps.data && base ? (
        <LaunchContent
          key={campaign.data._id}
          workspaceId={route.workspaceId}
          base={base}
          campaign={campaign.data}
          steps={steps.data}
          permissions={route.permissions}
        />
      ) : (
        <CampaignLoadState
          projectLoading={route.project.isPending}
          campaignId={campaignId}
          error={campaign.error ?? steps.error}
        />
      )}
    </CampaignPage>
  );
}
