import * as Popover from '@radix-ui/react-popover';
import { Link } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { LoadedPopupProps } from '../components/deferred-popup';
import { Avatar } from '../components/ui/avatar';
import { POPOVER_SURFACE } from '../components/ui/popover-surface';
import { useSignOut } from '../features/auth/hooks/use-sign-out';
import { personName } from '../lib/person-name';
import { HELP_GUIDE_URL, planLine } from './profile-menu';

type ProfileMenuPopoverProps = LoadedPopupProps & {
  session: SessionInfo;
  onboarding: boolean;
};

const itemClasses =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-stone-800 hover:bg-orange-50 focus:bg-orange-50 focus:outline-none';

/** The profile popover (profile-menu.tsx), loaded on first use of its trigger. */
export function ProfileMenuPopover({
  session,
  onboarding,
  trigger,
  triggerRef,
}: ProfileMenuPopoverProps) {
  const profile = session.profile_info;
  const name = personName(profile);
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const plan = planLine(session);
  const { signOut, busy } = useSignOut();

  return (
    <Popover.Root>
      <Popover.Trigger {...trigger} ref={triggerRef} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Profile"
          className={`${POPOVER_SURFACE} w-72 p-2`}
        >
          <div className="flex items-center gap-3 border-b border-stone-100 px-3 pb-3 pt-2">
            <Avatar src={profile.photo} name={name} size="md" />
            <div className="min-w-0">
              {fullName ? (
                <p className="truncate font-semibold text-stone-900">{fullName}</p>
              ) : null}
              <p className="truncate text-sm text-stone-600" data-testid="user-email">
                {profile.email}
              </p>
              {plan ? <p className="mt-0.5 text-xs font-medium text-orange-800">{plan}</p> : null}
            </div>
          </div>
          <nav aria-label="Profile" className="mt-1 flex flex-col">
            {onboarding ? null : (
              <>
                <Popover.Close asChild>
                  <Link to="/app/settings" className={itemClasses}>
                    Settings
                  </Link>
                </Popover.Close>
                <Popover.Close asChild>
                  <Link to="/app/settings#billing" className={itemClasses}>
                    Billing
                  </Link>
                </Popover.Close>
              </>
            )}
            {profile.is_admin ? (
              <Popover.Close asChild>
                <Link to="/app/admin" className={itemClasses}>
                  Admin
                </Link>
              </Popover.Close>
            ) : null}
            <a href={HELP_GUIDE_URL} target="_blank" rel="noreferrer" className={itemClasses}>
              Help guide
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <button type="button" className={itemClasses} disabled={busy} onClick={signOut}>
              Sign out
            </button>
          </nav>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
