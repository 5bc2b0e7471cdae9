import { z } from 'zod';

/*
 * Safety limits of one LinkedIn account (decision 045): how many actions of each kind it may
 * perform in a rolling day or week, the random gap between two actions, and the pause after
 * LinkedIn showed a warning. The defaults stay below LinkedIn's known thresholds and are also the
 * maxima: a member may lower them, never raise them.
 */

export const LINKEDIN_ACTION_TYPES = [
  'auto_linkedin_invite',
  'auto_linkedin_profile_view',
  'auto_linkedin_message_send',
  'auto_linkedin_profile_follow',
] as const;
export type LinkedinActionType = (typeof LINKEDIN_ACTION_TYPES)[number];

export const isLinkedinActionType = (type: string): type is LinkedinActionType =>
  (LINKEDIN_ACTION_TYPES as readonly string[]).includes(type);

export type LinkedinLimits = {
  invitations_per_day: number;
  invitations_per_week: number;
  profile_views_per_day: number;
  messages_per_day: number;
  follows_per_day: number;
};

export const DEFAULT_LINKEDIN_LIMITS: LinkedinLimits = {
  invitations_per_day: 20,
  invitations_per_week: 100,
  profile_views_per_day: 80,
  messages_per_day: 50,
  follows_per_day: 30,
};

/** The highest value a member may choose: the defaults themselves. */
export const MAX_LINKEDIN_LIMITS: LinkedinLimits = DEFAULT_LINKEDIN_LIMITS;

const limitField = (max: number) =>
  z.number().int().min(0, 'At least 0.').max(max, `At most ${max}.`);

export const linkedinLimitsSchema = z
  .object({
    invitations_per_day: limitField(MAX_LINKEDIN_LIMITS.invitations_per_day),
    invitations_per_week: limitField(MAX_LINKEDIN_LIMITS.invitations_per_week),
    profile_views_per_day: limitField(MAX_LINKEDIN_LIMITS.profile_views_per_day),
    messages_per_day: limitField(MAX_LINKEDIN_LIMITS.messages_per_day),
    follows_per_day: limitField(MAX_LINKEDIN_LIMITS.follows_per_day),
  })
  .refine((limits) => limits.invitations_per_week >= limits.invitations_per_day, {
    message: 'The weekly invitations must be at least the daily ones.',
    path: ['invitations_per_week'],
  });

/** Stored limits read back: any value out of bounds (or missing) falls back to its default. */
export const effectiveLimits = (stored: Partial<LinkedinLimits> | null | undefined) => {
  const limits = { ...DEFAULT_LINKEDIN_LIMITS };
  for (const key of Object.keys(limits) as (keyof LinkedinLimits)[]) {
    const value = stored?.[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0)
      limits[key] = Math.min(value, MAX_LINKEDIN_LIMITS[key]);
  }
  return limits;
};

/** Actions an account performed (or holds claimed) in the last 24 hours and 7 days, by type. */
export type LinkedinActionCounts = {
  day: Partial<Record<LinkedinActionType, number>>;
  week: Partial<Record<LinkedinActionType, number>>;
};

const DAILY_LIMIT_OF: Record<LinkedinActionType, keyof LinkedinLimits> = {
  auto_linkedin_invite: 'invitations_per_day',
  auto_linkedin_profile_view: 'profile_views_per_day',
  auto_linkedin_message_send: 'messages_per_day',
  auto_linkedin_profile_follow: 'follows_per_day',
};

/** How many more actions of `type` the account may perform now (0 = wait). */
export const remainingActions = (
  type: LinkedinActionType,
  limits: LinkedinLimits,
  counts: LinkedinActionCounts,
): number => {
  const day = limits[DAILY_LIMIT_OF[type]] - (counts.day[type] ?? 0);
  if (type !== 'auto_linkedin_invite') return Math.max(0, day);
  const week = limits.invitations_per_week - (counts.week[type] ?? 0);
  return Math.max(0, Math.min(day, week));
};

/** One limit of the account as /app/connect-linkedin shows it: used and left in its period. */
export type LinkedinLimitUsage = {
  type: LinkedinActionType;
  period: 'day' | 'week';
  used: number;
  limit: number;
  remaining: number;
};

/**
 * Every limit with what the account used of it, counted as the claims count it (a rolling day
 * and week, so what the page says is left is what the extension will be handed).
 */
export const limitUsage = (
  limits: LinkedinLimits,
  counts: LinkedinActionCounts,
): LinkedinLimitUsage[] => {
  const row = (type: LinkedinActionType, period: 'day' | 'week', limit: number) => {
    const used = counts[period][type] ?? 0;
    return { type, period, used, limit, remaining: Math.max(0, limit - used) };
  };
  return [
    row('auto_linkedin_invite', 'day', limits.invitations_per_day),
    row('auto_linkedin_invite', 'week', limits.invitations_per_week),
    row('auto_linkedin_profile_view', 'day', limits.profile_views_per_day),
    row('auto_linkedin_message_send', 'day', limits.messages_per_day),
    row('auto_linkedin_profile_follow', 'day', limits.follows_per_day),
  ];
};

export const MIN_GAP_SECONDS = 60;
export const MAX_GAP_SECONDS = 240;

/** A random gap between two actions of one account: 1 to 4 minutes (`random` in [0, 1)). */
export const actionGapSeconds = (random: number): number =>
  Math.round(
    MIN_GAP_SECONDS + (MAX_GAP_SECONDS - MIN_GAP_SECONDS) * Math.min(1, Math.max(0, random)),
  );

/** How long the account pauses after LinkedIn showed a warning. */
export const WARNING_PAUSE_MS = 24 * 3_600_000;

/**
 * When each of `count` claimed actions may be performed: the first at the account's cursor (or
 * now), each next one a random gap later. Answers the times and the new cursor (one gap after the
 * last action).
 */
export const spaceActions = (
  now: Date,
  cursor: Date | null,
  count: number,
  random: () => number,
): { times: Date[]; nextCursor: Date } => {
  let at = cursor && cursor > now ? cursor : now;
  const times: Date[] = [];
  for (let index = 0; index < count; index += 1) {
    times.push(at);
    at = new Date(at.getTime() + actionGapSeconds(random()) * 1000);
  }
  return { times, nextCursor: at };
};
