import { useId, useState } from 'react';
import { roleHasPermission } from '@hirelane/domain/workspaces/permissions';
import {
  INVITATION_RESEND_COOLDOWN_SECONDS,
  INVITE_DENIED_MESSAGE,
  decideInvitationResend,
  decideInvitationRevoke,
  memberActions,
  type Viewer,
} from '@hirelane/domain/workspaces/team-actions';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Invitation, WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LockedNote } from '../../../components/ui/locked-note';
import { Spinner } from '../../../components/ui/spinner';
import { personName } from '../../../lib/person-name';
import {
  changeMemberRole,
  deactivateMember,
  reactivateMember,
  resendInvitation,
  revokeInvitation,
  useMembersQuery,
} from '../api/members';
import { useClock } from '../hooks/use-clock';
import { useTeamAction } from '../hooks/use-team-action';
import { roleWithArticle } from '../role-labels';
import { matchesTeamSearch } from '../team-search';
import { InvitationRow } from './invitation-row';
import { InviteMembersForm } from './invite-members-form';
import { MemberRow } from './member-row';
import { SearchIcon } from '../../../components/ui/icons';

type MembersSectionProps = {
  workspaceId: string;
  workspaceName: string;
  viewerEmail: string;
  /** The section heading (default 'Members'). */
  title?: string;
  headingId?: string;
};

type TeamRow =
  | { kind: 'member'; status: 'active' | 'inactive'; member: WorkspaceMember }
  | { kind: 'invitation'; invitation: Invitation };

type Confirmation =
  | { kind: 'deactivate'; member: WorkspaceMember }
  | { kind: 'self-role'; member: WorkspaceMember; role: WorkspaceRole }
  | { kind: 'revoke'; invitation: Invitation };

const rowKey = (row: TeamRow): string =>
  row.kind === 'member' ? row.member._id : row.invitation._id;

const rowMatches = (query: string, row: TeamRow): boolean =>
  row.kind === 'member'
    ? matchesTeamSearch(query, {
        name: personName(row.member.profile),
        email: row.member.profile.email,
      })
    : matchesTeamSearch(query, { name: '', email: row.invitation.email });

const COOLDOWN_MS = INVITATION_RESEND_COOLDOWN_SECONDS * 1000;

/**
 * Settings > Team: active, invited and inactive people of the workspace in one searchable table.
 * Each control is enabled by the same rules the server applies; a disabled one says why.
 */
