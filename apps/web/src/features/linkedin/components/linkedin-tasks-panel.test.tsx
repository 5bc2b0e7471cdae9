import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../test/json-response';
import { stubApi } from '../../projects/test/project-fixtures';
import { renderAccountRoutes } from '../../accounts/test/render-account-routes';
import { LinkedinTasksPanel } from './linkedin-tasks-panel';

const TASK = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'auto_linkedin_invite',
  candidate: { id: 'c1', full_name: 'Mary Manual' },
  project: { id: 'p1', name: 'Backend hire' },
  profile_url: 'https://linkedin.com/in/mary-m',
  text: 'Hi Mary, let us connect.',
  due_at: '2026-03-02T10:00:00.000Z',
};

describe('LinkedinTasksPanel', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists a manual step with its note, the profile link and Mark done', async () => {
    let tasks = [TASK];
    const api = stubApi({
      'GET /api/linkedin/tasks': () => jsonResponse(200, { success: true, data: { tasks } }),
      [`POST /api/linkedin/tasks/${TASK.id}/done`]: () => {
        tasks = [];
        return jsonResponse(200, { success: true, message: 'Marked done.' });
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderAccountRoutes([{ path: '/app', element: <LinkedinTasksPanel /> }], '/app');
    expect(
      await screen.findByText('Send an invitation to Mary Manual with this note'),
    ).toBeInTheDocument();
    expect(screen.getByText('Hi Mary, let us connect.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Open the profile and copy the text/ }),
    ).toHaveAttribute('href', TASK.profile_url);
    await userEvent.click(screen.getByRole('button', { name: /Mark done/ }));
    await waitFor(() =>
      expect(screen.queryByText('Hi Mary, let us connect.')).not.toBeInTheDocument(),
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(true);
  });

  it('shows nothing when no step waits', async () => {
    const api = stubApi({
      'GET /api/linkedin/tasks': () => jsonResponse(200, { success: true, data: { tasks: [] } }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderAccountRoutes([{ path: '/app', element: <LinkedinTasksPanel /> }], '/app');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'LinkedIn steps to do' })).not.toBeInTheDocument();
  });
});
