import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useMembersQuery } from '../api/members';
import { InvitationRow } from './invitation-row';
import { InviteMembersForm } from './invite-members-form';
import { MemberList } from './member-list';
import { MemberRow } from './member-row';

type MembersSectionProps = {
  workspaceId: string;
  workspaceName: string;
  viewerEmail: string;
  /** The viewer's role here, when they may invite; null hides the invite form. */
  inviterRole: WorkspaceRole | null;
  /** The section heading (default 'Members'). */
  title?: string;
  headingId?: string;
};

export function MembersSection({
  workspaceId,
  workspaceName,
  viewerEmail,
  inviterRole,
  title = 'Members',
  headingId,
}: MembersSectionProps) {
  const members = useMembersQuery(workspaceId);
  const isYou = (email: string) => email.toLowerCase() === viewerEmail.toLowerCase();
  const pending = members.data?.invitations.filter((invitation) => invitation.status === 'pending');

  return (
    <Card>
      <h2 id={headingId} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">People who work in {workspaceName}.</p>

      {inviterRole ? (
        <div className="mt-5 rounded-xl border border-orange-100 bg-orange-50/60 p-4">
          <h3 className="mb-3 font-semibold text-stone-900">Invite teammates</h3>
          <InviteMembersForm workspaceId={workspaceId} actorRole={inviterRole} />
        </div>
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
        <>
          <MemberList title="Active members" count={members.data.active_members.length}>
            {members.data.active_members.map((member) => (
              <MemberRow key={member._id} member={member} isYou={isYou(member.profile.email)} />
            ))}
          </MemberList>
          {members.data.inactive_members.length > 0 ? (
            <MemberList title="Inactive members" count={members.data.inactive_members.length}>
              {members.data.inactive_members.map((member) => (
                <MemberRow key={member._id} member={member} isYou={isYou(member.profile.email)} />
              ))}
            </MemberList>
          ) : null}
          <MemberList
            title="Pending invitations"
            count={pending?.length ?? 0}
            empty="No pending invitations."
          >
            {pending?.map((invitation) => (
              <InvitationRow key={invitation._id} invitation={invitation} />
            ))}
          </MemberList>
        </>
      )}
    </Card>
  );
}
