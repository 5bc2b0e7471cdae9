import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { decodeTeamChatState } from '@hirelane/domain/slack/slack.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { RecruiterSlackConfirmationPage, SlackConfirmationPage } from './slack-confirmation-page';

afterEach(() => vi.unstubAllGlobals());

const WORKSPACE = '0b6f0e33-34a4-4d32-9c1d-1f4a2b8c9d10';

const stub = () => {
  const api = stubApi({
    'GET /api/communication/slack/settings': () =>
      jsonResponse(200, {
        success: true,
        data: {
          configured: true,
          configure_hint: null,
          workspace_connection: null,
          personal_connection: null,
          viewer_user_id: 'user-7',
          can_manage: true,
          kinds: [],
        },
      }),
    'GET /api/account/status': () =>
      jsonResponse(200, {
        success: true,
        data: { connected: true, team_name: 'Acme HQ', error_message: null },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
};

describe('the Slack confirmation pages', () => {
  it('confirm the workspace connection and make SPEC 7’s two status calls', async () => {
    const api = stub();
    renderWithApp(<SlackConfirmationPage />, {
      path: `/app/slack-confirmation?workspace=${WORKSPACE}&team=Acme%20HQ`,
    });
    expect(await screen.findByRole('heading', { name: 'Slack connected' })).toBeInTheDocument();
    expect(screen.getByText(/project’s settings/)).toBeInTheDocument();
    expect(
      await screen.findByText('Slack reports the connection working in Acme HQ.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((one) => one.path === '/api/account/status')).toHaveLength(2),
    );
    const states = api.calls
      .filter((one) => one.path === '/api/account/status')
      .map((one) => new URLSearchParams(one.search).get('state') ?? '');
    const [plain, scrambled] = states.map(decodeTeamChatState);
    expect(plain).toMatchObject({ user_id: 'user-7', workspace_id: WORKSPACE });
    expect(scrambled).toEqual(plain);
    expect(states[0]).not.toBe(states[1]);
  });

  it('show the error Slack or the state gave, on the recruiter page too', async () => {
    stub();
    renderWithApp(<RecruiterSlackConfirmationPage />, {
      path: '/app/recruiter-slack-confirmation?error=The%20Slack%20connection%20was%20cancelled%20in%20Slack.',
    });
    expect(
      await screen.findByRole('heading', { name: 'Slack was not connected' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Slack connection was cancelled in Slack.',
    );
    expect(screen.getByRole('link', { name: 'Back to settings' })).toBeInTheDocument();
  });
});
