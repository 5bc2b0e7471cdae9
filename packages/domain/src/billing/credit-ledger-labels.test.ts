import { describe, expect, it } from 'vitest';
import { describeLedgerEntry } from './credit-ledger-labels';
import { creditLedgerQuery } from './credit-usage.schema';

describe('describeLedgerEntry', () => {
  it('names the server’s own reasons and the paid actions', () => {
    expect(describeLedgerEntry({ kind: 'grant', reason: 'plan_grant', action: null })).toBe(
      'Monthly plan credits (expire at the period end)',
    );
    expect(describeLedgerEntry({ kind: 'grant', reason: 'top_up', action: null })).toBe(
      'Credits bought (never expire)',
    );
    expect(
      describeLedgerEntry({ kind: 'debit', reason: 'ai_interview', action: 'ai_interview' }),
    ).toBe('AI interview');
    expect(
      describeLedgerEntry({ kind: 'settle', reason: 'ai_call_minute', action: 'ai_call_minute' }),
    ).toBe('AI call minutes: unused reserved credits returned');
    expect(
      describeLedgerEntry({
        kind: 'refund',
        reason: 'provider_error',
        action: 'contact_reveal',
      }),
    ).toBe('Contact reveal refunded (provider error)');
    expect(describeLedgerEntry({ kind: 'expire', reason: 'period_end', action: null })).toBe(
      'Unused monthly credits expired at the period end',
    );
  });

  it('shows an admin’s own reason as typed (the export escapes it)', () => {
    expect(
      describeLedgerEntry({ kind: 'grant', reason: 'Goodwill for the outage', action: null }),
    ).toBe('Goodwill for the outage');
  });
});

describe('creditLedgerQuery', () => {
  it('takes UTC days that exist, start before end, and defaults the page', () => {
    expect(creditLedgerQuery.parse({ from: '2026-02-28', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-03-01',
      page: 1,
      page_size: 25,
    });
    for (const bad of [
      { from: '2026-02-30' },
      { to: '26-03-01' },
      { from: '2026-03-02', to: '2026-03-01' },
      { page_size: '101' },
      { kind: 'gift' },
    ])
      expect(creditLedgerQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
