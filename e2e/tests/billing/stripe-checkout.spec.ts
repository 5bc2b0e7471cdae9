import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { planByName } from '@hirelane/domain/billing/plans';
import { startFakeStripe, type FakeStripe } from '@hirelane/test-servers/fake-stripe/fake-stripe';
import { completeOnboarding } from '../../support/onboard-user';
import { freePort } from '../../support/free-port';
import { startServer, type ServerProcess } from '../../support/start-server';

/**
 * Payments through Stripe (issue 16): a server of its own, configured for a fake Stripe that
 * serves the hosted Checkout page and posts signed webhooks to that server. The suite's global
 * server keeps the local billing provider.
 */

const WEBHOOK_SECRET = 'whsec_e2e_hirelane';
const PRICES = { starter: 'price_e2e_starter', pro: 'price_e2e_pro', topUp: 'price_e2e_credits' };

let fake: FakeStripe;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  fake = await startFakeStripe({
    webhookSecret: WEBHOOK_SECRET,
    webhook: `http://127.0.0.1:${port}/api/billing/stripe/webhook`,
    prices: {
      [PRICES.starter]: planByName('starter').priceCents ?? 0,
      [PRICES.pro]: planByName('pro').priceCents ?? 0,
      [PRICES.topUp]: 1000,
    },
  });
  dataDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-stripe-'));
  // The embedded PostgreSQL may run as another OS user (it refuses root): let it through.
  await chmod(dataDir, 0o755);
  server = await startServer({
    rootDir: process.env.E2E_ROOT_DIR ?? path.resolve(import.meta.dirname, '../../..'),
    port,
    readyTimeoutMs: 90_000,
    env: {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // No SMTP: sign-in links are read from this server's dev outbox.
      SMTP_URL: '',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_STARTER: PRICES.starter,
      STRIPE_PRICE_PRO: PRICES.pro,
      STRIPE_PRICE_CREDITS_TOPUP: PRICES.topUp,
      STRIPE_API_BASE: fake.url,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
});

const signInLink = async (page: Page, email: string): Promise<string> => {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const outbox = (await (await fetch(`${server.url}/dev/outbox.json`)).json()) as {
        data: { to: string; text: string }[];
      };
      const mail = outbox.data.find((entry) => entry.to === email);
      link = mail?.text.match(/https?:\/\/\S+\/login\/verify\?\S+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
};

const balanceIn = async (page: Page): Promise<number> => {
  await page.goto(`${server.url}/app/settings#billing`);
  const balance = page.getByTestId('credit-balance');
  await expect(balance).toHaveText(/ left of /);
  return Number(((await balance.textContent()) ?? '').split(' left')[0]?.replace(/,/g, ''));
};

test('trial → Pro through Stripe Checkout, a credit pack, a failed renewal paid, a cancel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.91.0.1' });
  await page.goto(await signInLink(page, 'stripe-buyer@example.test'));
  await completeOnboarding(page, { company: 'Stripe Buyers' });

  await page.goto(`${server.url}/app/upgrade`);
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  // Stripe's hosted Checkout (the fake's page), outside the app.
  await expect(page).toHaveURL(new RegExp(`^${fake.url}/pay/checkout/`));
  await expect(page.getByText('249.00 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/app\/checkout-confirmation\?checkout=success$/);
  await expect(page.getByRole('heading', { name: 'You’re all set!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('confirmed-plan')).toHaveText('Pro');

  await page.goto(`${server.url}/app/billing`);
  await expect(page.getByTestId('billing-plan')).toHaveText('Pro');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByTestId('payment-method')).toHaveText('VISA ending in 4242');
  const invoice = page.getByTestId('invoice-row');
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText('$249.00');
  await expect(invoice).toContainText('Paid');
  await expect(invoice.getByRole('link', { name: /^PDF of invoice / })).toHaveAttribute(
    'href',
    new RegExp(`^${fake.url}/files/invoice/`),
  );
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();

  const before = await balanceIn(page);
  await page.getByRole('button', { name: /^Buy 500 credits/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${fake.url}/pay/checkout/`));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/app\/billing\?top_up=success$/);
  await expect(page.getByText('Bought credits do not expire.').first()).toBeVisible();
  await expect.poll(() => balanceIn(page)).toBe(before + 500);
  // The ledger in the Usage section lists the pack among the plan's grant.
  const ledger = page.locator('#usage').getByRole('row');
  await expect(ledger.filter({ hasText: 'Credits bought (never expire)' })).toContainText('+500');

  // The next renewal's payment fails: past due, Pay now opens the unpaid invoice's page.
  const subscription = [...fake.subscriptions.values()].at(-1)!;
  const { invoice: unpaid } = await fake.renew(subscription.id, { failPayment: true });
  await page.goto(`${server.url}/app/billing`);
  await expect(page.getByText('Payment due', { exact: true })).toBeVisible();
  await page.getByRole('alert').getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(unpaid.hosted_invoice_url as string);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.locator('[data-status="paid"]')).toBeVisible();
  await page.goto(`${server.url}/app/billing`);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('invoice-row')).toHaveCount(2);

  // Cancel in the Customer Portal: back in the app, the team is sent to the plans (SPEC 4.1).
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(new RegExp(`^${fake.url}/pay/portal/`));
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL(/\/app\/upgrade$/);
  await expect(page.getByRole('button', { name: 'Choose Pro' })).toBeVisible();
});
