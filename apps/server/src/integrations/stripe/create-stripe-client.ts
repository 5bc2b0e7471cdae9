import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/**
 * The Stripe API client. STRIPE_API_BASE points it at another server (the fake Stripe of the
 * tests, decision 023): its protocol, host and port replace api.stripe.com's.
 */
export const createStripeClient = (config: StripeConfig): Stripe => {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: base ? 0 : 2,
    timeout: 20_000,
    appInfo: { name: 'Hirelane' },
    ...(base
      ? {
          protocol: base.protocol === 'http:' ? 'http' : 'https',
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
        }
      : {}),
  });
};

export type { Stripe };
