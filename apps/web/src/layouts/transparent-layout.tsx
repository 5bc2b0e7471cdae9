import { Outlet } from 'react-router';
import { Logo } from '../components/ui/logo';
import { ProfileMenu } from './profile-menu';
import { SignedInFrame } from './signed-in-frame';

/** SPEC 2.3 transparent layout: logo, profile dropdown in onboarding state, the page. */
export function TransparentLayout() {
  return (
    <SignedInFrame>
      {(session) => (
        <div className="flex min-h-screen flex-col bg-gradient-to-b from-orange-50 via-stone-50 to-stone-50">
          <header className="flex items-center justify-between px-4 py-4 sm:px-8">
            <Logo to="/app" />
            <ProfileMenu session={session} onboarding />
          </header>
          <div id="content" className="flex-1">
            <Outlet />
          </div>
        </div>
      )}
    </SignedInFrame>
  );
}
