import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlackSettings } from '@hirelane/domain/slack/slack.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { SlackCardActions } from './slack-card-actions';

afterEach(() => vi.unstubAllGlobals());

const KINDS: SlackSettings['kinds'] = [
  { kind: 'reply_received', label: 'Replies received', enabled: true },
  { kind: 'interview_completed', label: 'Interviews completed, with the verdict', enabled: true },
  { kind: 'campaign_error', label: 'Campaign errors', enabled: false },
  { kind: 'import_finished', label: 'Imports finished', enabled: true },
];

const settings = (overrides: Partial<SlackSettings> = {}): SlackSettings => ({
  configured: true,
  configure_hint: null,
  workspace_connection: {
    team_name: 'Acme HQ',
    status: 'valid',
    invalid_reason: null,
    connected_by: 'Olive Owner',
  },
  personal_connection: null,
  viewer_user_id: 'u1',
  can_manage: true,
  kinds: KINDS,
  ...overrides,
});

const render = (data: SlackSettings) => {
  const api = stubApi({
    'GET /api/communication/slack/settings': () => jsonResponse(200, { success: true, data }),
    'PUT /api/communication/slack/settings': ({ body }) =>
      jsonResponse(200, {
        success: true,
        data: {
          ...data,
          kinds: KINDS.map((kind) => ({
            ...kind,
            enabled: !(body as { disabled_kinds: string[] }).disabled_kinds.includes(kind.kind),
          })),
        },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(<SlackCardActions workspaceId="w1" />);
  return api;
};

describe('the Slack card', () => {
  it('says how to configure Slack when the server has no Slack app', async () => {
    render(
      settings({
        configured: false,
        configure_hint: 'Slack is not configured on this server. Set SLACK_CLIENT_ID…',
        workspace_connection: null,
      }),
    );
    expect(await screen.findByText(/Set SLACK_CLIENT_ID/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('connects through the authorize route, for the workspace and for oneself', async () => {
    render(settings({ workspace_connection: null }));
    expect(await screen.findByRole('link', { name: 'Connect Slack' })).toHaveAttribute(
      'href',
      '/api/communication/slack/authorize?scope=workspace&workspace=w1',
    );
    expect(screen.getByRole('link', { name: 'Connect my Slack' })).toHaveAttribute(
      'href',
      '/api/communication/slack/authorize?scope=personal&workspace=w1',
    );
  });

  it('shows an invalid connection with the reason, and turns a kind off', async () => {
    const api = render(
      settings({
        workspace_connection: {
          team_name: 'Acme HQ',
          status: 'invalid',
          invalid_reason: 'Slack no longer accepts this connection. Connect Slack again.',
          connected_by: null,
        },
      }),
    );
    expect(await screen.findByText(/Connect Slack again\./)).toBeInTheDocument();
    const replies = screen.getByRole('switch', { name: 'Replies received' });
    expect(replies).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(replies);
    await waitFor(() =>
      expect(api.calls.find((one) => one.method === 'PUT')?.body).toEqual({
        disabled_kinds: ['campaign_error', 'reply_received'],
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Replies received' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('lets a member connect only their own Slack', async () => {
    render(settings({ can_manage: false, workspace_connection: null }));
    expect(await screen.findByText('An owner or admin can connect it.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect Slack' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Connect my Slack' })).toBeInTheDocument();
  });
});
