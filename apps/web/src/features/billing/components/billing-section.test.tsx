import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { ENTERPRISE_BILLING_TEXT } from '../../errors/error-texts';
import { BillingSection } from './billing-section';

const LOCAL_DETAILS = {
  plan_name: 'pro',
  plan_label: 'Pro',
  plan_status: 'trialing',
  current_period_end: '2026-12-07T00:00:00.000Z',
  price_cents: 24900,
  provider: 'local',
  payment_method: null,
  invoices: [],
  portal_available: false,
  pay_url: null,
};

const stubBalance = () => {
  const fetchStub = vi.fn((input: string, _init?: RequestInit) =>
    Promise.resolve(
      input.includes('/billing-details')
        ? jsonResponse(200, { success: true, data: LOCAL_DETAILS })
        : jsonResponse(200, {
            success: true,
            data: {
              balance: 1250,
              plan_name: 'pro',
              plan_status: 'trialing',
              credits_per_month: 2000,
              current_period_end: '2026-12-07T00:00:00.000Z',
              period_granted: 2000,
              period_used: 750,
              next_grant_at: null,
            },
          }),
    ),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
};

describe('BillingSection (#billing)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plan, its status, the trial end and the credit balance, with Upgrade', async () => {
    stubBalance();
    const session = sessionFixture({
      subscription_info: {
        plan_name: 'pro',
        plan_status: 'trialing',
        current_period_end: '2026-12-07T00:00:00.000Z',
      },
    });
    renderWithApp(<BillingSection session={session} />, { session });
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Pro');
    expect(screen.getByText('Free trial')).toBeInTheDocument();
    expect(screen.getByText('Trial ends')).toBeInTheDocument();
    expect(screen.getByText('Dec 7, 2026')).toBeInTheDocument();
    expect(await screen.findByText('1,250 left of 2,000 a month')).toBeInTheDocument();
    expect(screen.getByTestId('credit-expiry')).toHaveTextContent(
      'Monthly plan credits expire at the end of each billing period (this one ends Dec 7, 2026); unused ones do not carry over. Credits you buy never expire.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/app/upgrade');
    // The local provider: packs are offered, no portal.
    expect(await screen.findByRole('button', { name: /Buy 500 credits/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });

  it('says Enterprise billing details are not available, with Contact Support (SPEC 414)', () => {
    const fetchStub = stubBalance();
    const session = sessionFixture({
      subscription_info: {
        plan_name: 'enterprise',
        plan_status: 'active',
        current_period_end: '2027-01-01T00:00:00.000Z',
      },
    });
    renderWithApp(<BillingSection session={session} />, { session });
    expect(screen.getByText(ENTERPRISE_BILLING_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/app/book-a-demo',
    );
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByTestId('plan-name')).toBeNull();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
