import type { Invitation } from '@hirelane/domain/workspaces/workspace.schema';
import { personName } from '../../../lib/person-name';
import { ROLE_LABELS } from '../role-labels';
import { RoleBadge } from './role-badge';

type InvitationRowProps = { invitation: Invitation };

const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
};

export function InvitationRow({ invitation }: InvitationRowProps) {
  return (
    <li className="flex items-center gap-3 py-3">
      <div
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full border border-dashed border-stone-300 bg-stone-50 text-stone-500"
      >
        @
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-stone-900">{invitation.email}</p>
        <p className="truncate text-sm text-stone-600">
          {invitation.status === 'pending' ? 'Pending' : invitation.status} · expires{' '}
          {formatDate(invitation.expires_at)}
          {invitation.invited_by ? ` · invited by ${personName(invitation.invited_by)}` : ''}
        </p>
      </div>
      <RoleBadge label={ROLE_LABELS[invitation.role]} tone="stone" />
    </li>
  );
}
