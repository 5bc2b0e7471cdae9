import { describe, expect, it } from 'vitest';
import { DEFAULT_SENDING_SCHEDULE } from '@hirelane/domain/campaigns/sending-schedule.schema';
import {
  hourLabel,
  launchFormChanged,
  launchFormFrom,
  launchRequestFrom,
  timeZoneOptions,
  validateLaunchForm,
} from './launch-form';
import { campaignFixture } from './test/campaign-fixtures';

describe('the launch settings form', () => {
  it('starts a never-launched campaign with the default window in the browser’s time zone', () => {
    const fresh = campaignFixture({ schedule: DEFAULT_SENDING_SCHEDULE, launched_at: null });
    expect(launchFormFrom(fresh, 'America/New_York').timezone).toBe('America/New_York');
    const launched = campaignFixture({
      schedule: DEFAULT_SENDING_SCHEDULE,
      launched_at: '2026-01-05T10:00:00.000Z',
    });
    expect(launchFormFrom(launched, 'America/New_York').timezone).toBe('UTC');
    expect(launchFormFrom(campaignFixture(), 'America/New_York').timezone).toBe('Europe/Berlin');
  });

  it('sends no sender as null and the days in order', () => {
    const form = { ...launchFormFrom(campaignFixture()), from_email: '', days: [5, 1, 3] };
    expect(launchRequestFrom(form)).toEqual({
      from_email: null,
      from_linkedin: null,
      schedule: { days: [1, 3, 5], start_hour: 9, end_hour: 17, timezone: 'Europe/Berlin' },
      daily_limit: 50,
      track_opens: false,
      track_clicks: false,
    });
  });

  it('reads and sends open and click tracking, off unless the campaign has it on', () => {
    expect(launchFormFrom(campaignFixture())).toMatchObject({
      track_opens: false,
      track_clicks: false,
    });
    const tracked = launchFormFrom(campaignFixture({ track_opens: true, track_clicks: false }));
    expect(launchRequestFrom({ ...tracked, track_clicks: true })).toMatchObject({
      track_opens: true,
      track_clicks: true,
    });
    expect(validateLaunchForm({ ...tracked, track_clicks: true })).toEqual({});
  });

  it('validates with the domain schema, by field', () => {
    const form = launchFormFrom(campaignFixture());
    expect(validateLaunchForm(form)).toEqual({});
    expect(validateLaunchForm({ ...form, days: [] })['schedule.days']).toBe(
      'Pick at least one day.',
    );
    expect(validateLaunchForm({ ...form, start_hour: 18 })['schedule.end_hour']).toBe(
      'The window must end after it starts.',
    );
    expect(validateLaunchForm({ ...form, daily_limit: Number.NaN }).daily_limit).toBe(
      'This field is required.',
    );
  });

  it('knows when the form differs from what is saved', () => {
    const saved = launchFormFrom(campaignFixture());
    expect(launchFormChanged({ ...saved, days: [5, 4, 3, 2, 1] }, saved)).toBe(false);
    expect(launchFormChanged({ ...saved, daily_limit: 60 }, saved)).toBe(true);
    expect(launchFormChanged({ ...saved, track_opens: true }, saved)).toBe(true);
  });

  it('lists the time zones with the chosen one, and labels hours', () => {
    expect(timeZoneOptions('Mars/Olympus')).toContain('Mars/Olympus');
    expect(timeZoneOptions('UTC')).toContain('UTC');
    expect(hourLabel(9)).toBe('09:00');
    expect(hourLabel(24)).toBe('24:00');
  });
});
