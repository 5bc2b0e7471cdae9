import { DIALOG_POPUP, DeferredPopup } from '../components/deferred-popup';
import { NavIcon, type NavIconName } from './nav-icons';

/** SPEC 2.3: the mobile menu lists exactly these, then Sign out. */
export const MOBILE_MENU_ITEMS: { label: string; to: string; icon: NavIconName; end?: boolean }[] =
  [
    { label: 'Activity', to: '/app', icon: 'activity', end: true },
    { label: 'Projects', to: '/app/projects', icon: 'projects' },
    { label: 'Campaigns', to: '/app/campaigns', icon: 'campaigns' },
  ];

const loadDialog = () => import('./mobile-menu-dialog').then((m) => m.MobileMenuDialog);

/** The menu below 768 px: a button in the top bar opening a panel. */
export function MobileMenu() {
  return (
    <DeferredPopup
      kind={DIALOG_POPUP}
      load={loadDialog}
      trigger={{
        'aria-label': 'Open menu',
        className:
          'grid size-10 place-items-center rounded-lg text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 md:hidden',
        children: <NavIcon name="menu" />,
      }}
      props={{}}
    />
  );
}
