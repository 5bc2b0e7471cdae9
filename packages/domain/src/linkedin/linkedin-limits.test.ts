import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LINKEDIN_LIMITS,
  actionGapSeconds,
  effectiveLimits,
  limitUsage,
  linkedinLimitsSchema,
  remainingActions,
  spaceActions,
} from './linkedin-limits';

describe('remainingActions', () => {
  it('allows 20 invitations a day and 100 a week by default', () => {
    const limits = DEFAULT_LINKEDIN_LIMITS;
    expect(remainingActions('auto_linkedin_invite', limits, { day: {}, week: {} })).toBe(20);
    const day = { auto_linkedin_invite: 19 };
    expect(remainingActions('auto_linkedin_invite', limits, { day, week: day })).toBe(1);
    const full = { auto_linkedin_invite: 20 };
    expect(remainingActions('auto_linkedin_invite', limits, { day: full, week: full })).toBe(0);
    expect(
      remainingActions('auto_linkedin_invite', limits, {
        day: { auto_linkedin_invite: 2 },
        week: { auto_linkedin_invite: 99 },
      }),
    ).toBe(1);
  });

  it('counts each kind against its own daily limit', () => {
    const counts = {
      day: { auto_linkedin_profile_view: 80, auto_linkedin_message_send: 49 },
      week: {},
    };
    expect(remainingActions('auto_linkedin_profile_view', DEFAULT_LINKEDIN_LIMITS, counts)).toBe(0);
    expect(remainingActions('auto_linkedin_message_send', DEFAULT_LINKEDIN_LIMITS, counts)).toBe(1);
    expect(remainingActions('auto_linkedin_profile_follow', DEFAULT_LINKEDIN_LIMITS, counts)).toBe(
      30,
    );
  });

  it('never goes below zero when a lowered limit is already passed', () => {
    const limits = { ...DEFAULT_LINKEDIN_LIMITS, follows_per_day: 5 };
    const counts = { day: { auto_linkedin_profile_follow: 9 }, week: {} };
    expect(remainingActions('auto_linkedin_profile_follow', limits, counts)).toBe(0);
  });
});

describe('limits bounds', () => {
  it('accepts lower limits and refuses anything above the defaults', () => {
    expect(
      linkedinLimitsSchema.safeParse({ ...DEFAULT_LINKEDIN_LIMITS, messages_per_day: 10 }).success,
    ).toBe(true);
    const above = linkedinLimitsSchema.safeParse({
      ...DEFAULT_LINKEDIN_LIMITS,
      invitations_per_day: 21,
    });
    expect(above.success).toBe(false);
    expect(above.error?.issues[0]?.message).toBe('At most 20.');
  });

  it('refuses fewer weekly invitations than daily ones', () => {
    const parsed = linkedinLimitsSchema.safeParse({
      ...DEFAULT_LINKEDIN_LIMITS,
      invitations_per_day: 10,
      invitations_per_week: 5,
    });
    expect(parsed.error?.issues[0]?.message).toBe(
      'The weekly invitations must be at least the daily ones.',
    );
  });

  it('reads stored limits back within bounds', () => {
    expect(effectiveLimits(null)).toEqual(DEFAULT_LINKEDIN_LIMITS);
    expect(effectiveLimits({ messages_per_day: 500, follows_per_day: 3 })).toMatchObject({
      messages_per_day: 50,
      follows_per_day: 3,
    });
  });
});

describe('gaps between actions', () => {
  it('draws gaps of 1 to 4 minutes', () => {
    expect(actionGapSeconds(0)).toBe(60);
    expect(actionGapSeconds(0.5)).toBe(150);
    expect(actionGapSeconds(0.999999)).toBe(240);
    expect(actionGapSeconds(7)).toBe(240);
  });

  it('spaces claimed actions from the cursor, never before now', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const draws = [0, 1, 0.5];
    let at = 0;
    const random = () => draws[at++] ?? 0;
    const spaced = spaceActions(now, new Date('2026-03-02T09:00:00Z'), 3, random);
    expect(spaced.times.map((time) => time.toISOString())).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-03-02T10:01:00.000Z',
      '2026-03-02T10:05:00.000Z',
    ]);
    expect(spaced.nextCursor.toISOString()).toBe('2026-03-02T10:07:30.000Z');
    const later = spaceActions(now, new Date('2026-03-02T10:03:00Z'), 1, () => 0);
    expect(later.times[0]?.toISOString()).toBe('2026-03-02T10:03:00.000Z');
  });
});

describe('limitUsage', () => {
  it('lists every limit with what was used and what is left, never below zero', () => {
    const limits = { ...DEFAULT_LINKEDIN_LIMITS, messages_per_day: 10 };
    const usage = limitUsage(limits, {
      day: { auto_linkedin_invite: 3, auto_linkedin_message_send: 12 },
      week: { auto_linkedin_invite: 41, auto_linkedin_message_send: 30 },
    });
    expect(usage).toEqual([
      { type: 'auto_linkedin_invite', period: 'day', used: 3, limit: 20, remaining: 17 },
      { type: 'auto_linkedin_invite', period: 'week', used: 41, limit: 100, remaining: 59 },
      { type: 'auto_linkedin_profile_view', period: 'day', used: 0, limit: 80, remaining: 80 },
      { type: 'auto_linkedin_message_send', period: 'day', used: 12, limit: 10, remaining: 0 },
      { type: 'auto_linkedin_profile_follow', period: 'day', used: 0, limit: 30, remaining: 30 },
    ]);
  });
});
