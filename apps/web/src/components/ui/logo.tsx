import { Link } from 'react-router';
import { PRODUCT_NAME } from '@hirelane/domain/product/product';

type LogoProps = { to?: string };

/** The Hirelane word mark; a link to `to` (default /app). */
export function Logo({ to = '/app' }: LogoProps) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8 shrink-0 drop-shadow-sm">
        <rect width="64" height="64" rx="14" fill="#ea580c" />
        <path
          d="M20 16v32M44 16v32M20 32h24"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      {PRODUCT_NAME}
    </Link>
  );
}
