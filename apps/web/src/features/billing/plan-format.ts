import type { Plan } from '@hirelane/domain/billing/plans';

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const COUNT = new Intl.NumberFormat('en-US');

export const TALK_TO_US = 'Talk to us';
export const SALES_EMAIL = 'sales@hirelane.io';

/** "$99" for a priced plan, "Talk to us" for a plan priced on request. */
export const formatPlanPrice = (plan: Plan): string =>
  plan.priceCents === null ? TALK_TO_US : USD.format(plan.priceCents / 100);

const limit = (value: number | null, one: string, many: string): string =>
  value === null ? `Unlimited ${many}` : `${COUNT.format(value)} ${value === 1 ? one : many}`;

/** The plan's limits, one line each. */
export const planLimits = (plan: Plan): string[] => [
  `${COUNT.format(plan.creditsPerMonth)} credits per month`,
  limit(plan.seats, 'seat', 'seats'),
  limit(plan.activeProjects, 'active project', 'active projects'),
  limit(plan.mailboxes, 'mailbox', 'mailboxes'),
];
