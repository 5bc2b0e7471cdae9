import type { PlanName } from '../workspaces/subscription.schema';

export type Plan = {
  name: PlanName;
  label: string;
  /** Monthly price in US cents; null for plans priced on request. */
  priceCents: number | null;
  creditsPerMonth: number;
  seats: number | null;
  activeProjects: number | null;
  mailboxes: number;
  features: string[];
  selfServe: boolean;
};

export const TRIAL_DAYS = 14;

/** The plan catalogue: the one place that knows prices, credits and limits. */
export const PLANS: readonly Plan[] = [
  {
    name: 'trial',
    label: 'Free trial',
    priceCents: 0,
    creditsPerMonth: 100,
    seats: 3,
    activeProjects: 3,
    mailboxes: 1,
    features: [`${TRIAL_DAYS} days of every Pro feature`, '100 credits', 'No card needed'],
    selfServe: true,
  },
  {
    name: 'starter',
    label: 'Starter',
    priceCents: 9900,
    creditsPerMonth: 500,
    seats: 3,
    activeProjects: 10,
    mailboxes: 3,
    features: ['Email and LinkedIn campaigns', 'CSV and resume import', '500 credits a month'],
    selfServe: true,
  },
  {
    name: 'pro',
    label: 'Pro',
    priceCents: 24900,
    creditsPerMonth: 2000,
    seats: 10,
    activeProjects: null,
    mailboxes: 10,
    features: [
      'Everything in Starter',
      'AI calls and WhatsApp',
      'Charlie AI interviews',
      '2,000 credits a month',
    ],
    selfServe: true,
  },
  {
    name: 'enterprise',
    label: 'Enterprise',
    priceCents: null,
    creditsPerMonth: 10000,
    seats: null,
    activeProjects: null,
    mailboxes: 50,
    features: [
      'Everything in Pro',
      'SSO and audit exports',
      'Dedicated support',
      'Custom credit volume',
    ],
    selfServe: false,
  },
];

export const planByName = (name: PlanName): Plan => {
  const plan = PLANS.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`unknown plan ${name}`);
  return plan;
};
