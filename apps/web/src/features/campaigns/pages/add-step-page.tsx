import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';
import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import { isStepType } from '@hirelane/domain/campaigns/step-types';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { refreshCampaignQueries } from '../api/campaign';
import { addStep } from '../api/step-writes';
import { useCampaignRoute } from '../api/use-campaign-route';
import { STEPS_DENIED_REASON, STEPS_EDIT_PERMISSION } from '../campaign-paths';
import { AddStepDialog } from '../components/add-step-dialog';
import { CampaignLoadState, CampaignPage } from '../components/page-states';
import { StepForm } from '../components/step-form';
import { StepTypeIcon } from '../components/step-type-icon';
import { emptyDraft } from '../step-defaults';
import { STEP_DESCRIPTIONS } from '../step-groups';

/**
 * /campaign/{campaignID?}/steps/add?step_type=…: the editor of a new step of that type (the
 * campaign-step guard has checked it). "Change step type" reopens the picker, where a delay — not
 * one of the eight types — is added directly.
 */
export function AddStepPage() {
  usePageTitle('Add a step');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const route = useCampaignRoute();
  const [picking, setPicking] = useState(false);
  const value = search.get('step_type');
  const type = isStepType(value) ? value : null;
  const { campaignId, base, workspaceId } = route;
  const canEdit = route.permissions.includes(STEPS_EDIT_PERMISSION);

  const save = async (draft: StepDraft) => {
    if (!campaignId || !base) return;
    await addStep(campaignId, draft);
    await refreshCampaignQueries(queryClient, workspaceId, campaignId);
    toast.success('Step added.');
    void navigate(base);
  };

  return (
    <CampaignPage
      wide
      title="Add a step"
      description={type ? STEP_DESCRIPTIONS[type] : 'Choose what happens next in the sequence.'}
      actions={
        campaignId && base ? (
          <Button variant="secondary" onClick={() => setPicking(true)}>
            Change step type
          </Button>
        ) : null
      }
    >
      {type ? (
        <p className="flex items-center gap-2 font-semibold text-stone-900">
          <StepTypeIcon type={type} className="size-8" />
          {STEP_TYPE_LABELS[type]}
        </p>
      ) : null}
      {campaignId && base && route.campaign.data && type ? (
        <StepForm
          key={type}
          workspaceId={workspaceId}
          campaignId={campaignId}
          base={base}
          initial={emptyDraft(type)}
          readOnlyReason={canEdit ? null : STEPS_DENIED_REASON}
          submitLabel="Add step"
          onSave={save}
        />
      ) : (
        <CampaignLoadState
          projectLoading={route.project.isPending}
          campaignId={campaignId}
          error={route.campaign.error}
        />
      )}
      {campaignId && base ? (
        <AddStepDialog
          open={picking}
          onOpenChange={setPicking}
          workspaceId={workspaceId}
          campaignId={campaignId}
          base={base}
          current={type ?? undefined}
        />
      ) : null}
    </CampaignPage>
  );
}
