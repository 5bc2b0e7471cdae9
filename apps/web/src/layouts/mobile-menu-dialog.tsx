import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { NavLink } from 'react-router';
import { useSignOut } from '../features/auth/hooks/use-sign-out';
import type { LoadedPopupProps } from '../components/deferred-popup';
import { MOBILE_MENU_ITEMS } from './mobile-menu';
import { NavIcon } from './nav-icons';

const itemClasses =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-stone-800 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500';

/** The mobile menu's panel (mobile-menu.tsx), loaded on first use of its trigger. */
export function MobileMenuDialog({ trigger, triggerRef }: LoadedPopupProps) {
  const [open, setOpen] = useState(false);
  const { signOut, busy } = useSignOut();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger {...trigger} ref={triggerRef} />
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white p-4 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-stone-900">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="grid size-10 place-items-center rounded-lg text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
            >
              <NavIcon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Go to a part of Hirelane.</Dialog.Description>
          <nav aria-label="Mobile" className="mt-4">
            <ul className="flex flex-col gap-1">
              {MOBILE_MENU_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end ?? false}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      `${itemClasses} ${isActive ? 'bg-orange-50 text-orange-800' : ''}`
                    }
                  >
                    <NavIcon name={item.icon} />
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button type="button" className={itemClasses} disabled={busy} onClick={signOut}>
                  <NavIcon name="signOut" />
                  Sign out
                </button>
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
