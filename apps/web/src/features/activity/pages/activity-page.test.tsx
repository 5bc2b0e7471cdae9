import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type {
  ActivityItem,
  ActivityPage,
  NeedsYou,
} from '@hirelane/domain/activity/activity.schema';
import type { ProjectListItem } from '@hirelane/domain/projects/project.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { projectFixture, stubApi } from '../../projects/test/project-fixtures';
import { ActivityPage as ActivityPageView } from './activity-page';

// A fixed local noon, so "Today" and "Yesterday" do not depend on when the test runs.
const NOW = new Date(2026, 2, 10, 12, 0, 0);
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const project = { id: 'p-1', name: 'Backend Roles' };
const move = (id: string, at: string): ActivityItem => ({
  kind: 'stage_move',
  id,
  occurred_at: at,
  project,
  actor: 'Dana Recruiter',
  candidate: { id: `c-${id}`, name: `Person ${id}` },
  from_stage: 'shortlisted',
  to_stage: 'in_campaign',
});

const firstPage: ActivityPage = {
  items: [
    {
      kind: 'reply',
      id: 'r-1',
      occurred_at: hoursAgo(2),
      project,
      actor: null,
      candidate: { id: 'c-ann', name: 'Ann Lee' },
      first_line: 'Yes, happy to talk on Thursday.',
    },
    move('m-1', hoursAgo(26)),
    {
      kind: 'campaign',
      id: 's-1',
      occurred_at: hoursAgo(24 * 6),
      project,
      actor: 'Dana Recruiter',
      campaign: { id: 'camp-1', name: 'Backend outreach' },
      change: 'launched',
    },
  ],
  next_cursor: 'cursor-2',
};
const secondPage: ActivityPage = { items: [move('m-2', hoursAgo(24 * 7))], next_cursor: null };

const needsYou: NeedsYou = {
  items: [
    {
      kind: 'unanswered_replies',
      count: 3,
      project,
      campaign: null,
      candidate_id: null,
    },
    {
      kind: 'held_candidates',
      count: 1,
      project,
      campaign: { id: 'camp-1', name: 'Backend outreach' },
      candidate_id: 'c-held',
    },
    {
      kind: 'failed_sends',
      count: 2,
      project,
      campaign: { id: 'camp-1', name: 'Backend outreach' },
      candidate_id: null,
    },
  ],
};

