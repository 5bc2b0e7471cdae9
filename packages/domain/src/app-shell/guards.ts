import type { SessionInfo } from '../auth/session.schema';
import { isStepType } from '../campaigns/step-types';

/**
 * The named route guards of SPEC 2.2, plus `admin` for the admin console (decision 016).
 * `campaign-redirect` is the default guard of every app route.
 */
export const GUARD_NAMES = [
  'admin',
  'authenticate',
  'campaign-redirect',
  'campaign-step',
  'checkout-confirmation',
  'guest',
  'homepage',
  'onboarding',
  'project-default-page-redirect',
  'upgrade',
] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export const isGuardName = (value: unknown): value is GuardName =>
  typeof value === 'string' && (GUARD_NAMES as readonly string[]).includes(value);

/** SPEC 9: checkout success confirmation delay. */
export const CHECKOUT_SUCCESS_DELAY_MS = 2000;

/** SPEC 2.2 / 8: the message of every 404 raised by a guard. */
export const PAGE_NOT_FOUND_MESSAGE = 'This page could not be found';

/** `null` means there is no session. */
export type GuardSession = SessionInfo | null;

export type GuardContext = {
  session: GuardSession;
  /** The route path, without query string or hash (either is ignored if present). */
  path: string;
  query: Record<string, string | undefined>;
  /** Loaded project, for `project-default-page-redirect` only. */
  project?: { agent: string; pipelineCount: number };
};

export type GuardResult =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; status: number; message?: string }
  | { kind: 'delay'; ms: number };

const allow: GuardResult = { kind: 'allow' };
const redirect = (to: string): GuardResult => ({ kind: 'redirect', to });
const limitedAccess = (): GuardResult => ({ kind: 'error', status: 407 });

