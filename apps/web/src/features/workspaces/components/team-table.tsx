import {
  decideInvitationResend,
  decideInvitationRevoke,
  memberActions,
  type Viewer,
} from '@hirelane/domain/workspaces/team-actions';
import type { TeamControls } from '../hooks/use-team-controls';
import { teamRowKey, type TeamRow } from '../team-rows';
import { InvitationRow } from './invitation-row';
import { MemberRow } from './member-row';

type TeamTableProps = {
  rows: TeamRow[];
  workspaceName: string;
  viewer: Viewer | null;
  activeOwners: number;
  isYou: (email: string) => boolean;
  /** Now, for the resend cool-down of invitations. */
  now: number;
  controls: TeamControls;
};

/** The people of the workspace, one row each, with the controls the viewer may use. */
export function TeamTable({
  rows,
  workspaceName,
  viewer,
  activeOwners,
  isYou,
  now,
  controls,
}: TeamTableProps) {
  const { busyKey, roleDrafts, onChangeRole, setConfirmation, reactivate, resend } = controls;
  return (
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
        {rows.map((row) =>
          row.kind === 'member' ? (
            <MemberRow
              key={teamRowKey(row)}
              member={{ ...row.member, role: roleDrafts[row.member._id] ?? row.member.role }}
              status={row.status}
              isYou={isYou(row.member.profile.email)}
              actions={memberActions(
                viewer,
                { _id: row.member._id, role: row.member.role, status: row.status },
                activeOwners,
              )}
              busy={busyKey === row.member._id}
              onChangeRole={(role) => onChangeRole(row.member, role)}
              onDeactivate={() => setConfirmation({ kind: 'deactivate', member: row.member })}
              onReactivate={() => reactivate(row.member)}
            />
          ) : (
            <InvitationRow
              key={teamRowKey(row)}
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
              onResend={() => resend(row.invitation)}
              onRevoke={() => setConfirmation({ kind: 'revoke', invitation: row.invitation })}
            />
          ),
        )}
      </tbody>
    </table>
  );
}