const listItem = (id: string, name: string): ProjectListItem => ({
  _id: id,
  name,
  agent: 'ria',
  meta: projectFixture().meta,
  total_saved_candidates: 0,
  members_count: 1,
  role: 'owner',
  archived: false,
  created_at: NOW.toISOString(),
  updated_at: NOW.toISOString(),
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

const renderPage = (
  feed: (url: URL) => ActivityPage = (url) =>
    url.searchParams.get('cursor') === 'cursor-2' ? secondPage : firstPage,
  needs: NeedsYou | (() => NeedsYou) = needsYou,
  extra: Parameters<typeof stubApi>[0] = {},
) => {
  const api = stubApi({
    ...extra,
    'GET /api/activity': ({ url }) => jsonResponse(200, { success: true, data: feed(url) }),
    'GET /api/activity/needs-you': () =>
      jsonResponse(200, { success: true, data: typeof needs === 'function' ? needs() : needs }),
    'GET /api/linkedin/tasks': () => jsonResponse(200, { success: true, data: { tasks: [] } }),
    'GET /api/project/list': () =>
      jsonResponse(200, {
        success: true,
        data: [listItem('p-1', 'Backend Roles'), listItem('p-2', 'Design Roles')],
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture();
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route
          path="/app"
          element={
            <>
              <ActivityPageView />
              <Address />
            </>
          }
        />
      </Routes>
    </AppSessionContext.Provider>,
    { session, path: '/app' },
  );
  return api;
};

describe('ActivityPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists what needs the user with counts and links to where each is fixed', async () => {
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Needs you' });
    expect(await within(panel).findAllByText(/3 replies not yet answered/)).not.toHaveLength(0);
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/app/projects/p-1/pipeline?stage=in_campaign&sub_stage=engaging',
      '/app/projects/p-1/candidate/c-held',
      '/app/projects/p-1/campaign/camp-1',
    ]);
    expect(
      within(panel).getByRole('link', { name: 'Open campaign: 2 sends failed in Backend Roles' }),
    ).toBeInTheDocument();
  });

  it('groups the feed by day with relative times within 5 hours, and loads more', async () => {
    const api = renderPage();
    expect(await screen.findByText('Ann Lee replied')).toBeInTheDocument();
    expect(screen.getByText('Yes, happy to talk on Thursday.')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Today', 'Yesterday', 'Wed 04 Mar']);
    expect(
      screen.getByText('Dana Recruiter moved Person m-1 from Shortlisted to In campaign'),
    ).toBeInTheDocument();
    // Older than 5 hours: the full date-time of SPEC 9.
    expect(screen.getByText('Mon 09 Mar 10:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Ann Lee' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/candidate/c-ann',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(/moved Person m-2/)).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path === '/api/activity').map((call) => call.search),
    ).toContain('?cursor=cursor-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is everything.')).toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the list comes into view', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const api = renderPage();
    await screen.findByText('Ann Lee replied');
    await waitFor(() => expect(observed.length).toBeGreaterThan(0));
    observed.at(-1)?.([{ isIntersecting: true }]);
    expect(await screen.findByText(/moved Person m-2/)).toBeInTheDocument();
    const feedCalls = api.calls.filter((call) => call.path === '/api/activity');
    expect(feedCalls.map((call) => call.search)).toEqual(['', '?cursor=cursor-2']);
  });

  it('keeps the project and kind filters in the address and asks the server for them', async () => {
    const api = renderPage();
    await screen.findByText('Ann Lee replied');
    await screen.findByRole('option', { name: 'Design Roles' });
    fireEvent.change(screen.getByLabelText('Project'), { target: { value: 'p-2' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'reply' } });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?project=p-2&kind=reply'),
    );
    await waitFor(() =>
      expect(api.calls.map((call) => call.search)).toContain('?projectId=p-2&kind=reply'),
    );
  });

  it('says so when nothing happened yet, and when nothing needs the user', async () => {
    renderPage(() => ({ items: [], next_cursor: null }), { items: [] });
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(await screen.findByText(/Nothing is waiting for you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to projects' })).toHaveAttribute(
      'href',
      '/app/projects',
    );
  });

  it('offers an interview slot after a hire verdict: approving e-mails the link, then the item goes', async () => {
    let answered = false;
    const offer: NeedsYou = {
      items: [
        {
          kind: 'interview_slot_offers',
          count: 1,
          project: { id: 'p-1', name: 'Backend Roles' },
          campaign: null,
          candidate_id: 'c-dana',
          offer: { id: 'o-1', candidate_name: 'Dana Scully' },
        },
      ],
    };
    const api = renderPage(undefined, () => (answered ? { items: [] } : offer), {
      'POST /api/project/p-1/scheduling-offer/o-1/approve': () => {
        answered = true;
        return jsonResponse(200, {
          success: true,
          data: { id: 'l-1', url: 'http://x/schedule/t', status: 'open', emailed_to: 'd@x.test' },
        });
      },
    });
    const panel = await screen.findByRole('region', { name: 'Needs you' });
    expect(await within(panel).findByText('Offer an interview slot to Dana Scully?')).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Open candidate/ })).toHaveAttribute(
      'href',
      '/app/projects/p-1/candidate/c-dana',
    );
    fireEvent.click(
      within(panel).getByRole('button', { name: 'Approve: e-mail Dana Scully a scheduling link' }),
    );
    expect(await within(panel).findByText(/Nothing is waiting for you/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/project/p-1/scheduling-offer/o-1/approve',
    ]);
  });

  it('shows why an offer could not be approved, and keeps it', async () => {
    renderPage(
      undefined,
      {
        items: [
          {
            kind: 'interview_slot_offers',
            count: 1,
            project: { id: 'p-1', name: 'Backend Roles' },
            campaign: null,
            candidate_id: 'c-dana',
            offer: { id: 'o-1', candidate_name: 'Dana Scully' },
          },
        ],
      },
      {
        'POST /api/project/p-1/scheduling-offer/o-1/approve': () =>
          jsonResponse(422, {
            success: false,
            message: 'This project has no scheduling settings.',
          }),
      },
    );
    const panel = await screen.findByRole('region', { name: 'Needs you' });
    fireEvent.click(await within(panel).findByRole('button', { name: /^Approve/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This project has no scheduling settings.',
    );
    expect(within(panel).getByText('Offer an interview slot to Dana Scully?')).toBeVisible();
  });
});
