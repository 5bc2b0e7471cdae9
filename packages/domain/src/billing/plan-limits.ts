import type { PlanName } from '../workspaces/subscription.schema';

/** What a plan counts: members plus pending invitations, non-archived projects, connected mailboxes. */
export type CountedLimit = 'seats' | 'activeProjects' | 'mailboxes';
export type PlanFeature = 'aiCalls' | 'whatsapp' | 'charlieInterviews';

export type PlanLimits = {
  /** null: unlimited. */
  seats: number | null;
  activeProjects: number | null;
  mailboxes: number | null;
  creditsPerMonth: number;
  features: Record<PlanFeature, boolean>;
};

const STARTER: PlanLimits = {
  seats: 3,
  activeProjects: 10,
  mailboxes: 3,
  creditsPerMonth: 500,
  features: { aiCalls: false, whatsapp: false, charlieInterviews: false },
};

const PRO: PlanLimits = {
  seats: 10,
  activeProjects: null,
  mailboxes: 10,
  creditsPerMonth: 2000,
  features: { aiCalls: true, whatsapp: true, charlieInterviews: true },
};

/**
 * The one table of plan limits, read by the upgrade page and enforced by the server. The trial
 * has Pro's limits and features (DESIGN §2) with its own, smaller credit grant.
 */
export const PLAN_LIMITS: Readonly<Record<PlanName, PlanLimits>> = {
  trial: { ...PRO, creditsPerMonth: 100 },
  starter: STARTER,
  pro: PRO,
  enterprise: {
    seats: null,
    activeProjects: null,
    mailboxes: 50,
    creditsPerMonth: 10000,
    features: { aiCalls: true, whatsapp: true, charlieInterviews: true },
  },
};

/**
 * The limits a workspace works under: its plan's, or the trial's while it has no subscription
 * yet (onboarding creates the first project before a plan is picked).
 */
export const limitsFor = (plan: PlanName | null): PlanLimits => PLAN_LIMITS[plan ?? 'trial'];

export const PLAN_LABELS: Readonly<Record<PlanName, string>> = {
  trial: 'Free trial',
  starter: 'Starter',
  pro: 'Pro',
  enterprise: 'Enterprise',
};

/** The order in which plans lift limits: the first bigger one is offered. */
const UPGRADE_ORDER: readonly PlanName[] = ['starter', 'pro', 'enterprise'];

const NOUNS: Record<CountedLimit, [one: string, many: string]> = {
  seats: ['seat', 'seats'],
  activeProjects: ['active project', 'active projects'],
  mailboxes: ['mailbox', 'mailboxes'],
};

const COUNT = new Intl.NumberFormat('en-US');

const counted = (value: number, limit: CountedLimit): string =>
  `${COUNT.format(value)} ${value === 1 ? NOUNS[limit][0] : NOUNS[limit][1]}`;

const planPhrase = (plan: PlanName): string =>
  plan === 'trial' ? 'Your free trial includes' : `Your ${PLAN_LABELS[plan]} plan includes`;

/** The upgrade that lifts the limit, as a sentence: "Upgrade to Pro for 10." */
const upgradeSentence = (plan: PlanName | null, limit: CountedLimit, current: number): string => {
  const start = plan === null || plan === 'trial' ? 0 : UPGRADE_ORDER.indexOf(plan) + 1;
  for (const candidate of UPGRADE_ORDER.slice(start)) {
    const value = PLAN_LIMITS[candidate][limit];
    if (value === null)
      return `Upgrade to ${PLAN_LABELS[candidate]} for unlimited ${NOUNS[limit][1]}.`;
    if (value > current) return `Upgrade to ${PLAN_LABELS[candidate]} for ${COUNT.format(value)}.`;
  }
  return 'Contact us to raise it.';
};

export type LimitVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether `adding` more of `limit` fits the plan given what the workspace uses now. Usage above
 * the limit (after a downgrade) is kept; only additions are refused.
 */
export const checkPlanLimit = (
  plan: PlanName | null,
  limit: CountedLimit,
  currentUsage: number,
  adding = 1,
): LimitVerdict => {
  const max = limitsFor(plan)[limit];
  if (max === null || adding <= 0 || currentUsage + adding <= max) return { allowed: true };
  const used = currentUsage >= max ? '' : ` You have ${COUNT.format(max - currentUsage)} left.`;
  return {
    allowed: false,
    reason: `${planPhrase(plan ?? 'trial')} ${counted(max, limit)}.${used} ${upgradeSentence(plan, limit, max)}`,
  };
};

const FEATURE_NAMES: Record<PlanFeature, string> = {
  aiCalls: 'AI calls',
  whatsapp: 'WhatsApp messages',
  charlieInterviews: 'Charlie AI interviews',
};

/** Whether the plan includes a feature, or the reason naming the plan that adds it. */
export const checkPlanFeature = (plan: PlanName | null, feature: PlanFeature): LimitVerdict => {
  if (limitsFor(plan).features[feature]) return { allowed: true };
  const lifting = UPGRADE_ORDER.find((candidate) => PLAN_LIMITS[candidate].features[feature]);
  const current =
    plan === null || plan === 'trial' ? 'the free trial' : `your ${PLAN_LABELS[plan]} plan`;
  return {
    allowed: false,
    reason: `${FEATURE_NAMES[feature]} are not part of ${current}.${lifting ? ` Upgrade to ${PLAN_LABELS[lifting]} to use them.` : ''}`,
  };
};
