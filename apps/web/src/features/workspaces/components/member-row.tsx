import type { WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { Avatar } from '../../../components/ui/avatar';
import { personName } from '../../../lib/person-name';
import { ROLE_LABELS } from '../role-labels';
import { RoleBadge } from './role-badge';

type MemberRowProps = { member: WorkspaceMember; isYou: boolean };

export function MemberRow({ member, isYou }: MemberRowProps) {
  const name = personName(member.profile);
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={member.profile.photo} name={name} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-stone-900">
          {name}
          {isYou ? (
            <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
              You
            </span>
          ) : null}
        </p>
        {name !== member.profile.email ? (
          <p className="truncate text-sm text-stone-600">{member.profile.email}</p>
        ) : null}
      </div>
      <RoleBadge label={ROLE_LABELS[member.role]} />
    </li>
  );
}
