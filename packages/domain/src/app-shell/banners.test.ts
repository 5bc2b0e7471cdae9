import { describe, expect, it } from 'vitest';
import type { SubscriptionInfo } from '../workspaces/subscription.schema';
import { pickBanner, type BannerInput } from './banners';

const sub = (
  plan_status: SubscriptionInfo['plan_status'],
  current_period_end: string | null = '2025-03-05T23:30:00.000Z',
): SubscriptionInfo => ({ plan_name: 'trial', plan_status, current_period_end });

const BILLING = ['workspace:billing:edit'];

const input = (overrides: Partial<BannerInput> = {}): BannerInput => ({
  mailboxes: { connected: 1, enabled: 1 },
  linkedinErrorMessage: null,
  subscription: sub('active'),
  permissions: BILLING,
  ...overrides,
});

describe('pickBanner (SPEC 2.3)', () => {
  it('1. no mailbox connected', () => {
    expect(pickBanner(input({ mailboxes: { connected: 0, enabled: 0 } }))).toEqual({
      id: 'no_mailbox',
      text: 'Connect your mailbox to send emails, track opens, and get timely replies!',
      action: { label: 'Connect mailbox', href: '/app/connect-mailbox' },
    });
  });

  it('2. all mailboxes disabled', () => {
    expect(pickBanner(input({ mailboxes: { connected: 2, enabled: 0 } }))).toEqual({
      id: 'mailboxes_disabled',
      text: "That's a bummer. Your mailboxes are disabled, enable to send email or launch a campaign.",
      action: { label: 'Enable now', href: '/app/settings#mailbox' },
    });
  });

  it('a paused mailbox (after the SPEC mailbox banners) names its address', () => {
    expect(
      pickBanner(input({ mailboxes: { connected: 2, enabled: 1, pausedEmail: 'jobs@acme.test' } })),
    ).toEqual({
      id: 'mailbox_paused',
      text: 'Sending from jobs@acme.test is paused because too many of its e-mails bounced. Check the addresses, then enable it again.',
      action: { label: 'Review mailbox', href: '/app/settings#mailbox' },
    });
  });

  it('no paused mailbox (null, empty or absent) does not apply', () => {
    for (const pausedEmail of [null, '', undefined]) {
      expect(
        pickBanner(input({ mailboxes: { connected: 1, enabled: 1, pausedEmail } })),
      ).toBeNull();
    }
  });

  it('3. LinkedIn account error message', () => {
    expect(pickBanner(input({ linkedinErrorMessage: 'Session expired, sign in again.' }))).toEqual({
      id: 'linkedin_error',
      text: 'Session expired, sign in again.',
      action: { label: 'Re-connect Linkedin', href: '/app/connect-linkedin' },
    });
  });

  it('3. an empty LinkedIn error message does not apply', () => {
    expect(pickBanner(input({ linkedinErrorMessage: '' }))).toBeNull();
  });

  it('4. trialing with workspace:billing:edit, date MMM D in UTC', () => {
    expect(pickBanner(input({ subscription: sub('trialing') }))).toEqual({
      id: 'trialing',
      text: 'Your free trial ends on Mar 5. Enjoying your Free Trial? Unlock all features now!',
      action: { label: 'Upgrade now', href: '/app/upgrade' },
    });
  });

  it('4. uses a supplied date formatter', () => {
    const banner = pickBanner(input({ subscription: sub('trialing') }), (iso) => `<${iso}>`);
    expect(banner?.text).toBe(
      'Your free trial ends on <2025-03-05T23:30:00.000Z>. Enjoying your Free Trial? Unlock all features now!',
    );
  });

  it('4. trialing without a (valid) period end does not apply', () => {
    expect(pickBanner(input({ subscription: sub('trialing', null) }))).toBeNull();
    expect(pickBanner(input({ subscription: sub('trialing', 'not a date') }))).toBeNull();
  });

  it('5. past_due with workspace:billing:edit', () => {
    expect(pickBanner(input({ subscription: sub('past_due') }))).toEqual({
      id: 'past_due',
      text: 'Your payment is due. Continue enjoying uninterrupted access!',
      action: { label: 'Pay now', href: '/app/settings#billing' },
    });
  });

  it("5. with Stripe, Pay now opens the unpaid invoice's hosted page", () => {
    const pay_url = 'https://invoice.stripe.com/i/acct_1/test_abc';
    expect(pickBanner(input({ subscription: { ...sub('past_due'), pay_url } }))?.action).toEqual({
      label: 'Pay now',
      href: pay_url,
    });
  });

  it('4 and 5 need workspace:billing:edit', () => {
    for (const status of ['trialing', 'past_due'] as const) {
      expect(
        pickBanner(input({ subscription: sub(status), permissions: ['campaign:run'] })),
      ).toBeNull();
    }
  });

  it('none applies → null (active, canceled or no subscription)', () => {
    expect(pickBanner(input())).toBeNull();
    expect(pickBanner(input({ subscription: sub('canceled') }))).toBeNull();
    expect(pickBanner(input({ subscription: null }))).toBeNull();
  });

  describe('priority: only the first that applies', () => {
    const all = input({
      mailboxes: { connected: 0, enabled: 0 },
      linkedinErrorMessage: 'LinkedIn error',
      subscription: sub('past_due'),
    });

    it('no mailbox beats everything', () => {
      expect(pickBanner(all)?.id).toBe('no_mailbox');
    });

    it('disabled mailboxes beat the LinkedIn error and billing', () => {
      expect(pickBanner({ ...all, mailboxes: { connected: 1, enabled: 0 } })?.id).toBe(
        'mailboxes_disabled',
      );
    });

    it('no mailbox and disabled mailboxes beat a paused one', () => {
      expect(
        pickBanner({ ...all, mailboxes: { connected: 0, enabled: 0, pausedEmail: 'a@b.test' } })
          ?.id,
      ).toBe('no_mailbox');
      expect(
        pickBanner({ ...all, mailboxes: { connected: 1, enabled: 0, pausedEmail: 'a@b.test' } })
          ?.id,
      ).toBe('mailboxes_disabled');
    });

    it('a paused mailbox beats the LinkedIn error and billing', () => {
      const paused = { connected: 2, enabled: 1, pausedEmail: 'a@b.test' };
      expect(pickBanner({ ...all, mailboxes: paused })?.id).toBe('mailbox_paused');
      expect(pickBanner({ ...all, mailboxes: paused, subscription: sub('trialing') })?.id).toBe(
        'mailbox_paused',
      );
    });

    it('the LinkedIn error beats trialing and past_due', () => {
      const ok = { ...all, mailboxes: { connected: 1, enabled: 1 } };
      expect(pickBanner(ok)?.id).toBe('linkedin_error');
      expect(pickBanner({ ...ok, subscription: sub('trialing') })?.id).toBe('linkedin_error');
    });

    it('billing banners follow once the others are clear', () => {
      const ok = { ...all, mailboxes: { connected: 1, enabled: 1 }, linkedinErrorMessage: null };
      expect(pickBanner(ok)?.id).toBe('past_due');
      expect(pickBanner({ ...ok, subscription: sub('trialing') })?.id).toBe('trialing');
    });
  });

  describe('low credits (issue 16): balance ≤ 10 % of the monthly credits, last in priority', () => {
    const pro = (plan_status: SubscriptionInfo['plan_status']): SubscriptionInfo => ({
      plan_name: 'pro',
      plan_status,
      current_period_end: '2025-03-05T23:30:00.000Z',
    });
    const low = (balance: number, overrides: Partial<BannerInput> = {}) =>
      pickBanner(
        input({ subscription: pro('active'), credits: { balance, monthly: 2000 }, ...overrides }),
      );

    it('applies at exactly 10 % and below, not one credit above', () => {
      expect(low(200)?.id).toBe('low_credits');
      expect(low(0)?.id).toBe('low_credits');
      expect(low(201)).toBeNull();
    });

    it('the trial measures against its own grant', () => {
      const trial = (balance: number) =>
        pickBanner(
          input({
            subscription: sub('trialing'),
            permissions: ['campaign:run'],
            credits: { balance, monthly: 100 },
          }),
        );
      expect(trial(10)).toEqual({
        id: 'low_credits',
        text: "You have 10 credits left (10 % of the trial's 100). Ask a workspace owner or admin to buy credits or upgrade.",
        action: { label: 'See credits', href: '/app/settings#billing' },
      });
      expect(trial(11)).toBeNull();
    });

    it('billing editors get the way to buy: credits on a paid plan, the upgrade page on the trial, support on enterprise', () => {
      expect(low(1)).toEqual({
        id: 'low_credits',
        text: "You have 1 credit left (0 % of this month's 2,000). Buy credits or upgrade to keep your agents running.",
        action: { label: 'Buy credits', href: '/app/billing' },
      });
      const onTrial = pickBanner(
        input({
          subscription: { ...sub('active'), plan_name: 'trial' },
          credits: { balance: 5, monthly: 100 },
        }),
      );
      expect(onTrial?.action).toEqual({ label: 'Upgrade now', href: '/app/upgrade' });
      const enterprise = pickBanner(
        input({
          subscription: { ...pro('active'), plan_name: 'enterprise' },
          credits: { balance: 1_000, monthly: 10_000 },
        }),
      );
      expect(enterprise?.text).toBe(
        "You have 1,000 credits left (10 % of this month's 10,000). Buy credits or upgrade to keep your agents running.",
      );
      expect(enterprise?.action).toEqual({ label: 'Contact support', href: '/app/book-a-demo' });
    });

    it('does not apply without a known balance, a plan granting credits, or on a canceled plan', () => {
      expect(low(0, { credits: null })).toBeNull();
      expect(low(0, { credits: undefined })).toBeNull();
      expect(low(0, { credits: { balance: 0, monthly: 0 } })).toBeNull();
      expect(low(0, { subscription: pro('canceled') })).toBeNull();
      expect(low(0, { subscription: null })).toBeNull();
    });

    it('every other banner outranks it', () => {
      expect(low(0, { subscription: pro('past_due') })?.id).toBe('past_due');
      expect(low(0, { subscription: { ...pro('trialing'), plan_name: 'trial' } })?.id).toBe(
        'trialing',
      );
      expect(low(0, { linkedinErrorMessage: 'LinkedIn error' })?.id).toBe('linkedin_error');
      expect(low(0, { mailboxes: { connected: 1, enabled: 1, pausedEmail: 'a@b.test' } })?.id).toBe(
        'mailbox_paused',
      );
      expect(low(0, { mailboxes: { connected: 1, enabled: 0 } })?.id).toBe('mailboxes_disabled');
      expect(low(0, { mailboxes: { connected: 0, enabled: 0 } })?.id).toBe('no_mailbox');
    });

    it('shows to members without billing permission when past_due does not', () => {
      expect(
        low(0, { subscription: pro('past_due'), permissions: ['campaign:run'] })?.action,
      ).toEqual({ label: 'See credits', href: '/app/settings#billing' });
    });
  });
});
