import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import {
  LAST_OWNER_MESSAGE,
  OWNER_ONLY_MESSAGE,
  SELF_DEACTIVATE_MESSAGE,
} from '@hirelane/domain/workspaces/member-rules';
import {
  CHANGE_ROLE_DENIED_MESSAGE,
  DEACTIVATE_DENIED_MESSAGE,
  INVITE_DENIED_MESSAGE,
  REACTIVATE_DENIED_MESSAGE,
  RESEND_DENIED_MESSAGE,
  REVOKE_DENIED_MESSAGE,
} from '@hirelane/domain/workspaces/team-actions';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Invitation, WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { stubApi } from '../../projects/test/project-fixtures';
import { MembersSection } from './members-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const person = (
  _id: string,
  first: string,
  last: string,
  role: WorkspaceRole,
  extra: Partial<WorkspaceMember> = {},
): WorkspaceMember => ({
  _id,
  role,
  profile: {
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@acme.test`,
    photo: '',
  },
  ...extra,
});

const HOUR_AGO = new Date(Date.now() - 3600_000).toISOString();

const invitation = (_id: string, email: string, extra: Partial<Invitation> = {}): Invitation => ({
  _id,
  email,
  role: 'member',
  status: 'pending',
  expires_at: '2030-03-08T10:00:00.000Z',
  invited_by: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.test', photo: '' },
  last_sent_at: HOUR_AGO,
  send_count: 1,
  ...extra,
});

const ADA = person('m-ada', 'Ada', 'Lovelace', 'owner');
const GRACE = person('m-grace', 'Grace', 'Hopper', 'admin');
const LINUS = person('m-linus', 'Linus', 'Torvalds', 'member');
const JOSE = person('m-jose', 'José', 'Núñez', 'member', {
  deactivated_at: '2030-02-01T09:00:00.000Z',
});

const TEAM = {
  active_members: [ADA, GRACE, LINUS],
  inactive_members: [JOSE],
  invitations: [
    invitation('i-sam', 'sam@newco.test', { send_count: 2 }),
    invitation('i-old', 'old@newco.test', {
      status: 'expired',
      expires_at: '2026-01-01T10:00:00.000Z',
    }),
  ],
};

type Team = typeof TEAM;

const renderTeam = (viewerEmail: string, team: Team = TEAM) => {
  const api = stubApi({
    'GET /api/workspace/members/list': () => jsonResponse(200, { success: true, data: team }),
    'POST /api/workspace/members/role': () =>
      jsonResponse(200, { success: true, message: 'Role changed.' }),
    'POST /api/workspace/members/deactivate': () =>
      jsonResponse(200, { success: true, message: 'Member deactivated.' }),
    'POST /api/workspace/members/reactivate': () =>
      jsonResponse(200, { success: true, message: 'Member reactivated.' }),
    'POST /api/workspace/invitations/resend': ({ body }) =>
      jsonResponse(200, {
        success: true,
        message: 'Invitation sent again to sam@newco.test.',
        data: {
          ...team.invitations[0],
          _id: (body as { invitation_id: string }).invitation_id,
          last_sent_at: new Date().toISOString(),
          send_count: 3,
        },
      }),
    'POST /api/workspace/invitations/revoke': () =>
      jsonResponse(200, { success: true, message: 'Invitation revoked.' }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithApp(
    <MembersSection
      title="Team"
      workspaceId="ws-1"
      workspaceName="Acme Recruiting"
      viewerEmail={viewerEmail}
    />,
    { path: '/app/settings' },
  );
  return api;
};

const table = () => screen.findByRole('table', { name: 'Team of Acme Recruiting' });

const row = (key: string) => {
  const found = screen
    .getAllByRole('row')
    .find((element) => element.getAttribute('data-team-row') === key);
  if (!found) throw new Error(`No row for ${key}`);
  return found;
};

const listReads = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path === '/api/workspace/members/list').length;

const posts = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }));

describe('MembersSection (Settings > Team)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  it('lists active, invited and inactive people in one table with their status', async () => {
    renderTeam('ada@acme.test');
    await table();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Role', 'Status', 'Actions']);
    expect(screen.getByText('3 active · 2 invited · 1 inactive')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((element) => element.getAttribute('data-team-row')),
    ).toEqual([
      'ada@acme.test',
      'grace@acme.test',
      'linus@acme.test',
      'sam@newco.test',
      'old@newco.test',
      'josé@acme.test',
    ]);

    expect(within(row('ada@acme.test')).getByText('You')).toBeInTheDocument();
    expect(within(row('grace@acme.test')).getByText('Active')).toBeInTheDocument();
    const invited = row('sam@newco.test');
    expect(within(invited).getByText('Invited')).toBeInTheDocument();
    expect(within(invited).getByText(/Expires Mar 8, 2030 · sent 2 times/)).toBeInTheDocument();
    expect(within(invited).getByText('Invited by Ada Lovelace')).toBeInTheDocument();
    expect(within(row('old@newco.test')).getByText('Expired')).toBeInTheDocument();
    const inactive = row('josé@acme.test');
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
    expect(within(inactive).getByText('Since Feb 1, 2030')).toBeInTheDocument();
    expect(within(inactive).getByRole('button', { name: 'Reactivate José Núñez' })).toBeEnabled();
  });

  it('filters by name or e-mail, in any case, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderTeam('ada@acme.test');
    await table();
    const search = screen.getByRole('searchbox', { name: 'Search team by name or e-mail' });

    await user.type(search, 'HOPPER');
    expect(screen.getAllByRole('row').slice(1)).toEqual([row('grace@acme.test')]);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 6 people match.');

    await user.clear(search);
    await user.type(search, 'NEWCO.test');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((element) => element.getAttribute('data-team-row')),
    ).toEqual(['sam@newco.test', 'old@newco.test']);

    await user.clear(search);
    await user.type(search, 'jose nunez');
    expect(screen.getAllByRole('row').slice(1)).toEqual([row('josé@acme.test')]);

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No one matches “nobody”.');

    await user.clear(search);
    expect(await table()).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(7);
  });

  it('shows a member every control disabled, each with its reason', async () => {
    renderTeam('linus@acme.test');
    await table();
    expect(screen.queryByLabelText('E-mail addresses')).not.toBeInTheDocument();
    expect(screen.getByText(INVITE_DENIED_MESSAGE)).toBeInTheDocument();

    const role = within(row('grace@acme.test')).getByRole('combobox', {
      name: 'Access level of Grace Hopper',
    });
    expect(role).toBeDisabled();
    expect(role).toHaveAccessibleDescription(CHANGE_ROLE_DENIED_MESSAGE);
    const deactivate = within(row('grace@acme.test')).getByRole('button', {
      name: 'Deactivate Grace Hopper',
    });
    expect(deactivate).toBeDisabled();
    expect(deactivate).toHaveAccessibleDescription(DEACTIVATE_DENIED_MESSAGE);
    const reactivate = screen.getByRole('button', { name: 'Reactivate José Núñez' });
    expect(reactivate).toBeDisabled();
    expect(reactivate).toHaveAccessibleDescription(REACTIVATE_DENIED_MESSAGE);
    const resend = screen.getByRole('button', { name: 'Resend invitation to sam@newco.test' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(RESEND_DENIED_MESSAGE);
    const revoke = screen.getByRole('button', { name: 'Revoke invitation to sam@newco.test' });
    expect(revoke).toBeDisabled();
    expect(revoke).toHaveAccessibleDescription(REVOKE_DENIED_MESSAGE);
  });

  it('protects the last owner and never lets the viewer deactivate themself', async () => {
    renderTeam('ada@acme.test');
    await table();
    const ownRole = within(row('ada@acme.test')).getByRole('combobox', {
      name: 'Access level of Ada Lovelace',
    });
    expect(ownRole).toBeDisabled();
    expect(ownRole).toHaveAccessibleDescription(LAST_OWNER_MESSAGE);
    const ownDeactivate = within(row('ada@acme.test')).getByRole('button', {
      name: 'Deactivate Ada Lovelace',
    });
    expect(ownDeactivate).toBeDisabled();
    expect(ownDeactivate).toHaveAccessibleDescription(SELF_DEACTIVATE_MESSAGE);

    const other = within(row('linus@acme.test')).getByRole('combobox', {
      name: 'Access level of Linus Torvalds',
    });
    expect(other).toBeEnabled();
    expect(
      within(other)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Owner', 'Admin', 'Member']);
    expect(screen.getByLabelText('E-mail addresses')).toBeInTheDocument();
  });

  it('keeps owners to owners for an admin, who sees no owner role to give', async () => {
    renderTeam('grace@acme.test');
    await table();
    const ownerRole = within(row('ada@acme.test')).getByRole('combobox');
    expect(ownerRole).toBeDisabled();
    expect(ownerRole).toHaveAccessibleDescription(OWNER_ONLY_MESSAGE);
    expect(
      within(row('ada@acme.test')).getByRole('button', { name: 'Deactivate Ada Lovelace' }),
    ).toHaveAccessibleDescription(OWNER_ONLY_MESSAGE);
    const memberRole = within(row('linus@acme.test')).getByRole('combobox');
    expect(memberRole).toBeEnabled();
    expect(
      within(memberRole)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['admin', 'member']);
    expect(
      within(screen.getByRole('combobox', { name: 'Role' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Member']);
  });

  it('changes a role, deactivates and reactivates through their endpoints and reads the list again', async () => {
    const user = userEvent.setup();
    const api = renderTeam('ada@acme.test');
    await table();
    expect(listReads(api)).toBe(1);

    await user.selectOptions(
      within(row('linus@acme.test')).getByRole('combobox', {
        name: 'Access level of Linus Torvalds',
      }),
      'admin',
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Role changed.'));
    await waitFor(() => expect(listReads(api)).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Deactivate Grace Hopper' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Grace Hopper?' });
    expect(dialog).toHaveTextContent('Grace Hopper loses access to Acme Recruiting at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Member deactivated.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reactivate José Núñez' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Member reactivated.'));
    await waitFor(() => expect(listReads(api)).toBe(4));

    expect(posts(api)).toEqual([
      { path: '/api/workspace/members/role', body: { member_id: 'm-linus', role: 'admin' } },
      { path: '/api/workspace/members/deactivate', body: { member_id: 'm-grace' } },
      { path: '/api/workspace/members/reactivate', body: { member_id: 'm-jose' } },
    ]);
  });

  it('asks before the viewer changes their own role', async () => {
    const user = userEvent.setup();
    const team = {
      ...TEAM,
      active_members: [ADA, GRACE, LINUS, person('m-bo', 'Bo', 'Co', 'owner')],
    };
    const api = renderTeam('ada@acme.test', team);
    await table();
    await user.selectOptions(
      within(row('ada@acme.test')).getByRole('combobox', { name: 'Access level of Ada Lovelace' }),
      'member',
    );
    const dialog = screen.getByRole('dialog', { name: 'Change your own role?' });
    expect(dialog).toHaveTextContent('You will be a member of Acme Recruiting.');
    expect(posts(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change my role' }));
    await waitFor(() =>
      expect(posts(api)).toEqual([
        { path: '/api/workspace/members/role', body: { member_id: 'm-ada', role: 'member' } },
      ]),
    );
  });

  it('resends and revokes invitations through their endpoints', async () => {
    const user = userEvent.setup();
    const api = renderTeam('ada@acme.test');
    await table();

    await user.click(screen.getByRole('button', { name: 'Resend invitation to sam@newco.test' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invitation sent again to sam@newco.test.'),
    );

    await user.click(screen.getByRole('button', { name: 'Revoke invitation to old@newco.test' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Revoke the invitation to old@newco.test?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Invitation revoked.'));

    expect(posts(api)).toEqual([
      { path: '/api/workspace/invitations/resend', body: { invitation_id: 'i-sam' } },
      { path: '/api/workspace/invitations/revoke', body: { invitation_id: 'i-old' } },
    ]);
    await waitFor(() => expect(listReads(api)).toBe(3));
  });

  it('waits a minute between two mails of an invitation and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const team = {
      ...TEAM,
      invitations: [
        invitation('i-fresh', 'fresh@newco.test', {
          last_sent_at: new Date(Date.now() - 10_000).toISOString(),
        }),
        invitation('i-stale', 'stale@newco.test'),
      ],
    };
    const api = renderTeam('ada@acme.test', team);
    await table();
    const fresh = screen.getByRole('button', { name: 'Resend invitation to fresh@newco.test' });
    expect(fresh).toBeDisabled();
    expect(fresh).toHaveAccessibleDescription(/You can send it again in (49|50|51) seconds\./);

    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/workspace/members/list': () => jsonResponse(200, { success: true, data: team }),
        'POST /api/workspace/invitations/resend': () =>
          jsonResponse(429, {
            success: false,
            message: 'The invitation was sent moments ago. You can send it again in 42 seconds.',
          }),
      }).fetchStub,
    );
    await user.click(screen.getByRole('button', { name: 'Resend invitation to stale@newco.test' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'The invitation was sent moments ago. You can send it again in 42 seconds.',
      ),
    );
    expect(posts(api)).toEqual([]);
  });
});
