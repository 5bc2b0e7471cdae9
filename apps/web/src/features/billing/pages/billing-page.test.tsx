import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { BillingDetails } from '@hirelane/domain/billing/subscription.schema';
import { AppSessionContext } from '../../../lib/app-session-context';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { BillingPage } from './billing-page';

const details = (over: Partial<BillingDetails>): BillingDetails => ({
  plan_name: 'pro',
  plan_label: 'Pro',
  plan_status: 'active',
  current_period_end: '2026-12-24T00:00:00.000Z',
  price_cents: 24900,
  provider: 'stripe',
  payment_method: { brand: 'visa', last4: '4242' },
  invoices: [],
  portal_available: true,
  pay_url: null,
  ...over,
});

const renderPage = (answer: BillingDetails, path = '/app/billing') => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(200, { success: true, data: answer }))),
  );
  const session = sessionFixture();
  renderWithApp(
    <AppSessionContext.Provider value={session}>
      <BillingPage />
    </AppSessionContext.Provider>,
    { session, path },
  );
};

describe('BillingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after buying credits through Stripe, says they come once the payment is confirmed', async () => {
    renderPage(details({}), '/app/billing?top_up=success');
    expect(
      await screen.findByText(
        'Thank you! Your credits are added as soon as Stripe confirms the payment.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(screen.getByText('Bought credits do not expire.')).toBeInTheDocument();
  });

  it('past due: Pay now leads to the unpaid invoice', async () => {
    renderPage(details({ plan_status: 'past_due', pay_url: 'https://invoice.stripe.test/in_9' }));
    expect(await screen.findByText('Payment due')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/in_9',
    );
  });

  it('canceled: no renewal, no credit packs to buy', async () => {
    renderPage(details({ plan_status: 'canceled' }));
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Buy credits' })).toBeNull();
    expect(screen.queryByText('Renews')).toBeNull();
  });
});
