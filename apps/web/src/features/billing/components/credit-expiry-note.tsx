import type { SubscriptionInfo } from '@hirelane/domain/workspaces/subscription.schema';
import { formatMonthDay } from '@hirelane/domain/format/format-date';

const fullDay = (iso: string) => `${formatMonthDay(iso)}, ${new Date(iso).getUTCFullYear()}`;

/** Issue 16: plan credits expire at the period end; bought credits never do. */
export const creditExpiryText = (subscription: SubscriptionInfo | null): string => {
  const end = subscription?.current_period_end ? fullDay(subscription.current_period_end) : null;
  const bought = 'Credits you buy never expire.';
  if (subscription?.plan_name === 'trial')
    return `Trial credits expire when the trial ends${end ? ` on ${end}` : ''}. ${bought}`;
  return end
    ? `Monthly plan credits expire at the end of each billing period (this one ends ${end}); unused ones do not carry over. ${bought}`
    : `Monthly plan credits expire at the end of each billing period; unused ones do not carry over. ${bought}`;
};

export function CreditExpiryNote({
  subscription,
  className = '',
}: {
  subscription: SubscriptionInfo | null;
  className?: string;
}) {
  return (
    <p className={`text-sm text-stone-600 ${className}`.trim()} data-testid="credit-expiry">
      {creditExpiryText(subscription)}
    </p>
  );
}
