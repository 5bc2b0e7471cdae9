import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { STEP_EDIT_REACH, STEP_LOCKED_REASON } from '@hirelane/domain/campaigns/campaign.schema';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { refreshCampaignQueries } from '../api/campaign';
import { updateStep } from '../api/step-writes';
import { useCampaignRoute } from '../api/use-campaign-route';
import { STEPS_DENIED_REASON, STEPS_EDIT_PERMISSION } from '../campaign-paths';
import { CampaignLoadState, CampaignPage } from '../components/page-states';
import { StepForm } from '../components/step-form';
import { draftFromStep } from '../step-defaults';
import { STEP_DESCRIPTIONS } from '../step-groups';

/**
 * /campaign/{campaignID?}/steps/{orderId}: the step at that place (1-based) in its editor. Once
 * the campaign has run it says who an edit reaches. A step being sent right now, or a viewer
 * without campaign:steps:edit, gets it read-only with the reason.
 */
export function EditStepPage() {
  const { orderId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = useCampaignRoute();
  const { campaignId, base, workspaceId } = route;
  const order = Number(orderId);
  const step = route.steps.data?.find((item) => item.order === order);
  usePageTitle(step ? `Step ${step.order}: ${STEP_TYPE_LABELS[step.type]}` : 'Campaign step');

  if (orderId === undefined && base) return <Navigate to={base} replace />;

  const canEdit = route.permissions.includes(STEPS_EDIT_PERMISSION);
  const readOnlyReason = !canEdit
    ? STEPS_DENIED_REASON
    : step && !step.can_update
      ? (step.locked_reason ?? STEP_LOCKED_REASON)
      : null;

  const save = async (draft: StepDraft) => {
    if (!campaignId || !base || !step) return;
    await updateStep(campaignId, step._id, draft);
    await refreshCampaignQueries(queryClient, workspaceId, campaignId);
    toast.success('Step saved.');
    void navigate(base);
  };

  if (!step || !campaignId || !base)
    return (
      <CampaignPage title="Campaign step" description="One step of the campaign.">
        {route.steps.data && base ? (
          <EmptyState
            title={`There is no step ${orderId ?? ''}`.trim()}
            description={`This campaign has ${route.steps.data.length} step${route.steps.data.length === 1 ? '' : 's'}. It may have been deleted or moved.`}
            action={{ label: 'Back to steps', to: base }}
          />
        ) : (
          <CampaignLoadState
            projectLoading={route.project.isPending}
            campaignId={campaignId}
            error={route.campaign.error ?? route.steps.error}
          />
        )}
      </CampaignPage>
    );

  return (
    <CampaignPage
      wide
      title={`Step ${step.order}: ${STEP_TYPE_LABELS[step.type]}`}
      description={STEP_DESCRIPTIONS[step.type]}
      actions={
        <Link to={base} className={buttonClasses('ghost')}>
          All steps
        </Link>
      }
    >
      {route.campaign.data?.launched_at && !readOnlyReason ? (
        <p
          data-testid="step-edit-reach"
          className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950"
        >
          {STEP_EDIT_REACH}
        </p>
      ) : null}
      <StepForm
        key={`${step._id}-${JSON.stringify(step.config)}`}
        workspaceId={workspaceId}
        campaignId={campaignId}
        base={base}
        initial={draftFromStep(step)}
        readOnlyReason={readOnlyReason}
        submitLabel="Save changes"
        onSave={save}
      />
    </CampaignPage>
  );
}
