import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { ProjectMember } from '@hirelane/domain/projects/project.schema';
import { Avatar } from '../../../components/ui/avatar';
import type { AssignableRole } from '../api/project-members';
import { isCurrentUser, memberName, ownerFirst } from '../member-identity';
import { PROJECT_ROLE_LABELS } from '../option-labels';
import { RoleSelect } from './role-select';
import { YouTag } from './you-tag';
import { TrashIcon } from '../../../components/ui/icons';

type PeopleWithAccessProps = {
  members: ProjectMember[];
  session: SessionInfo;
  /** project:members:edit: roles can be changed and members removed. */
  canEdit: boolean;
  busyMemberId: string | null;
  onChangeRole: (member: ProjectMember, role: AssignableRole) => void;
  onRemove: (member: ProjectMember) => void;
};

/**
 * SPEC 4.6 / 5: the current members with their roles. The owner's role cannot be changed and the
 * owner cannot be removed; others can, by a user with project:members:edit.
 */
export function PeopleWithAccess({
  members,
  session,
  canEdit,
  busyMemberId,
  onChangeRole,
  onRemove,
}: PeopleWithAccessProps) {
  return (
    <section aria-labelledby="people-with-access" className="mt-5">
      <h3 id="people-with-access" className="text-sm font-semibold text-stone-900">
        People with access
      </h3>
      <ul className="mt-2 divide-y divide-stone-100">
        {ownerFirst(members).map((member) => {
          const name = memberName(member);
          const owner = member.role === 'owner';
          const busy = busyMemberId === member._id;
          return (
            <li key={member._id} className="flex flex-wrap items-center gap-3 py-2.5">
              <Avatar src={member.profile.photo} name={name} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-900">
                  {name}
                  {isCurrentUser(member, session) ? <YouTag /> : null}
                </p>
                <p className="truncate text-xs text-stone-600">{member.profile.email}</p>
              </div>
              {owner || !canEdit ? (
                <span className="px-2 text-sm text-stone-700">
                  {PROJECT_ROLE_LABELS[member.role]}
                </span>
              ) : (
                <div className="flex items-center gap-1">
                  <RoleSelect
                    label={`Role of ${name}`}
                    value={member.role === 'editor' ? 'editor' : 'collaborator'}
                    disabled={busy}
                    onChange={(role) => onChangeRole(member, role)}
                  />
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => onRemove(member)}
                    aria-label={`Remove ${name}`}
                    className="grid size-9 place-items-center rounded-lg text-stone-600 hover:bg-red-50 hover:text-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 disabled:opacity-50"
                  >
                    <TrashIcon />
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
