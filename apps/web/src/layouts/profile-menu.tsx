import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { planByName } from '@hirelane/domain/billing/plans';
import { DIALOG_POPUP, DeferredPopup } from '../components/deferred-popup';
import { Avatar } from '../components/ui/avatar';
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

const loadPopover = () => import('./profile-menu-popover').then((m) => m.ProfileMenuPopover);

/** The profile popover of SPEC 2.3: who you are, your plan, and where to go. */
export function ProfileMenu({ session, onboarding = false }: ProfileMenuProps) {
  const profile = session.profile_info;
  return (
    <DeferredPopup
      kind={DIALOG_POPUP}
      load={loadPopover}
      trigger={{
        'aria-label': 'Open profile menu',
        className:
          'rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2',
        children: <Avatar src={profile.photo} name={personName(profile)} size="sm" />,
      }}
      props={{ session, onboarding }}
    />
  );
}