const pathOnly = (path: string): string => path.split(/[?#]/, 1)[0] ?? '';

type Profile = SessionInfo['profile_info'];

/**
 * "Active subscription" (SPEC 4.2): a paid plan in good standing (plan_status active). A trial is
 * not one: the trial banner's "Upgrade now" must reach the upgrade page, and so must past_due.
 */
const hasActiveSubscription = (profile: Profile): boolean =>
  profile.subscription_info?.plan_status === 'active';

/**
 * SPEC 4.1 step 3, for people who never onboarded: the welcome form creates their first
 * workspace. An invited teammate already works in the inviting workspace, whose subscription
 * covers them: no welcome form and no plan page for them (issue 14), whatever has_onboarded says.
 */
export const needsWelcome = (profile: Profile): boolean =>
  !profile.has_onboarded &&
  !(profile.current_workspace !== null && profile.subscription_info !== null);

/** The recruiting partner's one page (decision 051): their projects, submit form, submissions. */
export const PARTNER_PORTAL_PATH = '/app/partner';

/** A recruiting partner in their current workspace: the only role holding the portal permission. */
export const isPartnerSession = (profile: Profile): boolean =>
  profile.permissions.includes('partner:submissions:create');

/**
 * SPEC 4.1, in order; a recruiting partner reaches the partner portal and nothing else of the app
 * (the workspace's plan covers them: no welcome form, no plan page).
 */
const authenticate = ({ session, path }: GuardContext): GuardResult => {
  if (!session) return redirect('/login');
  const profile = session.profile_info;
  if (!profile.is_allowed) return limitedAccess();
  const onPortal = pathOnly(path) === PARTNER_PORTAL_PATH;
  if (isPartnerSession(profile)) return onPortal ? allow : redirect(PARTNER_PORTAL_PATH);
  if (onPortal) return redirect('/app');
  if (needsWelcome(profile)) return redirect('/app/welcome');
  if (profile.subscription_info === null) return redirect('/app/upgrade?source=onboarding');
  if (profile.subscription_info.plan_status === 'canceled') return redirect('/app/upgrade');
  return allow;
};

/**
 * The admin console (/app/admin, decision 016): platform admins only. It does not need a
 * workspace or a plan of the admin's own; anyone else finds no such page.
 */
const admin = ({ session }: GuardContext): GuardResult => {
  if (!session) return redirect('/login');
  if (!session.profile_info.is_allowed) return limitedAccess();
  if (!session.profile_info.is_admin)
    return { kind: 'error', status: 404, message: PAGE_NOT_FOUND_MESSAGE };
  return allow;
};

/** SPEC 2.2: /app/campaigns redirects to /app/projects. */
const campaignRedirect = ({ path }: GuardContext): GuardResult => {
  const p = pathOnly(path);
  return p === '/app/campaigns' || p.startsWith('/app/campaigns/')
    ? redirect('/app/projects')
    : allow;
};

/** SPEC 2.2 / 5: step_type must be one of the eight step types, otherwise 404. */
const campaignStep = ({ query }: GuardContext): GuardResult =>
  isStepType(query.step_type)
    ? allow
    : { kind: 'error', status: 404, message: PAGE_NOT_FOUND_MESSAGE };

/** SPEC 2.2: checkout=cancelled → /app/upgrade; checkout=success waits 2 s before showing. */
const checkoutConfirmation = ({ query }: GuardContext): GuardResult => {
  if (query.checkout === 'cancelled') return redirect('/app/upgrade');
  if (query.checkout === 'success') return { kind: 'delay', ms: CHECKOUT_SUCCESS_DELAY_MS };
  return allow;
};

/** SPEC 2.2: a guest-only page redirects to /app if a session exists. */
const guest = ({ session }: GuardContext): GuardResult => (session ? redirect('/app') : allow);

/** SPEC 2.2: the homepage guard redirects everyone to /app. */
const homepage = (): GuardResult => redirect('/app');

/**
 * SPEC 2.2 (/app/welcome): no session → /login; already onboarded (or an invited member of a
 * workspace with a subscription, see needsWelcome) → /app.
 * A restricted account (is_allowed false) gets 407 before the onboarding check, as in SPEC 4.1.
 */
const onboarding = ({ session }: GuardContext): GuardResult => {
  if (!session) return redirect('/login');
  const profile = session.profile_info;
  if (!profile.is_allowed) return limitedAccess();
  if (!needsWelcome(profile)) return redirect('/app');
  return allow;
};

/**
 * SPEC 4.2, each branch in SPEC's order. The page needs a session: without one it goes to /login
 * (as every signed-in page, SPEC 4.1 step 1).
 */
const upgrade = ({ session, query }: GuardContext): GuardResult => {
  if (!session) return redirect('/login');
  const profile = session.profile_info;
  if (query.source === 'onboarding') {
    if (hasActiveSubscription(profile))
      return redirect('/app/checkout-confirmation?checkout=success');
    if (needsWelcome(profile)) return redirect('/app/welcome');
    if (!profile.is_allowed) return limitedAccess();
    return allow;
  }
  if (needsWelcome(profile)) return redirect('/app/welcome');
  if (!profile.is_allowed) return limitedAccess();
  if (hasActiveSubscription(profile)) return redirect('/app');
  return allow;
};

const PROJECT_HOME = /^\/app\/projects\/[^/]+$/;

/**
 * Project home (/app/projects/{id}) opens the project's pipeline, whatever its agent and count:
 * the candidate search is not built yet, and the empty pipeline offers the ways to add candidates
 * (CSV, resumes, one by hand). Without a loaded project, or on a path that is not a project home,
 * the guard allows (the page loads the project first).
 */
const projectDefaultPageRedirect = ({ path, project }: GuardContext): GuardResult => {
  const home = pathOnly(path).replace(/\/+$/, '');
  if (!project || !PROJECT_HOME.test(home)) return allow;
  return redirect(`${home}/pipeline`);
};

const GUARDS: Record<GuardName, (ctx: GuardContext) => GuardResult> = {
  admin,
  authenticate,
  'campaign-redirect': campaignRedirect,
  'campaign-step': campaignStep,
  'checkout-confirmation': checkoutConfirmation,
  guest,
  homepage,
  onboarding,
  'project-default-page-redirect': projectDefaultPageRedirect,
  upgrade,
};

/** Runs one named guard. An unknown name is a 500 'Unknown middleware {name}' (SPEC 2.2 / 8). */
export const runGuard = (name: string, ctx: GuardContext): GuardResult =>
  isGuardName(name)
    ? GUARDS[name](ctx)
    : { kind: 'error', status: 500, message: `Unknown middleware ${name}` };

/**
 * Runs guards in order and returns the first result that is not `allow` (a `delay` too: the page
 * waits, then shows). All allow → `allow`.
 */
export const runGuards = (names: readonly string[], ctx: GuardContext): GuardResult => {
  for (const name of names) {
    const result = runGuard(name, ctx);
    if (result.kind !== 'allow') return result;
  }
  return allow;
};
