import { startFakeStripe, type FakeStripe } from '@hirelane/test-servers/fake-stripe/fake-stripe';
import { PLANS } from '@hirelane/domain/billing/plans';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook-routes';

export const STRIPE_TEST_PRICES = {
  starter: 'price_test_starter',
  pro: 'price_test_pro',
  creditsTopUp: 'price_test_credits_100',
};
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_hirelane';

const priceCents = (name: 'starter' | 'pro') =>
  PLANS.find((plan) => plan.name === name)?.priceCents ?? 0;

/** The environment of an app whose payments go through the fake Stripe at `apiBase`. */
export const stripeTestEnv = (apiBase: string): Record<string, string> => ({
  STRIPE_SECRET_KEY: 'sk_test_hirelane',
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_PRICE_STARTER: STRIPE_TEST_PRICES.starter,
  STRIPE_PRICE_PRO: STRIPE_TEST_PRICES.pro,
  STRIPE_PRICE_CREDITS_TOPUP: STRIPE_TEST_PRICES.creditsTopUp,
  STRIPE_API_BASE: apiBase,
});

export const fakeStripePrices = {
  [STRIPE_TEST_PRICES.starter]: priceCents('starter'),
  [STRIPE_TEST_PRICES.pro]: priceCents('pro'),
  [STRIPE_TEST_PRICES.creditsTopUp]: 1000,
};

/**
 * The app on a fresh database with Stripe configured, and a fake Stripe that delivers its
 * signed webhook events to the app in process.
 */
export const createStripeTestApp = async (): Promise<{
  t: TestApp;
  fake: FakeStripe;
  close: () => Promise<void>;
}> => {
  const started: { app?: TestApp } = {};
  const fake = await startFakeStripe({
    webhookSecret: STRIPE_TEST_WEBHOOK_SECRET,
    prices: fakeStripePrices,
    webhook: async (payload, signature) => {
      if (!started.app) throw new Error('the app is not started yet');
      const response = await started.app.fastify.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      return response.statusCode;
    },
  });
  const t = await createTestApp(stripeTestEnv(fake.url));
  started.app = t;
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
};
