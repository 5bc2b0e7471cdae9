import * as Popover from '@radix-ui/react-popover';
import { Link } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { planByName } from '@hirelane/domain/billing/plans';
import { Avatar } from '../components/ui/avatar';
import { POPOVER_SURFACE } from '../components/ui/popover-surface';
import { useSignOut } from '../features/auth/hooks/use-sign-out';
import { personName } from '../lib/person-name';

export const HELP_GUIDE_URL = 'https://help.hirelane.io';

type ProfileMenuProps = {
  session: SessionInfo;
  /** Onboarding state: Settings and Billing are hidden (SPEC 2.3). */
  onboarding?: boolean;
};

/** "{plan name} plan", or null without a subscription. */
export const planLine = (session: SessionInfo): string | null => {
  const subscription = session.profile_info.subscription_info;
  return subscription ? `${planByName(subscription.plan_name).label} plan` : null;
};

const itemClasses =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-stone-800 hover:bg-orange-50 focus:bg-orange-50 focus:outline-none';

/** The profile popover of SPEC 2.3: who you are, your plan, and where to go. */
export function ProfileMenu({ session, onboarding = false }: ProfileMenuProps) {
  const profile = session.profile_info;
  const name = personName(profile);
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const plan = planLine(session);
  const { signOut, busy } = useSignOut();

  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Open profile menu"
        className="rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2"
      >
        <Avatar src={profile.photo} name={name} size="sm" />
      </Popover.Trigger>
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
