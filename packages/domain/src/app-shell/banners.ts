import { formatMonthDay } from '../format/format-date';
import type { SubscriptionInfo } from '../workspaces/subscription.schema';

export type BannerInput = {
  mailboxes: {
    connected: number;
    enabled: number;
    /** The address of a mailbox paused after too many bounces, or null when none is. */
    pausedEmail?: string | null;
  };
  /** The professional-network (LinkedIn) account's error_message, or null when it has none. */
  linkedinErrorMessage: string | null;
  subscription: SubscriptionInfo | null;
  permissions: string[];
  /** The credit balance and the plan's monthly credits; null while unknown (no banner). */
  credits?: { balance: number; monthly: number } | null;
};

export type BannerId =
  | 'no_mailbox'
  | 'mailboxes_disabled'
  | 'mailbox_paused'
  | 'linkedin_error'
  | 'trialing'
  | 'past_due'
  | 'low_credits';

export type Banner = {
  id: BannerId;
  text: string;
  action: { label: string; href: string };
};

export const BILLING_PERMISSION = 'workspace:billing:edit';

const COUNT = new Intl.NumberFormat('en-US');

export const BANNER_TEXTS = {
  no_mailbox: 'Connect your mailbox to send emails, track opens, and get timely replies!',
  mailboxes_disabled:
    "That's a bummer. Your mailboxes are disabled, enable to send email or launch a campaign.",
  mailbox_paused: (email: string) =>
    `Sending from ${email} is paused because too many of its e-mails bounced. Check the addresses, then enable it again.`,
  trialing: (date: string) =>
    `Your free trial ends on ${date}. Enjoying your Free Trial? Unlock all features now!`,
  past_due: 'Your payment is due. Continue enjoying uninterrupted access!',
  low_credits: (balance: number, monthly: number, trial: boolean, canBill: boolean) =>
    `You have ${COUNT.format(balance)} credit${balance === 1 ? '' : 's'} left ` +
    `(${Math.floor((balance * 100) / monthly)} % of ${trial ? "the trial's" : "this month's"} ${COUNT.format(monthly)}). ` +
    (canBill
      ? 'Buy credits or upgrade to keep your agents running.'
      : 'Ask a workspace owner or admin to buy credits or upgrade.'),
} as const;

/** The low-credits banner applies at or below this share of the plan's monthly credits. */
export const LOW_CREDITS_PERCENT = 10;

/**
 * Low on credits (issue 16, decision 024): balance ≤ 10 % of the plan's monthly credits (the
 * trial's grant on the trial), for any plan that grants credits and is not canceled.
 */
export const isLowOnCredits = (
  credits: BannerInput['credits'],
  subscription: SubscriptionInfo | null,
) =>
  Boolean(
    credits &&
    subscription &&
    subscription.plan_status !== 'canceled' &&
    credits.monthly > 0 &&
    credits.balance * 100 <= credits.monthly * LOW_CREDITS_PERCENT,
  );

const LOW_CREDITS_ACTIONS = {
  trial: { label: 'Upgrade now', href: '/app/upgrade' },
  enterprise: { label: 'Contact support', href: '/app/book-a-demo' },
  paid: { label: 'Buy credits', href: '/app/billing' },
  member: { label: 'See credits', href: '/app/settings#billing' },
} as const;

/**
 * SPEC 2.3 top banners, in priority order; only the first that applies is returned. A mailbox
 * paused after too many bounces (not in SPEC) comes right after the disabled-mailboxes banner;
 * low credits (issue 16) comes last.
 * `formatDate` formats the trial end (default: 'MMM D' in UTC). The trialing banner needs a valid
 * current_period_end; without one it does not apply.
 */
export const pickBanner = (
  input: BannerInput,
  formatDate: (isoDate: string) => string = formatMonthDay,
): Banner | null => {
  const { mailboxes, linkedinErrorMessage, subscription, permissions } = input;

  if (mailboxes.connected <= 0) {
    return {
      id: 'no_mailbox',
      text: BANNER_TEXTS.no_mailbox,
      action: { label: 'Connect mailbox', href: '/app/connect-mailbox' },
    };
  }
  if (mailboxes.enabled <= 0) {
    return {
      id: 'mailboxes_disabled',
      text: BANNER_TEXTS.mailboxes_disabled,
      action: { label: 'Enable now', href: '/app/settings#mailbox' },
    };
  }
  if (mailboxes.pausedEmail) {
    return {
      id: 'mailbox_paused',
      text: BANNER_TEXTS.mailbox_paused(mailboxes.pausedEmail),
      action: { label: 'Review mailbox', href: '/app/settings#mailbox' },
    };
  }
  if (linkedinErrorMessage) {
    return {
      id: 'linkedin_error',
      text: linkedinErrorMessage,
      action: { label: 'Re-connect Linkedin', href: '/app/connect-linkedin' },
    };
  }
  const canBill = permissions.includes(BILLING_PERMISSION);
  if (canBill && subscription?.plan_status === 'trialing' && subscription.current_period_end) {
    const date = formatDate(subscription.current_period_end);
    if (date) {
      return {
        id: 'trialing',
        text: BANNER_TEXTS.trialing(date),
        action: { label: 'Upgrade now', href: '/app/upgrade' },
      };
    }
  }
  if (canBill && subscription?.plan_status === 'past_due') {
    return {
      id: 'past_due',
      text: BANNER_TEXTS.past_due,
      // With Stripe, the unpaid invoice's hosted page; otherwise the billing section.
      action: { label: 'Pay now', href: subscription.pay_url ?? '/app/settings#billing' },
    };
  }

  if (input.credits && subscription && isLowOnCredits(input.credits, subscription)) {
    const plan = subscription.plan_name;
    return {
      id: 'low_credits',
      text: BANNER_TEXTS.low_credits(
        input.credits.balance,
        input.credits.monthly,
        plan === 'trial',
        canBill,
      ),
      action: !canBill
        ? LOW_CREDITS_ACTIONS.member
        : plan === 'trial'
          ? LOW_CREDITS_ACTIONS.trial
          : plan === 'enterprise'
            ? LOW_CREDITS_ACTIONS.enterprise
            : LOW_CREDITS_ACTIONS.paid,
    };
  }
  return null;
};
