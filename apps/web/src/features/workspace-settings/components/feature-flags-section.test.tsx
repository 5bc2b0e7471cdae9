import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { FEATURE_FLAGS } from '@hirelane/domain/workspace-settings/feature-flags';
import { FLAGS_NOT_ALLOWED } from '@hirelane/domain/workspace-settings/workspace-rules';
import type { WorkspaceDetails } from '@hirelane/domain/workspace-settings/workspace-settings.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { projectKeys } from '../../projects/api/query-keys';
import { projectFixture, stubApi } from '../../projects/test/project-fixtures';
import { FeatureFlagsSection } from './feature-flags-section';
import { detailsFixture } from '../test/settings-details-fixture';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const flagsOf = (team: boolean) =>
  FEATURE_FLAGS.map(({ key, label, description }) => ({
    key,
    label,
    description,
    enabled: key === 'team' ? team : false,
  }));

const renderSection = (details: WorkspaceDetails, refuse = false) => {
  let team = false;
  const api = stubApi({
    'GET /api/workspace/details': () => jsonResponse(200, { success: true, data: details }),
    'GET /api/workspace/feature-flags': () =>
      jsonResponse(200, { success: true, data: { flags: flagsOf(team) } }),
    'PUT /api/workspace/feature-flags': ({ body }) => {
      if (refuse) return jsonResponse(403, { success: false, message: 'Not allowed.' });
      team = (body as { flags: { team: boolean } }).flags.team;
      return jsonResponse(200, { success: true, data: { flags: flagsOf(team) } });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const rendered = renderWithApp(<FeatureFlagsSection workspaceId="ws-1" />, {
    path: '/app/settings',
  });
  // A project the sidebar shows: its team_feature must be read again after a toggle.
  const projectKey = projectKeys.detail('ws-1', 'p-1');
  rendered.queryClient.setQueryData(projectKey, projectFixture({ team_feature: false }));
  return {
    ...api,
    projectInvalidated: () => rendered.queryClient.getQueryState(projectKey)?.isInvalidated,
  };
};

describe('FeatureFlagsSection', () => {
  it('switches the team inbox on and off for an admin, and refreshes the projects', async () => {
    const user = userEvent.setup();
    const { calls, projectInvalidated } = renderSection(detailsFixture({ role: 'admin' }));
    const toggle = await screen.findByRole('switch', { name: 'Team inbox' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(FEATURE_FLAGS[0].description)).toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/workspace/feature-flags',
        body: { flags: { team: true } },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('Team inbox turned on.');
    expect(projectInvalidated()).toBe(true);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      flags: { team: false },
    });
  });

  it('keeps the switch as it was when the server refuses', async () => {
    const user = userEvent.setup();
    renderSection(detailsFixture({ role: 'owner' }), true);
    const toggle = await screen.findByRole('switch', { name: 'Team inbox' });
    await user.click(toggle);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Not allowed.'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('shows a member the reason and never asks for the flags', async () => {
    const { calls } = renderSection(detailsFixture({ role: 'member' }));
    expect(await screen.findByText(FLAGS_NOT_ALLOWED)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/api/workspace/feature-flags');
  });
});
