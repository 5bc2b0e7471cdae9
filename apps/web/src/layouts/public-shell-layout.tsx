import { Outlet } from 'react-router';
import { Logo } from '../components/ui/logo';

/** SPEC 2.3 public layout (second variant): a logo bar above a wide page. */
export function PublicShellLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white px-4 py-3 sm:px-8">
        <Logo to="/" />
      </header>
      <div id="content" className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}
