import { Link } from 'react-router';
import type { Banner } from '@hirelane/domain/app-shell/banners';

const ACTION_CLASSES =
  'inline-flex min-h-8 items-center rounded-lg bg-orange-700 px-3 py-1 text-sm font-semibold text-white hover:bg-orange-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2';

/** The one top banner that applies (SPEC 2.3), with its action. */
export function TopBanner({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  return (
    <div
      role="region"
      aria-label="Announcement"
      data-banner={banner.id}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b border-orange-200 bg-orange-50 px-4 py-2 text-center text-sm text-orange-950"
    >
      <p>{banner.text}</p>
      {/* Past due with Stripe: the unpaid invoice's hosted page, outside the app. */}
      {/^https?:\/\//.test(banner.action.href) ? (
        <a href={banner.action.href} className={ACTION_CLASSES}>
          {banner.action.label}
        </a>
      ) : (
        <Link to={banner.action.href} className={ACTION_CLASSES}>
          {banner.action.label}
        </Link>
      )}
    </div>
  );
}
