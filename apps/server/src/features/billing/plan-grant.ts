export const BILLING_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The credits a checkout grants (decision 016): a plan's credits are granted
 * once per billing period. While a paid period is running (it has plan grants
 * and has not ended) a plan change keeps that period and only tops the
 * period's grants up to the new plan's allowance, so an upgrade gets the
 * difference and a downgrade or a switch back gets nothing. Otherwise (first
 * plan, after the trial, after the period ended) a new period starts with the
 * plan's full credits.
 */
export const planGrantFor = (input: {
  now: Date;
  currentPeriodEnd: Date | null;
  /** Plan credits already granted in the period ending at currentPeriodEnd. */
  grantedThisPeriod: number;
  planCredits: number;
}): { periodEnd: Date; amount: number } => {
  const { now, currentPeriodEnd, grantedThisPeriod, planCredits } = input;
  if (currentPeriodEnd && currentPeriodEnd > now && grantedThisPeriod > 0)
    return {
      periodEnd: currentPeriodEnd,
      amount: Math.max(0, planCredits - grantedThisPeriod),
    };
  return {
    periodEnd: new Date(now.getTime() + BILLING_PERIOD_DAYS * DAY_MS),
    amount: planCredits,
  };
};
