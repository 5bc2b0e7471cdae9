import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditLedgerRow } from '@hirelane/domain/billing/credit-usage.schema';
import { setCurrentWorkspaceId } from '../../../lib/current-workspace';
import { jsonResponse } from '../../../test/json-response';
import { renderWithApp } from '../../../test/render-with-app';
import { sessionFixture } from '../../../test/session-fixture';
import { CreditUsageSection } from './credit-usage-section';

const row = (index: number, overrides: Partial<CreditLedgerRow> = {}): CreditLedgerRow => ({
  _id: `row-${index}`,
  created_at: '2026-03-03T15:07:00.000Z',
  kind: 'debit',
  amount: -1,
  description: 'Contact reveal',
  action: 'contact_reveal',
  object: { type: 'candidate', id: `cand-${index}`, name: 'Grace Hopper' },
  user: { name: 'Ada Lovelace', email: 'ada@example.test' },
  expires_at: null,
  ...overrides,
});

const TRIAL_GRANT = row(0, {
  kind: 'grant',
  amount: 100,
  description: 'Free trial credits (expire at the trial end)',
  action: null,
  object: null,
  user: null,
  expires_at: '2026-03-17T00:00:00.000Z',
});

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-03-${String(index + 1).padStart(2, '0')}`,
  used: index === 2 ? 12 : index === 9 ? 3 : 0,
}));

let ledgerRows: CreditLedgerRow[] = [TRIAL_GRANT];
let ledgerTotal = 1;

const stubApi = () => {
  const fetchStub = vi.fn((input: string | URL) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/subscription/balance')
      return Promise.resolve(
        jsonResponse(200, {
          success: true,
          data: {
            balance: 85,
            plan_name: 'trial',
            plan_status: 'trialing',
            credits_per_month: 100,
            current_period_end: '2026-03-17T00:00:00.000Z',
            period_granted: 100,
            period_used: 15,
            next_grant_at: null,
          },
        }),
      );
    if (url.pathname === '/api/subscription/credits/usage-daily')
      return Promise.resolve(jsonResponse(200, { success: true, data: { days, total: 15 } }));
    if (url.pathname === '/api/subscription/credits/ledger') {
      const page = Number(url.searchParams.get('page') ?? 1);
      return Promise.resolve(
        jsonResponse(200, {
          success: true,
          data: {
            items: page === 1 ? ledgerRows : [row(99)],
            totals: { entries: ledgerTotal, credits_in: 100, credits_out: 15, net: 85 },
            page,
            page_size: 25,
          },
        }),
      );
    }
    return Promise.resolve(jsonResponse(404, { success: false, message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
};

const ledgerCalls = (fetchStub: ReturnType<typeof stubApi>) =>
  fetchStub.mock.calls
    .map(([input]) => new URL(String(input), 'http://app.test'))
    .filter((url) => url.pathname === '/api/subscription/credits/ledger');

describe('CreditUsageSection (#usage)', () => {
  beforeEach(() => {
    ledgerRows = [TRIAL_GRANT];
    ledgerTotal = 1;
    setCurrentWorkspaceId('ws-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setCurrentWorkspaceId(null);
  });

  it('shows the balance, what expires, the chart and the trial grant row', async () => {
    stubApi();
    const session = sessionFixture({
      subscription_info: {
        plan_name: 'trial',
        plan_status: 'trialing',
        current_period_end: '2026-03-17T00:00:00.000Z',
      },
    });
    renderWithApp(<CreditUsageSection session={session} />, { session });
    await waitFor(() =>
      expect(screen.getByTestId('usage-balance')).toHaveTextContent(
        '85 credits left · 15 used this period',
      ),
    );
    expect(screen.getByTestId('credit-expiry')).toHaveTextContent(
      'Trial credits expire when the trial ends on Mar 17, 2026. Credits you buy never expire.',
    );
    const chart = await screen.findByRole('img', {
      name: '15 credits used from Mar 1 to Mar 30, most on Mar 3 (12).',
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(
      within(screen.getByRole('list', { name: 'Days with credits used' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mar 3: 12 credits', 'Mar 10: 3 credits']);
    const table = await screen.findByRole('table', { name: 'Credit ledger, newest first' });
    const cells = within(table).getAllByRole('row')[1]!;
    expect(cells).toHaveTextContent('Credits added');
    expect(cells).toHaveTextContent('Free trial credits (expire at the trial end)');
    expect(cells).toHaveTextContent('+100');
    expect(cells).toHaveTextContent('Mar 17, 2026');
    expect(screen.getByTestId('ledger-summary')).toHaveTextContent(
      '1–1 of 1 entries · 100 in · 15 out',
    );
  });

  it('filters by type, action and dates, and the export link carries the same filters', async () => {
    const fetchStub = stubApi();
    const session = sessionFixture();
    renderWithApp(<CreditUsageSection session={session} />, { session });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'debit' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'ai_interview' } });
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(ledgerCalls(fetchStub).at(-1)?.search).toBe(
        '?kind=debit&action=ai_interview&from=2026-03-01&to=2026-03-31&page=1&page_size=25&workspace=ws-1',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/subscription/credits/ledger.csv?kind=debit&action=ai_interview&from=2026-03-01&to=2026-03-31&workspace=ws-1',
    );
  });

  it('keeps the last valid filter while the end date is before the start', async () => {
    const fetchStub = stubApi();
    const session = sessionFixture();
    renderWithApp(<CreditUsageSection session={session} />, { session });
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From (UTC)'), { target: { value: '2026-03-10' } });
    await waitFor(() => expect(ledgerCalls(fetchStub).at(-1)?.search).toContain('from=2026-03-10'));
    const before = ledgerCalls(fetchStub).length;
    fireEvent.change(screen.getByLabelText('To (UTC)'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(ledgerCalls(fetchStub)).toHaveLength(before);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).not.toContain(
      'to=',
    );
  });

  it('pages through the ledger', async () => {
    ledgerRows = Array.from({ length: 25 }, (_, index) => row(index));
    ledgerTotal = 26;
    const fetchStub = stubApi();
    const session = sessionFixture();
    renderWithApp(<CreditUsageSection session={session} />, { session });
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(ledgerCalls(fetchStub).at(-1)?.searchParams.get('page')).toBe('2');
    await waitFor(() =>
      expect(screen.getByTestId('ledger-summary')).toHaveTextContent('26–26 of 26 entries'),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says monthly plan credits expire at the period end and bought ones never', () => {
    stubApi();
    const session = sessionFixture();
    renderWithApp(<CreditUsageSection session={session} />, { session });
    expect(screen.getByTestId('credit-expiry')).toHaveTextContent(
      'Monthly plan credits expire at the end of each billing period (this one ends Mar 5, 2026); unused ones do not carry over. Credits you buy never expire.',
    );
  });

  it('is not shown, and loads nothing, without the billing permission', () => {
    const fetchStub = stubApi();
    const session = sessionFixture({ permissions: ['campaign:run'] });
    const { container } = renderWithApp(<CreditUsageSection session={session} />, { session });
    expect(container).toBeEmptyDOMElement();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
