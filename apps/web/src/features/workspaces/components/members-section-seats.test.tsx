import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { PlanName } from '@hirelane/domain/workspaces/subscription.schema';
import type { Invitation, WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { stubApi } from '../../projects/test/project-fixtures';
import { MembersSection } from './members-section';

const member = (name: string, role: WorkspaceMember['role'] = 'member'): WorkspaceMember => ({
  _id: `m-${name}`,
  role,
  profile: { first_name: name, last_name: 'Test', email: `${name}@acme.test`, photo: '' },
});

const invitation = (email: string, status: Invitation['status']): Invitation => ({
  _id: `i-${email}`,
  email,
  role: 'member',
  status,
  expires_at: '2030-03-08T10:00:00.000Z',
  invited_by: null,
  last_sent_at: new Date(Date.now() - 3600_000).toISOString(),
  send_count: 1,
});

const renderTeam = (plan: PlanName, invitations: Invitation[]) => {
  const team = {
    active_members: [member('ada', 'owner'), member('grace')],
    inactive_members: [member('jose')],
    invitations,
  };
  const api = stubApi({
    'GET /api/workspace/members/list': () => jsonResponse(200, { success: true, data: team }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const session = sessionFixture({
    subscription_info: { plan_name: plan, plan_status: 'active', current_period_end: null },
  });
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <MembersSection workspaceId="ws-1" workspaceName="Acme" viewerEmail="ada@acme.test" />
    </AppSessionContext.Provider>,
    { session, path: '/app/settings' },
  );
};

describe('MembersSection and the plan’s seats', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lets the owner invite while a seat is left (inactive members and expired invitations hold none)', async () => {
    renderTeam('starter', [invitation('old@newco.test', 'expired')]);
    expect(await screen.findByRole('button', { name: 'Send invitations' })).toBeEnabled();
  });

  it('disables Send invitations when active members and pending invitations fill the seats', async () => {
    renderTeam('starter', [invitation('sam@newco.test', 'pending')]);
    const button = await screen.findByRole('button', { name: 'Send invitations' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Your Starter plan includes 3 seats. Upgrade to Pro for 10.',
    );
  });

  it('gives the trial the Pro seats', async () => {
    renderTeam('trial', [invitation('sam@newco.test', 'pending')]);
    expect(await screen.findByRole('button', { name: 'Send invitations' })).toBeEnabled();
  });
});
