import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppSessionContext } from '../../../lib/app-session-context';
import { setCurrentWorkspaceId } from '../../../lib/current-workspace';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { PartnerPortalPage } from './partner-portal-page';

const fetchMock = vi.fn<typeof fetch>();

const PROJECTS = {
  success: true,
  data: {
    workspace_name: 'Acme Hiring',
    agency_name: 'Northwind Talent',
    projects: [
      {
        _id: '11111111-1111-4111-8111-111111111111',
        name: 'Backend Engineer',
        job_title: 'Senior Backend Engineer',
        location: 'Berlin',
        shared_at: '2026-11-01T10:00:00.000Z',
        submission_count: 1,
      },
    ],
  },
};

const SUBMISSIONS = {
  success: true,
  data: {
    submissions: [
      {
        _id: 's-1',
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        project: { _id: '11111111-1111-4111-8111-111111111111', name: 'Backend Engineer' },
        stage: 'in_campaign',
        stage_label: 'In campaign',
        sub_stage: 'engaging',
        sub_stage_label: 'Engaging',
        submitted_at: '2026-11-02T10:00:00.000Z',
      },
    ],
  },
};

const urlOf = (call: Parameters<typeof fetch>) => call[0] as string;

const respond = (overrides: Record<string, () => Response> = {}) =>
  fetchMock.mockImplementation((input, init) => {
    const url = input as string;
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    if (overrides[key]) return Promise.resolve(overrides[key]());
    if (url.startsWith('/api/partner/projects'))
      return Promise.resolve(jsonResponse(200, PROJECTS));
    if (url.startsWith('/api/partner/submissions'))
      return Promise.resolve(jsonResponse(200, SUBMISSIONS));
    return Promise.resolve(jsonResponse(404, { success: false, message: 'Not found.' }));
  });

const renderPage = () => {
  const session = sessionFixture();
  return renderWithApp(
    <AppSessionContext.Provider value={session}>
      <PartnerPortalPage />
    </AppSessionContext.Provider>,
    { session, path: '/app/partner' },
  );
};

beforeEach(() => {
  setCurrentWorkspaceId('ws-1');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setCurrentWorkspaceId(null);
});

describe('PartnerPortalPage', () => {
  it('shows the shared projects and the own submissions with stage and sub-stage', async () => {
    respond();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Recruiting for Acme Hiring' }),
    ).toBeInTheDocument();
    const projects = await screen.findByRole('list', { name: 'Shared projects' });
    expect(within(projects).getByText('Backend Engineer')).toBeInTheDocument();
    expect(within(projects).getByText('Senior Backend Engineer · Berlin')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your submissions' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(row!).getByText('In campaign')).toBeInTheDocument();
    expect(within(row!).getByText('Engaging')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('checks the form before any call: a first name is required', async () => {
    respond();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit a candidate' });
    await user.click(within(form).getByRole('button', { name: 'Submit candidate' }));
    expect(within(form).getByLabelText('First name')).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(fetchMock.mock.calls.filter((call) => urlOf(call).includes('/submit'))).toEqual([]);
  });

  it('submits by form to the chosen project and says so', async () => {
    respond({
      'POST /api/partner/project/11111111-1111-4111-8111-111111111111/submit': () =>
        jsonResponse(200, {
          success: true,
          message: 'Candidate submitted.',
          data: { submission_id: 's-2' },
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit a candidate' });
    await user.type(within(form).getByLabelText('First name'), 'Grace');
    await user.type(within(form).getByLabelText('E-mail'), 'grace@example.com');
    await user.type(within(form).getByLabelText(/^Note/), 'Great fit');
    await user.click(within(form).getByRole('button', { name: 'Submit candidate' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Candidate submitted.');
    const post = fetchMock.mock.calls.find((call) => call[1]?.method === 'POST');
    expect(urlOf(post!)).toContain('workspace=ws-1');
    expect(JSON.parse(post![1]?.body as string)).toMatchObject({
      first_name: 'Grace',
      email: 'grace@example.com',
      note: 'Great fit',
    });
    expect(within(form).getByLabelText('First name')).toHaveValue('');
  });

  it('shows the duplicate refusal with the first-added date only', async () => {
    const message = 'Already in this workspace since 3 March 2026.';
    respond({
      'POST /api/partner/project/11111111-1111-4111-8111-111111111111/submit': () =>
        jsonResponse(422, { success: false, message, errors: [{ path: 'email', message }] }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit a candidate' });
    await user.type(within(form).getByLabelText('First name'), 'Known');
    await user.type(within(form).getByLabelText('E-mail'), 'known@example.com');
    await user.click(within(form).getByRole('button', { name: 'Submit candidate' }));
    expect(await within(form).findByLabelText('E-mail')).toHaveAccessibleDescription(message);
    expect(within(form).getByLabelText('E-mail')).toHaveValue('known@example.com');
  });

  it('asks for a resume file in resume mode before any call', async () => {
    respond();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit a candidate' });
    await user.click(within(form).getByRole('radio', { name: 'Resume upload' }));
    await user.click(within(form).getByRole('button', { name: 'Submit candidate' }));
    expect(within(form).getByLabelText(/^Resume \(PDF/)).toHaveAccessibleDescription(
      'Choose a PDF or Word resume.',
    );
    expect(within(form).queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('says so when no project is shared, without a submit form', async () => {
    respond({
      'GET /api/partner/projects': () =>
        jsonResponse(200, { ...PROJECTS, data: { ...PROJECTS.data, projects: [] } }),
    });
    renderPage();
    expect(await screen.findByText(/No project is shared with you right now/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Submit a candidate' })).not.toBeInTheDocument();
  });
});
