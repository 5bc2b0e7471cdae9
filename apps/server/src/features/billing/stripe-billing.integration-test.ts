import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '@hirelane/test-servers/fake-stripe/fake-stripe';
import { pickBanner } from '@hirelane/domain/app-shell/banners';
import { runGuard } from '@hirelane/domain/app-shell/guards';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import { planByName } from '@hirelane/domain/billing/plans';
import {
  billingDetailsSchema,
  type Balance,
  type BillingDetails,
} from '@hirelane/domain/billing/subscription.schema';
import { call, createWorkspaceAs, signIn, type TestApp } from '../../../test/test-app';
import {
  createStripeTestApp,
  STRIPE_TEST_PRICES,
  STRIPE_TEST_WEBHOOK_SECRET,
} from './stripe.test-kit';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook-routes';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
});
afterAll(async () => {
  await close();
});

let signIns = 0;
const owner = async (name: string) => {
  const cookie = await signIn(t, `${name}@stripe.example.com`, `10.70.${signIns++}.1`);
  const workspace = await createWorkspaceAs(t, cookie, `${name} Ltd`);
  const trial = await call(t, 'POST', '/api/subscription/start-trial', { cookie, workspace });
  expect(trial.statusCode, trial.body).toBe(200);
  return { cookie, workspace };
};

type Owner = Awaited<ReturnType<typeof owner>>;

const sessionInfo = async ({ cookie }: Owner): Promise<SessionInfo> =>
  (await call(t, 'GET', '/sessioninfo', { cookie })).json().data as SessionInfo;

const details = async ({ cookie, workspace }: Owner): Promise<BillingDetails> => {
  const response = await call(t, 'GET', '/api/subscription/billing-details', {
    cookie,
    workspace,
  });
  expect(response.statusCode, response.body).toBe(200);
  return billingDetailsSchema.parse(response.json().data);
};

const balance = async ({ cookie, workspace }: Owner): Promise<Balance> =>
  (await call(t, 'GET', '/api/subscription/balance', { cookie, workspace })).json().data as Balance;

const ledger = async ({ workspace }: Owner) =>
  (
    await t.pool.query<{ reason: string; amount: number; key: string; expires: Date | null }>(
      `select reason, amount, idempotency_key as key, expires_at as expires
         from credit_ledger where workspace_id = $1 and kind = 'grant' order by created_at`,
      [workspace],
    )
  ).rows;

const workspaceRow = async ({ workspace }: Owner) =>
  (
    await t.pool.query<{
      plan_name: string;
      plan_status: string;
      current_period_end: Date;
      pay_url: string | null;
      stripe_subscription_id: string | null;
    }>(
      `select plan_name, plan_status, current_period_end, pay_url, stripe_subscription_id
         from workspace where id = $1`,
      [workspace],
    )
  ).rows[0]!;

/** Checks out `plan` and pays on the fake Checkout page; answers the subscription id. */
const subscribe = async (who: Owner, plan: 'starter' | 'pro' = 'pro'): Promise<string> => {
  const checkout = await call(t, 'POST', '/api/subscription/checkout', {
    ...who,
    body: { plan_name: plan },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { redirect_url, provider } = checkout.json().data as {
    redirect_url: string;
    provider: string;
  };
  expect(provider).toBe('stripe');
  expect(redirect_url.startsWith(`${fake.url}/pay/checkout/`)).toBe(true);
  const session = await fake.completeCheckout(redirect_url.split('/').at(-1)!);
  expect(session.success_url).toBe(
    'http://localhost:3000/app/checkout-confirmation?checkout=success',
  );
  expect(session.cancel_url).toBe(
    'http://localhost:3000/app/checkout-confirmation?checkout=cancelled',
  );
  expect(session.client_reference_id).toBe(who.workspace);
  return session.subscription as string;
};

const PRO_CREDITS = planByName('pro').creditsPerMonth;

/** Delivers a stored event again, signed, and answers what the webhook did with it. */
const redeliver = async (eventId: string): Promise<string> => {
  const event = fake.webhooks.events.find((candidate) => candidate.id === eventId)!;
  const payload = JSON.stringify(event);
  const response = await t.fastify.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': new Stripe('sk_test_x').webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_TEST_WEBHOOK_SECRET,
      }),
    },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ outcome: string }>().outcome;
};

