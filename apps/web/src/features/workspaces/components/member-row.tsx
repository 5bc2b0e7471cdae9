import type { MemberActions } from '@hirelane/domain/workspaces/team-actions';
import type { TeamRole } from '@hirelane/domain/workspaces/roles';
import type { WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { personName } from '../../../lib/person-name';
import { ROLE_LABELS } from '../role-labels';
import { Gated } from '../../../components/ui/gated';
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

type MemberRowProps = {
  member: WorkspaceMember;
  status: 'active' | 'inactive';
  isYou: boolean;
  actions: MemberActions;
  busy: boolean;
  onChangeRole: (role: TeamRole) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
};

export function MemberRow({
  member,
  status,
  isYou,
  actions,
  busy,
  onChangeRole,
  onDeactivate,
  onReactivate,
}: MemberRowProps) {
  const name = personName(member.profile);
  const inactive = status === 'inactive';
  return (
    <tr role="row" data-team-row={member.profile.email} className={ROW_CLASSES}>
      <td role="cell" className={NAME_CELL_CLASSES}>
        <div className={`flex min-w-0 items-center gap-3 ${inactive ? 'opacity-70' : ''}`}>
          <Avatar src={member.profile.photo} name={name} />
          <div className="min-w-0">
            <p className="flex min-w-0 items-center gap-2 font-medium text-stone-900">
              <span className="truncate" title={name}>
                {name}
              </span>
              {isYou ? (
                <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                  You
                </span>
              ) : null}
            </p>
            {name !== member.profile.email ? (
              <p className="truncate text-sm text-stone-600" title={member.profile.email}>
                {member.profile.email}
              </p>
            ) : null}
          </div>
        </div>
      </td>
      <td role="cell" className={ROLE_CELL_CLASSES}>
        <Gated verdict={actions.changeRole}>
          {(control) => (
            <select
              {...control}
              disabled={control.disabled || busy}
              aria-label={`Access level of ${name}`}
              value={member.role}
              onChange={(event) => onChangeRole(event.target.value as TeamRole)}
              className="block min-h-9 w-full min-w-28 rounded-lg border border-stone-300 bg-white py-1.5 pl-2.5 pr-8 text-sm text-stone-900 shadow-sm focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200 disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-600"
            >
              {actions.roleOptions.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Gated>
      </td>
      <td role="cell" className={STATUS_CELL_CLASSES}>
        {inactive ? (
          <TeamStatus
            label="Inactive"
            tone="stone"
            detail={member.deactivated_at ? `Since ${formatTeamDate(member.deactivated_at)}` : null}
          />
        ) : (
          <TeamStatus label="Active" tone="green" />
        )}
      </td>
      <td role="cell" className={ACTIONS_CELL_CLASSES}>
        <div className={ACTIONS_CLASSES}>
          {busy ? <Spinner className="size-4 text-orange-600" /> : null}
          {inactive ? (
            <Gated verdict={actions.reactivate}>
              {(control) => (
                <button
                  type="button"
                  {...control}
                  disabled={control.disabled || busy}
                  aria-label={`Reactivate ${name}`}
                  onClick={onReactivate}
                  className={NEUTRAL_ACTION_CLASSES}
                >
                  Reactivate
                </button>
              )}
            </Gated>
          ) : (
            <Gated verdict={actions.deactivate}>
              {(control) => (
                <button
                  type="button"
                  {...control}
                  disabled={control.disabled || busy}
                  aria-label={`Deactivate ${name}`}
                  onClick={onDeactivate}
                  className={DANGER_ACTION_CLASSES}
                >
                  Deactivate
                </button>
              )}
            </Gated>
          )}
        </div>
      </td>
    </tr>
  );
}
