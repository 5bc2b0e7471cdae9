import type { ActionVerdict } from '@hirelane/domain/workspaces/team-actions';
import type { Invitation } from '@hirelane/domain/workspaces/workspace.schema';
import { Spinner } from '../../../components/ui/spinner';
import { personName } from '../../../lib/person-name';
import { ROLE_LABELS } from '../role-labels';
import { Gated } from '../../../components/ui/gated';
import { RoleBadge } from './role-badge';
import {
  ACTIONS_CELL_CLASSES,
  ACTIONS_CLASSES,
  DANGER_ACTION_CLASSES,
  NAME_CELL_CLASSES,
  NEUTRAL_ACTION_CLASSES,
  ROLE_CELL_CLASSES,
  ROW_CLASSES,
  STATUS_CELL_CLASSES,
} from './team-table-classes';
import { TeamStatus, formatTeamDate } from './team-status';

type InvitationRowProps = {
  invitation: Invitation;
  resend: ActionVerdict;
  revoke: ActionVerdict;
  busy: boolean;
  onResend: () => void;
  onRevoke: () => void;
};

const sentTimes = (count: number): string => (count > 1 ? ` · sent ${count} times` : '');

export function InvitationRow({
  invitation,
  resend,
  revoke,
  busy,
  onResend,
  onRevoke,
}: InvitationRowProps) {
  const expired = invitation.status === 'expired';
  return (
    <tr role="row" data-team-row={invitation.email} className={ROW_CLASSES}>
      <td role="cell" className={NAME_CELL_CLASSES}>
        <div className="flex min-w-0 items-center gap-3">
          <div
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full border border-dashed border-stone-300 bg-stone-50 text-stone-500"
          >
            @
          </div>
          <div className="min-w-0">
            <p className="truncate font-medium text-stone-900" title={invitation.email}>
              {invitation.email}
            </p>
            <p className="truncate text-sm text-stone-600">
              {invitation.invited_by
                ? `Invited by ${personName(invitation.invited_by)}`
                : 'Invitation'}
            </p>
          </div>
        </div>
      </td>
      <td role="cell" className={ROLE_CELL_CLASSES}>
        <RoleBadge label={ROLE_LABELS[invitation.role]} tone="stone" />
      </td>
      <td role="cell" className={STATUS_CELL_CLASSES}>
        {expired ? (
          <TeamStatus
            label="Expired"
            tone="red"
            detail={`Expired ${formatTeamDate(invitation.expires_at)}`}
          />
        ) : (
          <TeamStatus
            label="Invited"
            tone="amber"
            detail={`Expires ${formatTeamDate(invitation.expires_at)}${sentTimes(invitation.send_count)}`}
          />
        )}
      </td>
      <td role="cell" className={ACTIONS_CELL_CLASSES}>
        <div className={ACTIONS_CLASSES}>
          {busy ? <Spinner className="size-4 text-orange-600" /> : null}
          <Gated verdict={resend}>
            {(control) => (
              <button
                type="button"
                {...control}
                disabled={control.disabled || busy}
                aria-label={`Resend invitation to ${invitation.email}`}
                onClick={onResend}
                className={NEUTRAL_ACTION_CLASSES}
              >
                Resend
              </button>
            )}
          </Gated>
          <Gated verdict={revoke}>
            {(control) => (
              <button
                type="button"
                {...control}
                disabled={control.disabled || busy}
                aria-label={`Revoke invitation to ${invitation.email}`}
                onClick={onRevoke}
                className={DANGER_ACTION_CLASSES}
              >
                Revoke
              </button>
            )}
          </Gated>
        </div>
      </td>
    </tr>
  );
}
