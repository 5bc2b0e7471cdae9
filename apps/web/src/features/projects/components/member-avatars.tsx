import * as Popover from '@radix-ui/react-popover';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { ProjectMember } from '@hirelane/domain/projects/project.schema';
import { Avatar } from '../../../components/ui/avatar';
import { POPOVER_SURFACE } from '../../../components/ui/popover-surface';
import { isCurrentUser, memberName, ownerFirst } from '../member-identity';
import { PROJECT_ROLE_LABELS } from '../option-labels';
import { YouTag } from './you-tag';

const SHOWN = 4;

function MemberAvatar({ member, isYou }: { member: ProjectMember; isYou: boolean }) {
  const name = memberName(member);
  const role = PROJECT_ROLE_LABELS[member.role];
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`${name}${isYou ? ' (you)' : ''}, ${role}`}
        className="rounded-full ring-2 ring-white focus:outline-none focus-visible:ring-orange-500"
      >
        <Avatar src={member.profile.photo} name={name} size="sm" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={`About ${name}`}
          className={`${POPOVER_SURFACE} w-72 p-4`}
        >
          <div className="flex items-center gap-3">
            <Avatar src={member.profile.photo} name={name} size="lg" />
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">
                <span className="break-words">{name}</span>
                {isYou ? <YouTag /> : null}
              </p>
              <p className="truncate text-sm text-stone-600">{member.profile.email}</p>
              <p className="mt-1 text-xs font-medium text-stone-700">{role}</p>
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type MemberAvatarsProps = { members: ProjectMember[]; session: SessionInfo };

/** SPEC 2.3 project member avatars: stacked; each opens a popover with who they are and their role. */
export function MemberAvatars({ members, session }: MemberAvatarsProps) {
  const ordered = ownerFirst(members);
  const shown = ordered.slice(0, SHOWN);
  const more = ordered.length - shown.length;
  return (
    <ul aria-label="Project members" className="flex items-center pl-2">
      {shown.map((member) => (
        <li
          key={member._id}
          className="relative -ml-2 flex first:ml-0 focus-within:z-10 hover:z-10"
        >
          <MemberAvatar member={member} isYou={isCurrentUser(member, session)} />
        </li>
      ))}
      {more > 0 ? (
        <li className="-ml-2 grid size-8 place-items-center rounded-full bg-stone-200 text-xs font-semibold text-stone-800 ring-2 ring-white">
          +{more}
          <span className="sr-only"> more members</span>
        </li>
      ) : null}
    </ul>
  );
}
