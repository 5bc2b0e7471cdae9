import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectInterview } from '@hirelane/domain/calendars/scheduling-link.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderAccountRoutes } from '../../accounts/test/render-account-routes';
import { stubApi } from '../../projects/test/project-fixtures';
import { CandidateInterviews } from './candidate-interviews';
import { ProjectInterviews } from './project-interviews';

const LIST = 'GET /api/project/p-1/interviews';
const CANCEL = 'POST /api/project/p-1/candidate/c-1/scheduling-link/l-1/cancel';

const interview = (overrides: Partial<ProjectInterview> = {}): ProjectInterview => ({
  link_id: 'l-1',
  candidate: { id: 'c-1', name: 'Ada Lovelace' },
  title: 'Backend interview',
  status: 'booked',
  starts_at: '2026-11-25T09:00:00.000Z',
  ends_at: '2026-11-25T09:45:00.000Z',
  organizers: ['rita@acme.test', 'sam@acme.test'],
  video_url: 'https://meet.example.com/backend',
  created_at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

const render = (element: React.ReactNode, handlers: Parameters<typeof stubApi>[0]) => {
  const api = stubApi(handlers);
  vi.stubGlobal('fetch', api.fetchStub);
  renderAccountRoutes([{ path: '/app/projects/p-1/x', element }], '/app/projects/p-1/x');
  return api;
};

describe('the interviews of a project and of a candidate', () => {
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

  it("lists the project's interviews in the viewer's zone, with organizers, video and status", async () => {
    render(<ProjectInterviews projectId="p-1" />, {
      [LIST]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            interview(),
            interview({
              link_id: 'l-2',
              candidate: { id: 'c-2', name: 'Bob Byte' },
              status: 'open',
              starts_at: null,
              ends_at: null,
              video_url: null,
            }),
          ],
        }),
    });
    await userEvent.click(
      await screen.findByText('Upcoming interviews (1 booked, 1 waiting for the candidate)'),
    );
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/candidate/c-1',
    );
    expect(screen.getByText('Wednesday 25 November, 10:00–10:45 (Europe/Berlin)')).toBeVisible();
    expect(
      screen.getAllByText('Backend interview · With rita@acme.test, sam@acme.test'),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'https://meet.example.com/backend' })).toBeVisible();
    expect(screen.getByText('Waiting for the candidate')).toBeVisible();
    expect(screen.getByText('No time picked yet')).toBeVisible();
  });

  it('shows nothing on the pipeline while no interview is planned', async () => {
    const api = render(<ProjectInterviews projectId="p-1" />, {
      [LIST]: () => jsonResponse(200, { success: true, data: [] }),
    });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByText(/Upcoming interviews/)).toBeNull();
  });

  it("cancels the candidate's interview after confirming, and shows it canceled", async () => {
    let canceled = false;
    const api = render(<CandidateInterviews projectId="p-1" candidateId="c-1" />, {
      [LIST]: () =>
        jsonResponse(200, {
          success: true,
          data: [
            canceled
              ? interview({ status: 'canceled', starts_at: null, ends_at: null })
              : interview(),
          ],
        }),
      [CANCEL]: () => {
        canceled = true;
        return jsonResponse(200, { success: true, message: 'The scheduling link is canceled.' });
      },
    });
    const section = await screen.findByRole('region', { name: 'Interviews' });
    expect(api.calls[0]?.search).toBe('?candidate_id=c-1');
    await userEvent.click(within(section).getByRole('button', { name: 'Cancel interview' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('the candidate is e-mailed the cancellation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await within(section).findByText('Canceled')).toBeVisible();
    expect(api.calls.some((call) => `${call.method} ${call.path}` === CANCEL)).toBe(true);
    expect(within(section).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});
