import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import { isApiError } from '../../../lib/api-error';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import {
  launchFormChanged,
  launchFormFrom,
  launchRequestFrom,
  validateLaunchForm,
  type LaunchSettingsForm,
} from '../launch-form';
import { campaignKeys, refreshCampaignQueries } from './campaign';
import { saveCampaignSettings } from './launch';

/**
 * The launch page's settings: the form from the saved campaign, validated with the domain's
 * settings schema, saved with PUT settings. `dirty` tells the Launch button to wait for a save.
 */
export const useLaunchSettings = (workspaceId: string, campaign: Campaign) => {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => launchFormFrom(campaign));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const change = (next: Partial<LaunchSettingsForm>) => {
    const merged = { ...form, ...next };
    setForm(merged);
    if (submitted) setErrors(validateLaunchForm(merged));
  };

  /** Saves the form; true when it was saved. */
  const save = async (): Promise<boolean> => {
    setSubmitted(true);
    setFormError(null);
    const found = validateLaunchForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setBusy(true);
    try {
      const answer = await saveCampaignSettings(campaign._id, launchRequestFrom(form));
      queryClient.setQueryData(campaignKeys.campaign(workspaceId, campaign._id), answer.data);
      void refreshCampaignQueries(queryClient, workspaceId, campaign._id);
      const next = launchFormFrom(answer.data, form.timezone);
      setSaved(next);
      setForm(next);
      toast.success(answer.message ?? 'Campaign settings saved.');
      return true;
    } catch (caught) {
      if (isApiError(caught)) setErrors(serverFieldErrors(caught.errors));
      setFormError(isApiError(caught) ? caught.message : 'The settings could not be saved.');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    change,
    errors,
    formError,
    busy,
    save,
    dirty: launchFormChanged(form, saved),
  };
};
