import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router';
import type {
  CandidateDirectoryPage,
  DirectoryRow,
} from '@hirelane/domain/candidates/candidate-directory.schema';
import type { ProjectListItem } from '@hirelane/domain/projects/project.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { projectFixture, stubApi } from '../../projects/test/project-fixtures';
import { CandidatesDirectoryPage } from './candidates-directory-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const row = (id: string, name: string): DirectoryRow => ({
  id,
  name,
  email: null,
  title: 'Engineer',
  company: 'Northwind',
  source: 'manual',
  added_at: '2026-03-01T10:00:00.000Z',
  last_activity_at: '2026-03-01T10:00:00.000Z',
  projects: [{ id: 'p-1', name: 'Backend Roles', stage: 'shortlisted' }],
  contact: { do_not_contact: false, unsubscribed: false, bounced: false },
});

const page: CandidateDirectoryPage = {
  items: [row('c-1', 'Ada Lovelace'), row('c-2', 'Bob Byron')],
  next_cursor: null,
  total: 1000,
  total_capped: true,
  can_erase: true,
  can_merge: true,
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
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

const renderPage = (path = '/app/candidates') => {
  const api = stubApi({
    'GET /api/candidates': () => jsonResponse(200, { success: true, data: page }),
    'GET /api/project/list': () =>
      jsonResponse(200, {
        success: true,
        data: [listItem('p-1', 'Backend Roles'), listItem('p-2', 'Design Roles')],
      }),
    'POST /api/candidates/bulk/add-to-project': () =>
      jsonResponse(200, {
        success: true,
        data: { added: 1, already_in_project: 1, skipped: 0 },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture();
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route
          path="/app/candidates"
          element={
            <>
              <CandidatesDirectoryPage />
              <Address />
              <Link to="/app/candidates?q=bob">Search Bob elsewhere</Link>
            </>
          }
        />
      </Routes>
    </AppSessionContext.Provider>,
    { session, path },
  );
  return api;
};

const directoryCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path === '/api/candidates');

describe('CandidatesDirectoryPage', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads its filters from the address and shows the capped count', async () => {
    const api = renderPage('/app/candidates?q=ada&stage=in_campaign&contact=bounced&sort=name');
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/app/projects/p-1/candidate/c-1',
    );
    expect(screen.getByTestId('directory-count')).toHaveTextContent('1,000+ people');
    const params = new URLSearchParams(directoryCalls(api)[0]?.search);
    expect(params.get('q')).toBe('ada');
    expect(params.get('stage')).toBe('in_campaign');
    expect(params.get('contact')).toBe('bounced');
    expect(params.get('sort')).toBe('name');
    expect(screen.getByLabelText('Search people')).toHaveValue('ada');
  });

  it('keeps a changed filter and the search in the address', async () => {
    const api = renderPage();
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'csv' } });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('source=csv'));
    fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'north' } });
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('?q=north&source=csv'),
    );
    await waitFor(() =>
      expect(directoryCalls(api).some((call) => call.search.includes('q=north'))).toBe(true),
    );
  });

  it('copies a search the address got from elsewhere (a link, Back) into the box', async () => {
    renderPage('/app/candidates?q=ada');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    fireEvent.click(screen.getByRole('link', { name: 'Search Bob elsewhere' }));
    await waitFor(() => expect(screen.getByLabelText('Search people')).toHaveValue('bob'));
    expect(screen.getByTestId('address')).toHaveTextContent('?q=bob');
  });

  it('adds the selected people to a project and says what happened', async () => {
    const api = renderPage();
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    const add = screen.getByRole('button', { name: 'Add to project' });
    expect(add).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Select Ada Lovelace'));
    fireEvent.click(screen.getByLabelText('Select Bob Byron'));
    expect(screen.getByTestId('directory-count')).toHaveTextContent('2 selected');
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add to project' });
    fireEvent.change(within(dialog).getByLabelText('Project'), { target: { value: 'p-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 people' }));
    expect(await screen.findByTestId('bulk-result')).toHaveTextContent(
      '1 person added to the project. 1 person already in it.',
    );
    const post = api.calls.find((call) => call.path === '/api/candidates/bulk/add-to-project');
    expect(post?.body).toEqual({ project_id: 'p-2', candidate_ids: ['c-1', 'c-2'] });
    expect(screen.getByTestId('directory-count')).toHaveTextContent('1,000+ people');
  });
});
