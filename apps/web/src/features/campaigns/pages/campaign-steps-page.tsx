import { withRuntimeChannels } from '@hirelane/domain/campaigns/step-channels';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { Campaign, CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { canRegenerateSteps } from '@hirelane/domain/campaigns/campaign-rules';
import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMessageTemplatesQuery } from '../api/templates';
import { useCampaignRoute } from '../api/use-campaign-route';
import { useStepActions } from '../api/use-step-actions';
import { STEPS_DENIED_REASON, STEPS_EDIT_PERMISSION, campaignPaths } from '../campaign-paths';
import { AddStepDialog } from '../components/add-step-dialog';
import { EyeIcon, PlusIcon, SparklesIcon, TemplateIcon } from '../../../components/ui/icons';
import { LockedNote } from '../../../components/ui/locked-note';
import { CampaignLoadState, CampaignPage, PageLoading } from '../components/page-states';
import { StepList } from '../components/step-list';
import { useAiCallOptionsQuery } from '../../accounts/api/ai-call-options';
import { stepSummary } from '../step-summary';

type StepsContentProps = {
  workspaceId: string;
  campaignId: string;
  base: string;
  campaign: Campaign;
  steps: readonly CampaignStep[];
  permissions: readonly string[];
};

function StepsContent({
  workspaceId,
  campaignId,
  base,
  campaign,
  steps,
  permissions,
}: StepsContentProps) {
  const paths = campaignPaths(base);
  const canEdit = permissions.includes(STEPS_EDIT_PERMISSION);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CampaignStep | null>(null);
  const actions = useStepActions(workspaceId, campaignId);
  const templates = useMessageTemplatesQuery(workspaceId, 'whatsapp_template');
  const voice = useAiCallOptionsQuery(
    workspaceId,
    steps.some((step) => step.type === 'auto_ai_call'),
  );
  const templateNames = new Map((templates.data ?? []).map((t) => [t._id, t.name] as const));
  const summaries = new Map(steps.map((step) => [step._id, stepSummary(step, templateNames)]));
  const regenerate = canEdit && steps.length > 0 && canRegenerateSteps(campaign, steps, true);

  const header = (
    <>
      <Link to={paths.templates} className={buttonClasses('ghost')}>
        <TemplateIcon /> Templates
      </Link>
      {steps.length > 0 ? (
        <Link to={paths.preview} className={buttonClasses('secondary')}>
          <EyeIcon /> Preview
        </Link>
      ) : null}
      {regenerate ? (
        <Link to={paths.generateEntry} className={buttonClasses('secondary')}>
          <SparklesIcon /> Regenerate with AI
        </Link>
      ) : null}
      {canEdit && steps.length > 0 ? (
        <Button onClick={() => setAdding(true)}>
          <PlusIcon /> Add step
        </Button>
      ) : null}
    </>
  );

  return (
    <CampaignPage
      title="Steps"
      description="Each candidate in this campaign goes through these steps in order, until they reply."
      actions={header}
    >
      {canEdit ? null : <LockedNote>{STEPS_DENIED_REASON}</LockedNote>}
      {steps.length === 0 ? (
        <EmptyState
          title="No steps yet"
          description={
            canEdit
              ? 'Build the sequence step by step — e-mails, LinkedIn, WhatsApp, AI calls and the waits between them — or let AI draft it from the job.'
              : 'The project owner or an editor adds the steps of this campaign.'
          }
        >
          {canEdit ? (
            <div className="mt-6 flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => setAdding(true)}>
                <PlusIcon /> Add a step
              </Button>
              <Link to={paths.generateEntry} className={buttonClasses('secondary')}>
                <SparklesIcon /> Generate with AI
              </Link>
            </div>
          ) : null}
        </EmptyState>
      ) : (
        <StepList
          steps={steps}
          summaries={summaries}
          editPath={paths.edit}
          canEdit={canEdit}
          onMove={(from, to) => void actions.move(steps, from, to)}
          onDelete={setDeleting}
          channels={withRuntimeChannels({ aiCall: voice.data?.provider_configured ?? false })}
        />
      )}
      <p role="status" className="sr-only">
        {actions.moved}
      </p>
      <AddStepDialog
        open={adding}
        onOpenChange={setAdding}
        workspaceId={workspaceId}
        campaignId={campaignId}
        base={base}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        header="Delete this step?"
        description={
          deleting
            ? `Step ${deleting.order} (${STEP_TYPE_LABELS[deleting.type]}) leaves the sequence. Candidates already in the campaign keep the version they started.`
            : ''
        }
        confirmText="Delete step"
        destructive
        onConfirm={() => (deleting ? actions.remove(deleting) : undefined)}
      />
    </CampaignPage>
  );
}

/**
 * /app/projects/{id}/campaign/{campaignID}: the campaign's steps. Without a campaign id in the
 * route, it goes to the project's linked campaign.
 */
export function CampaignStepsPage() {
  usePageTitle('Campaign');
  const route = useCampaignRoute();
  const { campaign, steps, base, campaignId } = route;
  if (!route.routeHasCampaignId && base) return <Navigate to={base} replace />;
  if (campaign.data && steps.data && base && campaignId)
    return (
      <StepsContent
        workspaceId={route.workspaceId}
        campaignId={campaignId}
        base={base}
        campaign={campaign.data}
        steps={steps.data}
        permissions={route.permissions}
      />
    );
  return (
    <CampaignPage title="Steps" description="The outreach steps of this project’s campaign.">
      {campaign.error || steps.error || !campaignId ? (
        <CampaignLoadState
          projectLoading={route.project.isPending}
          campaignId={campaignId}
          error={campaign.error ?? steps.error}
        />
      ) : (
        <PageLoading label="Loading the steps…" />
      )}
    </CampaignPage>
  );
}
