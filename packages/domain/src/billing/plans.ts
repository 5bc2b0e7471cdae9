import type { PlanName } from '../workspaces/subscription.schema';
import { PLAN_LABELS, PLAN_LIMITS } from './plan-limits';

export type Plan = {
  name: PlanName;
  label: string;
  /** Monthly price in US cents; null for plans priced on request. */
  priceCents: number | null;
  creditsPerMonth: number;
  seats: number | null;
  activeProjects: number | null;
  mailboxes: number | null;
  features: string[];
  selfServe: boolean;
};

export const TRIAL_DAYS = 14;

const COUNT = new Intl.NumberFormat('en-US');

/** A plan's label and limits come from the limits table; price and selling points live here. */
const plan = (
  name: PlanName,
  rest: { priceCents: number | null; features: string[]; selfServe: boolean },
): Plan => {
  const { seats, activeProjects, mailboxes, creditsPerMonth } = PLAN_LIMITS[name];
  return {
    name,
    label: PLAN_LABELS[name],
    creditsPerMonth,
    seats,
    activeProjects,
    mailboxes,
    ...rest,
  };
};

const monthlyCredits = (name: PlanName): string =>
  `${COUNT.format(PLAN_LIMITS[name].creditsPerMonth)} credits a month`;

/** The plan catalogue: the one place that knows prices; limits are read from `PLAN_LIMITS`. */
export const PLANS: readonly Plan[] = [
  plan('trial', {
    priceCents: 0,
    features: [
      `${TRIAL_DAYS} days of every Pro feature`,
      `${COUNT.format(PLAN_LIMITS.trial.creditsPerMonth)} credits`,
      'No card needed',
    ],
    selfServe: true,
  }),
  plan('starter', {
    priceCents: 9900,
    features: ['Email and LinkedIn campaigns', 'CSV and resume import', monthlyCredits('starter')],
    selfServe: true,
  }),
  plan('pro', {
    priceCents: 24900,
    features: [
      'Everything in Starter',
      ...(PLAN_LIMITS.pro.features.aiCalls && PLAN_LIMITS.pro.features.whatsapp
        ? ['AI calls and WhatsApp']
        : []),
      ...(PLAN_LIMITS.pro.features.charlieInterviews ? ['Charlie AI interviews'] : []),
      monthlyCredits('pro'),
    ],
    selfServe: true,
  }),
  plan('enterprise', {
    priceCents: null,
    features: [
      'Everything in Pro',
      'SSO and audit exports',
      'Dedicated support',
      'Custom credit volume',
    ],
    selfServe: false,
  }),
];

export const planByName = (name: PlanName): Plan => {
  const found = PLANS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`unknown plan ${name}`);
  return found;
};
