import { Link } from 'react-router';
import { Logo } from '../components/ui/logo';
import { NavIcon } from './nav-icons';

/** A bar with the logo and an X that leaves the page for `to`. */
export function CloseBar({ to }: { to: string }) {
  return (
    <header className="flex h-14 items-center justify-between border-b border-stone-200 bg-white px-4 sm:px-6">
      <Logo to="/app" />
      <Link
        to={to}
        aria-label="Close"
        className="grid size-10 place-items-center rounded-lg text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        <NavIcon name="close" />
      </Link>
    </header>
  );
}
