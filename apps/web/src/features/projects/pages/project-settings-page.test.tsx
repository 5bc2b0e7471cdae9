import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { projectFixture, projectMember, stubApi } from '../test/project-fixtures';
import {
  DELETE_DENIED_REASON,
  SETTINGS_DENIED_REASON,
} from '../components/settings/permission-note';
import { ComposedProjectSettingsPage } from '../../../app/pages/project-settings-page';
import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';

const job = {
  _id: 'j-1',
  title: 'Backend Engineer',
  company: 'Acme',
  location: null,
  remote_policy: null,
  employment_type: null,
  seniority: null,
  salary: null,
  description: null,
  must_have_skills: ['Go'],
  nice_to_have_skills: [],
  is_complete: false,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

const renderSettings = (permissions: string[], agent: 'ria' | 'charlie' = 'ria') => {
  const project = projectFixture({
    agent,
    permissions,
    custom_fields: [{ _id: 'f-1', name: 'Notice period', type: 'text', options: [], position: 0 }],
  });
  const api = stubApi({
    'GET /api/project/get/p-1': () => jsonResponse(200, { success: true, data: project }),
    'GET /api/project/p-1/members/list': () =>
      jsonResponse(200, {
        success: true,
        data: { members: [projectMember('member-1', 'Ada', 'Lovelace', 'owner')], permissions },
      }),
    'GET /api/job/get-complete-details/j-1': () => jsonResponse(200, { success: true, data: job }),
    'GET /api/project/p-1/slack/channel': () =>
      jsonResponse(200, {
        success: true,
        data: {
          channels: [{ id: 'C0HIRING01', name: 'hiring', is_private: false }],
          selected: { id: 'C0HIRING01', name: 'hiring' },
          problem: null,
        },
      }),
    'GET /api/project/p-1/interview': () =>
      jsonResponse(200, {
        success: true,
        data: {
          plan: null,
          settings: DEFAULT_INTERVIEW_SETTINGS,
          writer: 'question_bank',
          transcription: 'not_configured',
          updated_at: null,
        },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture();
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <Routes>
        <Route path="/app/projects/:id/settings" element={<ComposedProjectSettingsPage />} />
      </Routes>
    </AppSessionContext.Provider>,
    { session, path: '/app/projects/p-1/settings' },
  );
};

describe('ProjectSettingsPage permissions', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets an owner rename, edit the job, manage fields, archive and delete', async () => {
    renderSettings(['project:view', 'project:settings:edit', 'project:delete']);
    expect(await screen.findByRole('button', { name: 'Save job' })).toBeEnabled();
    expect(screen.getByDisplayValue('Backend Engineer')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Archive project' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete project' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rename Notice period' })).toBeInTheDocument();
    expect(screen.queryByText(SETTINGS_DENIED_REASON)).toBeNull();
    expect(screen.queryByText(DELETE_DENIED_REASON)).toBeNull();
  });

  it('shows an editor everything but delete, with the reason', async () => {
    renderSettings(['project:view', 'project:settings:edit']);
    expect(await screen.findByRole('button', { name: 'Save job' })).toBeEnabled();
    const remove = screen.getByRole('button', { name: 'Delete project' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(DELETE_DENIED_REASON);
    expect(screen.getByRole('button', { name: 'Archive project' })).toBeEnabled();
  });

  it('shows a collaborator the settings read-only, each with the reason', async () => {
    renderSettings(['project:view', 'project:candidates:edit']);
    const jobSection = await screen.findByRole('region', { name: 'Job' });
    expect(within(jobSection).getByDisplayValue('Backend Engineer')).toBeDisabled();
    expect(within(jobSection).queryByRole('button', { name: 'Save job' })).toBeNull();
    expect(screen.getByLabelText(/^Project name/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rename' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Archive project' })).toHaveAccessibleDescription(
      SETTINGS_DENIED_REASON,
    );
    expect(screen.getByRole('button', { name: 'Delete project' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Rename Notice period' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add field' })).toBeNull();
    // One reason per gated section: name, job, custom fields, archive.
    expect(screen.getAllByText(SETTINGS_DENIED_REASON)).toHaveLength(4);
    const slack = await screen.findByRole('combobox', { name: 'Channel' });
    expect(slack).toHaveValue('C0HIRING01');
    expect(slack).toBeDisabled();
  });

  it('shows the interview plan and settings of a charlie project only', async () => {
    renderSettings(['project:view', 'project:settings:edit', 'project:delete'], 'charlie');
    expect(await screen.findByRole('region', { name: 'Interview plan' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Interview settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose a plan' })).toBeEnabled();
  });

  it('has no interview sections in a ria project', async () => {
    renderSettings(['project:view', 'project:settings:edit', 'project:delete']);
    await screen.findByRole('button', { name: 'Save job' });
    expect(screen.queryByRole('region', { name: 'Interview plan' })).toBeNull();
  });
});
