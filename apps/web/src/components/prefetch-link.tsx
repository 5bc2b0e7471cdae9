import { NavLink, type NavLinkProps } from 'react-router';
import { prefetchRoute } from '../lib/prefetch';

type PrefetchNavLinkProps = NavLinkProps & { to: string };

/** A NavLink that loads its page's code on hover or focus (skipped on 2g or data saver). */
export function PrefetchNavLink({ to, onMouseEnter, onFocus, ...rest }: PrefetchNavLinkProps) {
  return (
    <NavLink
      to={to}
      onMouseEnter={(event) => {
        prefetchRoute(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchRoute(to);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
