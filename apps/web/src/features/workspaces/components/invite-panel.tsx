import { INVITE_DENIED_MESSAGE, type Viewer } from '@hirelane/domain/workspaces/team-actions';
import type { ActionVerdict } from '../../../components/ui/gated';
import { LockedNote } from '../../../components/ui/locked-note';
import { InviteMembersForm } from './invite-members-form';

type InvitePanelProps = {
  workspaceId: string;
  viewer: Viewer | null;
  canInvite: boolean;
  /** Whether the plan has a seat left. */
  seats: ActionVerdict;
};

/** The invite form for those who may invite; for the others, why they may not. */
export function InvitePanel({ workspaceId, viewer, canInvite, seats }: InvitePanelProps) {
  return canInvite && viewer ? (
    <div className="mt-5 rounded-xl border border-orange-100 bg-orange-50/60 p-4">
      <h3 className="mb-3 font-semibold text-stone-900">Invite teammates</h3>
      <InviteMembersForm workspaceId={workspaceId} actorRole={viewer.role} seats={seats} />
    </div>
  ) : (
    <LockedNote className="mt-5">{INVITE_DENIED_MESSAGE}</LockedNote>
  );
}