describe('Stripe checkout and webhooks', () => {
  it('checkout → webhook → active, with the plan credits, the card and the invoice', async () => {
    const who = await owner('checkout');
    const before = await balance(who);
    await subscribe(who);
    expect(fake.webhooks.deliveries.every((delivery) => delivery.status === 200)).toBe(true);

    const info = (await sessionInfo(who)).profile_info.subscription_info;
    expect(info).toMatchObject({ plan_name: 'pro', plan_status: 'active' });
    expect(Date.parse(info?.current_period_end ?? '')).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );
    expect((await balance(who)).balance).toBe(before.balance + PRO_CREDITS);

    const billing = await details(who);
    expect(billing).toMatchObject({
      provider: 'stripe',
      plan_name: 'pro',
      plan_status: 'active',
      payment_method: { brand: 'visa', last4: '4242' },
      portal_available: true,
      pay_url: null,
    });
    expect(billing.invoices).toHaveLength(1);
    expect(billing.invoices[0]).toMatchObject({
      status: 'paid',
      amount_cents: planByName('pro').priceCents,
      currency: 'usd',
    });
    expect(billing.invoices[0]?.pdf_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/invoice\//);

    // Another checkout while subscribed goes to the portal (a plan change), not a second subscription.
    const again = await call(t, 'POST', '/api/subscription/checkout', {
      ...who,
      body: { plan_name: 'starter' },
    });
    expect((again.json().data as { redirect_url: string }).redirect_url).toContain('/pay/portal/');
    const portal = await call(t, 'POST', '/api/subscription/portal', { ...who, body: {} });
    expect(portal.statusCode, portal.body).toBe(200);
    expect((portal.json().data as { redirect_url: string }).redirect_url).toContain('/pay/portal/');
  });

  it('grants renewal credits once, even when the webhook is delivered twice or out of order', async () => {
    const who = await owner('renewal');
    const subscription = await subscribe(who);
    const firstEnd = (await workspaceRow(who)).current_period_end;

    const { invoice, events } = await fake.renew(subscription);
    expect(await redeliver(events[0]!.id)).toBe('replayed');
    let grants = (await ledger(who)).filter((entry) => entry.reason === 'plan_grant');
    expect(grants.map((grant) => grant.key)).toEqual([
      expect.stringMatching(/^stripe_invoice:in_/),
      `stripe_invoice:${invoice.id}`,
    ]);
    expect(grants[1]?.amount).toBe(PRO_CREDITS);
    const secondEnd = (await workspaceRow(who)).current_period_end;
    expect(secondEnd.getTime()).toBeGreaterThan(firstEnd.getTime());
    expect(grants[1]?.expires?.getTime()).toBe(secondEnd.getTime());

    // The next renewal's events arrive newest first, and an old subscription event comes late.
    fake.webhooks.holding = true;
    const third = await fake.renew(subscription);
    await fake.webhooks.release((held) => [...held].reverse());
    const stale = events[1]!; // customer.subscription.updated of the second period
    expect(await fake.webhooks.replay(stale.id)).toBe(200);
    const row = await workspaceRow(who);
    expect(row.plan_status).toBe('active');
    expect(row.current_period_end.getTime()).toBeGreaterThan(secondEnd.getTime());
    grants = (await ledger(who)).filter((entry) => entry.reason === 'plan_grant');
    expect(grants).toHaveLength(3);
    expect(grants[2]?.key).toBe(`stripe_invoice:${third.invoice.id}`);
    const processed = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from stripe_event where workspace_id = $1`,
      [who.workspace],
    );
    // Checkout (3 events) and two renewals (2 each): every event once, replays not again.
    expect(processed.rows[0]?.n).toBe(7);
  });

  it('ends active with one grant whatever order the checkout events arrive in', async () => {
    const who = await owner('reversed');
    fake.webhooks.holding = true;
    await subscribe(who);
    expect((await workspaceRow(who)).plan_status).toBe('trialing');
    await fake.webhooks.release((held) => [...held].reverse());
    expect(await workspaceRow(who)).toMatchObject({ plan_name: 'pro', plan_status: 'active' });
    expect((await ledger(who)).filter((entry) => entry.reason === 'plan_grant')).toHaveLength(1);
  });

  it('applies an event delivered twice at the same moment once', async () => {
    const who = await owner('concurrent');
    const subscription = await subscribe(who);
    fake.webhooks.holding = true;
    const { invoice, events } = await fake.renew(subscription);
    fake.webhooks.held = [];
    fake.webhooks.holding = false;
    const paid = events[0]!;
    const outcomes = await Promise.all([redeliver(paid.id), redeliver(paid.id)]);
    expect(outcomes.sort()).toEqual(['applied', 'replayed']);
    const grants = (await ledger(who)).filter(
      (entry) => entry.key === `stripe_invoice:${invoice.id}`,
    );
    expect(grants).toHaveLength(1);
  });

  it('an upgrade in the portal mid-period grants the difference; a downgrade grants nothing', async () => {
    const who = await owner('change');
    const subscription = await subscribe(who, 'starter');
    const starterCredits = planByName('starter').creditsPerMonth;
    const periodEnd = (await workspaceRow(who)).current_period_end;

    const upgrade = await fake.changePlan(subscription, STRIPE_TEST_PRICES.pro);
    expect(await workspaceRow(who)).toMatchObject({ plan_name: 'pro', plan_status: 'active' });
    let grants = (await ledger(who)).filter((entry) => entry.reason === 'plan_grant');
    expect(grants.map((grant) => [grant.key, grant.amount])).toEqual([
      [expect.stringMatching(/^stripe_invoice:/), starterCredits],
      [`stripe_invoice:${upgrade.invoice.id}`, PRO_CREDITS - starterCredits],
    ]);
    expect(grants[1]?.expires?.getTime()).toBe(periodEnd.getTime());

    await fake.changePlan(subscription, STRIPE_TEST_PRICES.starter);
    expect((await workspaceRow(who)).plan_name).toBe('starter');
    grants = (await ledger(who)).filter((entry) => entry.reason === 'plan_grant');
    expect(grants).toHaveLength(2);
  });

  it('payment failure → past_due with banner 5 on the unpaid invoice → paid → active', async () => {
    const who = await owner('pastdue');
    const subscription = await subscribe(who);
    const { invoice } = await fake.renew(subscription, { failPayment: true });
    const hosted = invoice.hosted_invoice_url as string;

    const session = await sessionInfo(who);
    expect(session.profile_info.subscription_info).toMatchObject({
      plan_status: 'past_due',
      pay_url: hosted,
    });
    const banner = pickBanner({
      mailboxes: { connected: 1, enabled: 1 },
      linkedinErrorMessage: null,
      subscription: session.profile_info.subscription_info,
      permissions: session.profile_info.permissions,
    });
    expect(banner).toMatchObject({ id: 'past_due', action: { label: 'Pay now', href: hosted } });
    expect((await details(who)).pay_url).toBe(hosted);
    // No plan credits for an unpaid period.
    expect((await ledger(who)).filter((entry) => entry.reason === 'plan_grant')).toHaveLength(1);

    await fake.payInvoice(invoice.id);
    const paid = (await sessionInfo(who)).profile_info.subscription_info;
    expect(paid).toMatchObject({ plan_status: 'active' });
    expect(paid?.pay_url ?? null).toBeNull();
    expect((await workspaceRow(who)).pay_url).toBeNull();
    expect((await ledger(who)).filter((entry) => entry.reason === 'plan_grant')).toHaveLength(2);
  });

  it('cancel in the portal → canceled → the team is sent to /app/upgrade', async () => {
    const who = await owner('cancel');
    const subscription = await subscribe(who);
    await fake.cancel(subscription);
    const session = await sessionInfo(who);
    expect(session.profile_info.subscription_info).toMatchObject({
      plan_name: 'pro',
      plan_status: 'canceled',
    });
    expect(runGuard('authenticate', { session, path: '/app', query: {} })).toEqual({
      kind: 'redirect',
      to: '/app/upgrade',
    });
    // A late event of the canceled subscription does not bring it back.
    const created = fake.webhooks.events.find(
      (event) =>
        event.type === 'customer.subscription.created' && event.data.object.id === subscription,
    )!;
    await fake.webhooks.replay(created.id);
    await fake.webhooks.deliver({ ...created, id: `${created.id}_late` });
    expect((await workspaceRow(who)).plan_status).toBe('canceled');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const who = await owner('forged');
    const rowBefore = await workspaceRow(who);
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_forged',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          client_reference_id: who.workspace,
          metadata: { workspace_id: who.workspace, pack_id: 'credits_2000' },
        },
      },
    });
    for (const signature of [`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, '']) {
      const response = await t.fastify.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: forged,
      });
      expect(response.statusCode).toBe(400);
    }
    const events = await t.pool.query(`select 1 from stripe_event where id = 'evt_forged'`);
    expect(events.rowCount).toBe(0);
    expect(await workspaceRow(who)).toEqual(rowBefore);
    expect((await ledger(who)).map((entry) => entry.reason)).toEqual(['trial_grant']);
  });

  it('buys a credit pack: granted once, never expiring', async () => {
    const who = await owner('topup');
    await subscribe(who);
    const before = (await balance(who)).balance;
    const response = await call(t, 'POST', '/api/subscription/top-up', {
      ...who,
      body: { pack_id: 'credits_500' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { redirect_url } = response.json().data as { redirect_url: string };
    const session = await fake.completeCheckout(redirect_url.split('/').at(-1)!);
    expect(session.line_items).toEqual([{ price: 'price_test_credits_100', quantity: '5' }]);
    expect(session.success_url).toBe('http://localhost:3000/app/billing?top_up=success');
    const completed = fake.webhooks.lastEvent('checkout.session.completed')!;
    expect(await redeliver(completed.id)).toBe('replayed');
    // The same session delivered as a new event id (Stripe's own retry) grants nothing either.
    await fake.webhooks.deliver({ ...completed, id: `${completed.id}_retry` });

    expect((await balance(who)).balance).toBe(before + 500);
    const topUps = (await ledger(who)).filter((entry) => entry.reason === 'top_up');
    expect(topUps).toEqual([
      { reason: 'top_up', amount: 500, key: `stripe_checkout:${session.id}`, expires: null },
    ]);
  });
});
