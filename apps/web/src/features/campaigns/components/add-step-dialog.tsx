import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  delayConfigSchema,
  type StepConfigOf,
} from '@hirelane/domain/campaigns/step-config.schema';
import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-error';
import { refreshCampaignQueries } from '../api/campaign';
import { addStep } from '../api/step-writes';
import { campaignPaths } from '../campaign-paths';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { DelayEditor } from './editors/delay-editor';
import { StepTypePicker } from './step-type-picker';

type AddStepDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  campaignId: string;
  /** The campaign's base path (its steps page). */
  base: string;
  /** The type on the add page the dialog was opened from. */
  current?: SequenceStepType;
};

const FIRST_DELAY: StepConfigOf<'delay'> = { days: 1, hours: 0 };

/**
 * The add-step picker. A message type opens its editor (/steps/add?step_type=…). A delay has no
 * step_type of the eight, so it is set and added right here.
 */
export function AddStepDialog({
  open,
  onOpenChange,
  workspaceId,
  campaignId,
  base,
  current,
}: AddStepDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'pick' | 'delay'>('pick');
  const [delay, setDelay] = useState(FIRST_DELAY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setMode('pick');
      setDelay(FIRST_DELAY);
      setErrors({});
      setFormError(null);
    }
  };

  const pick = (type: SequenceStepType) => {
    if (type === 'delay') {
      setMode('delay');
      return;
    }
    close(false);
    void navigate(campaignPaths(base).add(type));
  };

  const addDelay = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = delayConfigSchema.safeParse(delay);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      await addStep(campaignId, { type: 'delay', config: parsed.data });
      await refreshCampaignQueries(queryClient, workspaceId, campaignId);
      toast.success('Delay added.');
      setBusy(false);
      close(false);
      if (current) void navigate(base);
    } catch (caught) {
      setBusy(false);
      if (isApiError(caught)) setErrors(serverFieldErrors(caught.errors, 'config'));
      setFormError(isApiError(caught) ? caught.message : 'The delay could not be added.');
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      width={680}
      title={mode === 'pick' ? 'Add a step' : 'Add a delay'}
      description={
        mode === 'pick'
          ? 'Choose what happens next in the sequence.'
          : 'How long to wait before the next step.'
      }
    >
      {mode === 'pick' ? (
        <div className="mt-5">
          <StepTypePicker onPick={pick} current={current} />
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void addDelay(event)} className="mt-5 space-y-5">
          <DelayEditor config={delay} onChange={setDelay} errors={errors} />
          {formError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setMode('pick')} disabled={busy}>
              Back
            </Button>
            <Button type="submit" loading={busy}>
              Add delay
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
