import type { Balance } from '@hirelane/domain/billing/subscription.schema';
import { formatMonthDay } from '@hirelane/domain/format/format-date';

const fullDay = (iso: string) => `${formatMonthDay(iso)}, ${new Date(iso).getUTCFullYear()}`;

/** Issue 16: plan credits expire at the period end; bought credits never do. */
export const creditExpiryText = (balance: Balance | null): string => {
  const end = balance?.current_period_end ? fullDay(balance.current_period_end) : null;
  const bought = 'Credits you buy never expire.';
  if (balance?.plan_name === 'trial')
    return `Trial credits expire when the trial ends${end ? ` on ${end}` : ''}. ${bought}`;
  return end
    ? `Monthly plan credits expire at the end of each billing period (this one ends ${end}); unused ones do not carry over. ${bought}`
    : `Monthly plan credits expire at the end of each billing period; unused ones do not carry over. ${bought}`;
};

export function CreditExpiryNote({ balance }: { balance: Balance | null }) {
  return (
    <p className="text-stone-600" data-testid="credit-expiry">
      {creditExpiryText(balance)}
    </p>
  );
}
