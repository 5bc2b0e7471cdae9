import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import {
  DEFAULT_SENDING_SCHEDULE,
  campaignSettingsRequest,
} from '@hirelane/domain/campaigns/sending-schedule.schema';
import type { CampaignSettings } from './api/launch';
import { zodFieldErrors, type FieldErrors } from '../../lib/form-errors';

/** The launch page's form: '' is "none chosen" for a sender. */
export type LaunchSettingsForm = {
  from_email: string;
  from_linkedin: string;
  days: number[];
  start_hour: number;
  end_hour: number;
  timezone: string;
  daily_limit: number;
  track_opens: boolean;
  track_clicks: boolean;
};

export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

const isUntouchedSchedule = (campaign: Pick<Campaign, 'schedule' | 'launched_at'>) =>
  campaign.launched_at === null &&
  campaign.schedule.timezone === DEFAULT_SENDING_SCHEDULE.timezone &&
  campaign.schedule.start_hour === DEFAULT_SENDING_SCHEDULE.start_hour &&
  campaign.schedule.end_hour === DEFAULT_SENDING_SCHEDULE.end_hour &&
  campaign.schedule.days.join() === DEFAULT_SENDING_SCHEDULE.days.join();

/**
 * The form from the saved campaign. A campaign whose window was never set (the server's default,
 * never launched) starts in the browser's time zone rather than UTC.
 */
export const launchFormFrom = (
  campaign: Pick<
    Campaign,
    'config' | 'schedule' | 'daily_limit' | 'launched_at' | 'track_opens' | 'track_clicks'
  >,
  timeZone: string = browserTimeZone(),
): LaunchSettingsForm => ({
  from_email: campaign.config.from_email ?? '',
  from_linkedin: campaign.config.from_linkedin ?? '',
  days: [...campaign.schedule.days],
  start_hour: campaign.schedule.start_hour,
  end_hour: campaign.schedule.end_hour,
  timezone: isUntouchedSchedule(campaign) ? timeZone : campaign.schedule.timezone,
  daily_limit: campaign.daily_limit,
  track_opens: campaign.track_opens,
  track_clicks: campaign.track_clicks,
});

export const launchRequestFrom = (form: LaunchSettingsForm): CampaignSettings => ({
  from_email: form.from_email || null,
  from_linkedin: form.from_linkedin || null,
  schedule: {
    days: [...form.days].sort((a, b) => a - b),
    start_hour: form.start_hour,
    end_hour: form.end_hour,
    timezone: form.timezone,
  },
  daily_limit: form.daily_limit,
  track_opens: form.track_opens,
  track_clicks: form.track_clicks,
});

/** Whether the form differs from what is saved. */
export const launchFormChanged = (form: LaunchSettingsForm, saved: LaunchSettingsForm) =>
  JSON.stringify(launchRequestFrom(form)) !== JSON.stringify(launchRequestFrom(saved));

/** The domain's settings schema over the form: errors by field ("schedule.end_hour"). */
export const validateLaunchForm = (form: LaunchSettingsForm): FieldErrors => {
  const parsed = campaignSettingsRequest.safeParse(launchRequestFrom(form));
  return parsed.success ? {} : zodFieldErrors(parsed.error);
};

/** Every IANA time zone the browser knows, with the chosen one kept even if it is not listed. */
export const timeZoneOptions = (chosen: string): string[] => {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(known);
  zones.add('UTC');
  zones.add(chosen);
  return [...zones].sort();
};

/** 9 → "09:00", 24 → "24:00" (end of the day). */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;
