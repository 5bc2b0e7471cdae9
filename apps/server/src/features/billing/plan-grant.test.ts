import { describe, expect, it } from 'vitest';
import { planGrantFor } from './plan-grant';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const periodEnd = new Date(now.getTime() + 20 * DAY_MS);

describe('planGrantFor', () => {
  it('starts a new 30-day period with the full allowance when no paid period is running', () => {
    const fresh = { now, grantedThisPeriod: 0, planCredits: 500 };
    const expected = { periodEnd: new Date(now.getTime() + 30 * DAY_MS), amount: 500 };
    expect(planGrantFor({ ...fresh, currentPeriodEnd: null })).toEqual(expected);
    // A trial period has no plan grants; an ended period is over.
    expect(planGrantFor({ ...fresh, currentPeriodEnd: periodEnd })).toEqual(expected);
    expect(
      planGrantFor({
        ...fresh,
        currentPeriodEnd: new Date(now.getTime() - 1),
        grantedThisPeriod: 2000,
      }),
    ).toEqual(expected);
  });

  it('keeps a running period and tops up to the higher allowance, never more', () => {
    const running = { now, currentPeriodEnd: periodEnd };
    expect(planGrantFor({ ...running, grantedThisPeriod: 500, planCredits: 2000 })).toEqual({
      periodEnd,
      amount: 1500,
    });
    expect(planGrantFor({ ...running, grantedThisPeriod: 2000, planCredits: 500 })).toEqual({
      periodEnd,
      amount: 0,
    });
    expect(planGrantFor({ ...running, grantedThisPeriod: 2000, planCredits: 2000 }).amount).toBe(0);
  });
});
