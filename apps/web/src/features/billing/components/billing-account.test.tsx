import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingDetails } from '@hirelane/domain/billing/subscription.schema';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { BillingSectionAccount } from './billing-section-account';

const stripeDetails = (over: Partial<BillingDetails> = {}): BillingDetails => ({
  plan_name: 'pro',
  plan_label: 'Pro',
  plan_status: 'active',
  current_period_end: '2026-12-24T00:00:00.000Z',
  price_cents: 24900,
  provider: 'stripe',
  payment_method: { brand: 'visa', last4: '4242' },
  invoices: [
    {
      _id: 'in_1',
      number: 'FAKE-0001',
      amount_cents: 24900,
      currency: 'usd',
      status: 'paid',
      issued_at: '2026-11-24T10:00:00.000Z',
      url: 'https://invoice.stripe.test/in_1',
      pdf_url: 'https://invoice.stripe.test/in_1.pdf',
    },
  ],
  portal_available: true,
  pay_url: null,
  ...over,
});

/** Answers billing details, and records the POSTs (portal, top-up). */
const stubApi = (details: BillingDetails, redirect = 'https://stripe.test/session') => {
  const fetchStub = vi.fn((input: string, _init?: RequestInit) => {
    const url = input;
    if (url.includes('/api/subscription/billing-details'))
      return Promise.resolve(jsonResponse(200, { success: true, data: details }));
    if (url.includes('/api/subscription/portal'))
      return Promise.resolve(
        jsonResponse(200, { success: true, data: { redirect_url: redirect } }),
      );
    if (url.includes('/api/subscription/top-up'))
      return Promise.resolve(
        jsonResponse(200, {
          success: true,
          data: { redirect_url: redirect, provider: details.provider },
        }),
      );
    return Promise.resolve(jsonResponse(404, { success: false }));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
};

const assign = vi.fn();

describe('BillingSectionAccount', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('shows the card, the invoices with their PDF, and Manage billing that opens the portal', async () => {
    const fetchStub = stubApi(stripeDetails(), 'https://stripe.test/portal/1');
    vi.stubGlobal('location', { ...window.location, assign });
    const session = sessionFixture();
    renderWithApp(<BillingSectionAccount session={session} />, { session });
    expect(await screen.findByTestId('payment-method')).toHaveTextContent('VISA ending in 4242');
    const row = screen.getByTestId('invoice-row');
    expect(within(row).getByText('Nov 24, 2026')).toBeInTheDocument();
    expect(within(row).getByText('$249.00')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'PDF of invoice FAKE-0001' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/in_1.pdf',
    );
    expect(screen.getByText(/Bought credits do not expire\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://stripe.test/portal/1'));
    expect(fetchStub.mock.calls.some(([url]) => url.includes('/portal'))).toBe(true);
  });

  it('buys a credit pack through the provider page', async () => {
    const fetchStub = stubApi(stripeDetails(), 'https://stripe.test/checkout/2');
    vi.stubGlobal('location', { ...window.location, assign });
    const session = sessionFixture();
    renderWithApp(<BillingSectionAccount session={session} />, { session });
    await userEvent.click(await screen.findByRole('button', { name: /Buy 2,000 credits/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://stripe.test/checkout/2'));
    const topUp = fetchStub.mock.calls.find(([url]) => url.includes('/top-up'));
    expect(JSON.parse(topUp?.[1]?.body as string)).toEqual({
      pack_id: 'credits_2000',
    });
  });

  it('offers no Manage billing with the local provider, and says no card is taken', async () => {
    stubApi(
      stripeDetails({
        provider: 'local',
        payment_method: null,
        invoices: [],
        portal_available: false,
      }),
    );
    const session = sessionFixture();
    renderWithApp(<BillingSectionAccount session={session} />, { session });
    expect(await screen.findByTestId('payment-method')).toHaveTextContent('local billing provider');
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByText(/adds them at once/)).toBeInTheDocument();
  });

  it('past due: Pay now goes to the unpaid invoice, which the table marks Due', async () => {
    stubApi(
      stripeDetails({
        plan_status: 'past_due',
        pay_url: 'https://invoice.stripe.test/in_2',
        invoices: [
          {
            _id: 'in_2',
            number: 'FAKE-0002',
            amount_cents: 24900,
            currency: 'usd',
            status: 'open',
            issued_at: '2026-12-24T10:00:00.000Z',
            url: 'https://invoice.stripe.test/in_2',
            pdf_url: null,
          },
        ],
      }),
    );
    const session = sessionFixture();
    renderWithApp(<BillingSectionAccount session={session} />, { session });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      'https://invoice.stripe.test/in_2',
    );
    expect(within(screen.getByTestId('invoice-row')).getByText('Due')).toBeInTheDocument();
  });

  it('shows nothing to a member without billing rights, and asks nothing', () => {
    const fetchStub = stubApi(stripeDetails());
    const session = sessionFixture({ permissions: [] });
    const { container } = renderWithApp(<BillingSectionAccount session={session} />, {
      session,
    });
    expect(container).toBeEmptyDOMElement();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