export function MembersSection({
  workspaceId,
  workspaceName,
  viewerEmail,
  title = 'Members',
  headingId,
}: MembersSectionProps) {
  const members = useMembersQuery(workspaceId);
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [roleDrafts, setRoleDrafts] = useState<Record<string, WorkspaceRole>>({});
  const { busyKey, run } = useTeamAction(workspaceId);

  const data = members.data;
  const cooldownEnds = data?.invitations.map((i) => Date.parse(i.last_sent_at) + COOLDOWN_MS);
  const now = useClock(cooldownEnds && cooldownEnds.length > 0 ? Math.max(...cooldownEnds) : null);

  const isYou = (email: string) => email.toLowerCase() === viewerEmail.toLowerCase();
  const viewerMember = data?.active_members.find((member) => isYou(member.profile.email));
  const viewer: Viewer | null = viewerMember
    ? { memberId: viewerMember._id, role: viewerMember.role }
    : null;
  const activeOwners = data?.active_members.filter((member) => member.role === 'owner').length ?? 0;
  const canInvite = viewer !== null && roleHasPermission(viewer.role, 'workspace:members:invite');

  const rows: TeamRow[] = data
    ? [
        ...data.active_members.map((member) => ({
          kind: 'member' as const,
          status: 'active' as const,
          member,
        })),
        ...data.invitations.map((invitation) => ({ kind: 'invitation' as const, invitation })),
        ...data.inactive_members.map((member) => ({
          kind: 'member' as const,
          status: 'inactive' as const,
          member,
        })),
      ]
    : [];
  const shown = rows.filter((row) => rowMatches(query, row));

  const changeRole = async (member: WorkspaceMember, role: WorkspaceRole, self: boolean) => {
    setRoleDrafts((drafts) => ({ ...drafts, [member._id]: role }));
    await run({
      key: member._id,
      action: () => changeMemberRole(member._id, role),
      successMessage: 'Role changed.',
      refreshEverything: self,
    });
    setRoleDrafts(({ [member._id]: _done, ...rest }) => rest);
  };

  const onChangeRole = (member: WorkspaceMember, role: WorkspaceRole) => {
    if (role === member.role) return;
    if (viewer && member._id === viewer.memberId) {
      setConfirmation({ kind: 'self-role', member, role });
      return;
    }
    void changeRole(member, role, false);
  };

  const confirm = async () => {
    if (!confirmation) return;
    if (confirmation.kind === 'deactivate') {
      const { member } = confirmation;
      await run({
        key: member._id,
        action: () => deactivateMember(member._id),
        successMessage: 'Member deactivated.',
      });
    } else if (confirmation.kind === 'self-role') {
      await changeRole(confirmation.member, confirmation.role, true);
    } else {
      const { invitation } = confirmation;
      await run({
        key: invitation._id,
        action: () => revokeInvitation(invitation._id),
        successMessage: 'Invitation revoked.',
      });
    }
  };

  const counts = data
    ? [
        `${data.active_members.length} active`,
        `${data.invitations.length} invited`,
        `${data.inactive_members.length} inactive`,
      ].join(' · ')
    : '';

  return (
    <Card>
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        People who work in {workspaceName}, and who is invited.
      </p>

      {data ? (
        canInvite && viewer ? (
          <div className="mt-5 rounded-xl border border-orange-100 bg-orange-50/60 p-4">
            <h3 className="mb-3 font-semibold text-stone-900">Invite teammates</h3>
            <InviteMembersForm workspaceId={workspaceId} actorRole={viewer.role} />
          </div>
        ) : (
          <LockedNote className="mt-5">{INVITE_DENIED_MESSAGE}</LockedNote>
        )
      ) : null}

      {members.isPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-stone-600">
          <Spinner className="size-4 text-orange-600" /> Loading members…
        </p>
      ) : members.isError ? (
        <p role="alert" className="mt-6 text-sm text-red-700">
          We could not load the members: {members.error.message}
        </p>
      ) : (
        <div className="mt-6">
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <div>
              <h3 className="font-semibold text-stone-900">People</h3>
              <p className="text-sm text-stone-600">{counts}</p>
            </div>
            <div className="relative md:w-72">
              <label htmlFor={searchId} className="sr-only">
                Search team by name or e-mail
              </label>
              <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Search by name or e-mail"
                autoComplete="off"
                className="block w-full rounded-lg border border-stone-300 bg-white py-2 pl-9 pr-3 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 sm:text-sm"
              />
            </div>
          </div>

          <p role="status" className={query.trim() ? 'mt-3 text-sm text-stone-700' : 'sr-only'}>
            {query.trim()
              ? shown.length === 0
                ? `No one matches “${query.trim()}”.`
                : `${shown.length} of ${rows.length} ${rows.length === 1 ? 'person matches' : 'people match'}.`
              : ''}
          </p>

          {shown.length > 0 ? (
            <table
              role="table"
              className="mt-3 block w-full border-collapse text-left text-sm md:table md:table-fixed"
            >
              <caption className="sr-only">Team of {workspaceName}</caption>
              <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
                <tr role="row" className="text-xs uppercase tracking-wide text-stone-600">
                  <th role="columnheader" scope="col" className="pb-2 pr-3 font-semibold">
                    Name
                  </th>
                  <th role="columnheader" scope="col" className="px-3 pb-2 font-semibold md:w-36">
                    Role
                  </th>
                  <th role="columnheader" scope="col" className="px-3 pb-2 font-semibold md:w-44">
                    Status
                  </th>
                  <th
                    role="columnheader"
                    scope="col"
                    className="pb-2 pl-3 text-right font-semibold md:w-48"
                  >
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
                {shown.map((row) =>
                  row.kind === 'member' ? (
                    <MemberRow
                      key={rowKey(row)}
                      member={{
                        ...row.member,
                        role: roleDrafts[row.member._id] ?? row.member.role,
                      }}
                      status={row.status}
                      isYou={isYou(row.member.profile.email)}
                      actions={memberActions(
                        viewer,
                        { _id: row.member._id, role: row.member.role, status: row.status },
                        activeOwners,
                      )}
                      busy={busyKey === row.member._id}
                      onChangeRole={(role) => onChangeRole(row.member, role)}
                      onDeactivate={() =>
                        setConfirmation({ kind: 'deactivate', member: row.member })
                      }
                      onReactivate={() =>
                        void run({
                          key: row.member._id,
                          action: () => reactivateMember(row.member._id),
                          successMessage: 'Member reactivated.',
                        })
                      }
                    />
                  ) : (
                    <InvitationRow
                      key={rowKey(row)}
                      invitation={row.invitation}
                      resend={decideInvitationResend(
                        viewer?.role ?? null,
                        {
                          role: row.invitation.role,
                          lastSentAt: new Date(row.invitation.last_sent_at),
                          sendCount: row.invitation.send_count,
                        },
                        new Date(now),
                      )}
                      revoke={decideInvitationRevoke(viewer?.role ?? null)}
                      busy={busyKey === row.invitation._id}
                      onResend={() =>
                        void run({
                          key: row.invitation._id,
                          action: () => resendInvitation(row.invitation._id),
                          successMessage: 'Invitation sent again.',
                        })
                      }
                      onRevoke={() =>
                        setConfirmation({ kind: 'revoke', invitation: row.invitation })
                      }
                    />
                  ),
                )}
              </tbody>
            </table>
          ) : null}
        </div>
      )}

      <ConfirmDialog
        open={confirmation !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmation(null);
        }}
        {...confirmationTexts(confirmation, workspaceName)}
        onConfirm={confirm}
      />
    </Card>
  );
}

const confirmationTexts = (confirmation: Confirmation | null, workspaceName: string) => {
  if (confirmation?.kind === 'deactivate') {
    const name = personName(confirmation.member.profile);
    return {
      header: `Deactivate ${name}?`,
      description: `${name} loses access to ${workspaceName} at once. Their projects, candidates and history stay, and you can reactivate them at any time.`,
      confirmText: 'Deactivate',
      destructive: true,
    };
  }
  if (confirmation?.kind === 'self-role') {
    return {
      header: 'Change your own role?',
      description: `You will be ${roleWithArticle(confirmation.role)} of ${workspaceName}. You may lose access to settings you manage now, and only someone else can give it back.`,
      confirmText: 'Change my role',
      destructive: true,
    };
  }
  if (confirmation?.kind === 'revoke') {
    return {
      header: `Revoke the invitation to ${confirmation.invitation.email}?`,
      description: `The link in the e-mail stops working at once. You can invite ${confirmation.invitation.email} again later.`,
      confirmText: 'Revoke invitation',
      destructive: true,
    };
  }
  return { header: '', description: '' };
};
