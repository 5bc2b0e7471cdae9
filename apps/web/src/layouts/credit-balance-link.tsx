import { Link } from 'react-router';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { isLowOnCredits, type BannerInput } from '@hirelane/domain/app-shell/banners';
import { canSeeCreditUsage } from '../features/billing/credit-usage-access';

const COUNT = new Intl.NumberFormat('en-US');

type CreditBalanceLinkProps = {
  session: SessionInfo;
  credits: BannerInput['credits'];
};

/**
 * The balance in the top bar (issue 16): "N credits", to the usage section for billing admins and
 * to the billing section (the balance and plan) for everyone else. Nothing while it is unknown.
 */
export function CreditBalanceLink({ session, credits }: CreditBalanceLinkProps) {
  if (!credits) return null;
  const low = isLowOnCredits(credits, session.profile_info.subscription_info);
  return (
    <Link
      to={canSeeCreditUsage(session) ? '/app/settings#usage' : '/app/settings#billing'}
      aria-label={`Credit balance: ${COUNT.format(credits.balance)} credit${credits.balance === 1 ? '' : 's'}`}
      data-testid="frame-credit-balance"
      data-low={low || undefined}
      className={`inline-flex min-h-8 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-1 text-xs font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 sm:text-sm ${
        low
          ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100'
          : 'border-stone-200 bg-stone-50 text-stone-800 hover:bg-stone-100'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0" fill="none">
        <circle cx="8" cy="8" r="6.25" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="8" cy="8" r="3" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {COUNT.format(credits.balance)}
      {/* Below 640 px the top bar is tight: the coin and the number (the label has the word). */}
      <span className="hidden sm:inline">{credits.balance === 1 ? ' credit' : ' credits'}</span>
    </Link>
  );
}
