import { describe, expect, it } from 'vitest';
import { PLAN_NAMES } from '../workspaces/subscription.schema';
import { PLAN_LIMITS, checkPlanFeature, checkPlanLimit, limitsFor } from './plan-limits';
import { PLANS } from './plans';

describe('PLAN_LIMITS', () => {
  it('gives the trial every Pro limit and feature, with its own credit grant', () => {
    const { creditsPerMonth: trialCredits, ...trial } = PLAN_LIMITS.trial;
    const { creditsPerMonth: proCredits, ...pro } = PLAN_LIMITS.pro;
    expect(trial).toEqual(pro);
    expect(trialCredits).toBeLessThan(proCredits);
  });

  it('keeps AI calls, WhatsApp and Charlie off Starter', () => {
    expect(PLAN_LIMITS.starter.features).toEqual({
      aiCalls: false,
      whatsapp: false,
      charlieInterviews: false,
    });
  });

  it('is the source of the catalogue limits', () => {
    for (const name of PLAN_NAMES) {
      const plan = PLANS.find((candidate) => candidate.name === name);
      const limits = PLAN_LIMITS[name];
      expect(plan).toMatchObject({
        seats: limits.seats,
        activeProjects: limits.activeProjects,
        mailboxes: limits.mailboxes,
        creditsPerMonth: limits.creditsPerMonth,
      });
    }
    expect(PLANS.find((plan) => plan.name === 'starter')?.features).toContain(
      '500 credits a month',
    );
  });

  it('treats a workspace without a subscription as on the trial', () => {
    expect(limitsFor(null)).toBe(PLAN_LIMITS.trial);
  });
});

describe('checkPlanLimit', () => {
  it('allows an addition below the limit and up to it', () => {
    expect(checkPlanLimit('starter', 'seats', 1)).toEqual({ allowed: true });
    expect(checkPlanLimit('starter', 'seats', 2)).toEqual({ allowed: true });
    expect(checkPlanLimit('starter', 'seats', 1, 2)).toEqual({ allowed: true });
  });

  it('refuses at the limit, naming the limit and the plan that lifts it', () => {
    expect(checkPlanLimit('starter', 'seats', 3)).toEqual({
      allowed: false,
      reason: 'Your Starter plan includes 3 seats. Upgrade to Pro for 10.',
    });
    expect(checkPlanLimit('starter', 'activeProjects', 10)).toEqual({
      allowed: false,
      reason:
        'Your Starter plan includes 10 active projects. Upgrade to Pro for unlimited active projects.',
    });
    expect(checkPlanLimit('pro', 'mailboxes', 10)).toEqual({
      allowed: false,
      reason: 'Your Pro plan includes 10 mailboxes. Upgrade to Enterprise for 50.',
    });
  });

  it('says how many are left when a batch is too big', () => {
    expect(checkPlanLimit('starter', 'seats', 1, 3)).toEqual({
      allowed: false,
      reason: 'Your Starter plan includes 3 seats. You have 2 left. Upgrade to Pro for 10.',
    });
  });

  it('keeps usage above the limit after a downgrade but refuses more', () => {
    expect(checkPlanLimit('starter', 'seats', 7).allowed).toBe(false);
    expect(checkPlanLimit('starter', 'seats', 7, 0)).toEqual({ allowed: true });
  });

  it('applies Pro limits to the trial and to a workspace without a plan', () => {
    expect(checkPlanLimit('trial', 'seats', 9)).toEqual({ allowed: true });
    expect(checkPlanLimit('trial', 'seats', 10)).toEqual({
      allowed: false,
      reason: 'Your free trial includes 10 seats. Upgrade to Enterprise for unlimited seats.',
    });
    expect(checkPlanLimit(null, 'mailboxes', 10).allowed).toBe(false);
  });

  it('never limits what a plan leaves unlimited', () => {
    expect(checkPlanLimit('enterprise', 'seats', 10_000, 50)).toEqual({ allowed: true });
  });

  it('has no plan above Enterprise to offer', () => {
    expect(checkPlanLimit('enterprise', 'mailboxes', 50)).toEqual({
      allowed: false,
      reason: 'Your Enterprise plan includes 50 mailboxes. Contact us to raise it.',
    });
  });
});

describe('checkPlanFeature', () => {
  it('allows what the plan includes, and the trial has every Pro feature', () => {
    expect(checkPlanFeature('pro', 'charlieInterviews')).toEqual({ allowed: true });
    expect(checkPlanFeature('trial', 'whatsapp')).toEqual({ allowed: true });
    expect(checkPlanFeature(null, 'aiCalls')).toEqual({ allowed: true });
  });

  it('refuses what the plan lacks, naming the plan that adds it', () => {
    expect(checkPlanFeature('starter', 'charlieInterviews')).toEqual({
      allowed: false,
      reason:
        'Charlie AI interviews are not part of your Starter plan. Upgrade to Pro to use them.',
    });
  });
});
