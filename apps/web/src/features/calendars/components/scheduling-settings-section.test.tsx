import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_SCHEDULING_SETTINGS } from '@hirelane/domain/calendars/scheduling-settings.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderAccountRoutes } from '../../accounts/test/render-account-routes';
import { stubApi } from '../../projects/test/project-fixtures';
import { SchedulingSettingsSection } from './scheduling-settings-section';

const SETTINGS = '/api/project/p-1/scheduling-settings';
const CALENDAR_ID = '5f0c6a34-7c1e-4a8e-9d55-0c3b1e9f2a11';
const account = {
  id: CALENDAR_ID,
  provider: 'caldav',
  address: 'rita@acme.test',
  server_url: 'https://dav.acme.test/',
  status: 'verified',
  invalid_reason: null,
  event_calendar: 'Work',
  calendars: ['Work'],
  event_calendar_id: 'https://dav.acme.test/rita/work/',
  calendar_choices: [{ id: 'https://dav.acme.test/rita/work/', name: 'Work' }],
  owner: { user_id: 'u1', name: 'Rita Recruiter' },
  can_remove: true,
  checked_at: '2026-11-24T09:00:00.000Z',
};

const render = (canEdit: boolean, accounts: unknown[] = [account]) => {
  let saved: unknown = null;
  const api = stubApi({
    'GET /api/communication/calendar/accounts': () =>
      jsonResponse(200, { success: true, data: accounts }),
    [`GET ${SETTINGS}`]: () =>
      jsonResponse(200, {
        success: true,
        data: saved
          ? { settings: saved, problem: null }
          : { settings: null, problem: NO_SCHEDULING_SETTINGS },
      }),
    [`PUT ${SETTINGS}`]: ({ body }) => {
      saved = body;
      return jsonResponse(200, { success: true, data: { settings: body, problem: null } });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderAccountRoutes(
    [
      {
        path: '/app/projects/p-1/settings',
        element: <SchedulingSettingsSection workspaceId="w-1" projectId="p-1" canEdit={canEdit} />,
      },
    ],
    '/app/projects/p-1/settings',
  );
  return api;
};

describe('SchedulingSettingsSection', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin' }).resolvedOptions(),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says why links cannot be made yet, then saves the calendars and slot rules', async () => {
    const api = render(true);
    expect(await screen.findByText(NO_SCHEDULING_SETTINGS)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Intro call');
    await userEvent.selectOptions(screen.getByLabelText('Minutes'), '30');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fri' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save scheduling settings' }));
    expect(await screen.findByText('Scheduling settings saved.')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      calendar_account_ids: [CALENDAR_ID],
      title: 'Intro call',
      video_url: null,
      duration_minutes: 30,
      buffer_minutes: 0,
      working_hours: {
        timezone: 'Europe/Berlin',
        days: [1, 2, 3, 4],
        start: '09:00',
        end: '17:00',
      },
      minimum_notice_hours: 4,
      horizon_days: 14,
    });
  });

  it('is read-only for someone who cannot edit the project settings', async () => {
    render(false);
    expect(await screen.findByLabelText('Title')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save scheduling settings' })).toBeNull();
    expect(
      screen.getByText('Only the project owner or an editor can change these settings.'),
    ).toBeVisible();
  });

  it('leads to connecting a calendar when none works', async () => {
    render(true, []);
    expect(await screen.findByRole('link', { name: 'Connect a calendar' })).toBeVisible();
  });
});
