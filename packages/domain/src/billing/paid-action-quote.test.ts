import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { insufficientCreditsMessage } from './credit-ledger-rules';
import { CREDIT_PRICES } from './credit-prices';
import { quotePaidAction } from './paid-action-quote';

describe('quotePaidAction', () => {
  it('reads "1 credit · 1,949 left" for one reveal from 1,950', () => {
    const quote = quotePaidAction({ action: 'contact_reveal', balance: 1950 });
    expect(quote).toMatchObject({
      cost: CREDIT_PRICES.contact_reveal,
      balanceAfter: 1949,
      affordable: true,
      costText: '1 credit',
      note: '1 credit · 1,949 left',
      refusal: null,
    });
  });

  it('says "up to" for a ceiling, with plural and thousands separators', () => {
    const quote = quotePaidAction({
      action: 'sourcing_candidate_saved',
      quantity: 50,
      balance: 2000,
      upTo: true,
    });
    expect(quote.note).toBe('up to 50 credits · 1,950 left');
    expect(
      quotePaidAction({ action: 'ai_interview', quantity: 150, balance: 1_000_000 }).note,
    ).toBe('1,500 credits · 998,500 left');
  });

  it('costs nothing for a free action and leaves the balance as it is', () => {
    expect(quotePaidAction({ action: 'ai_step_generation', balance: 0 })).toMatchObject({
      affordable: true,
      note: '0 credits · 0 left',
    });
  });

  it('refuses with the server message when the balance cannot cover it', () => {
    const quote = quotePaidAction({ action: 'contact_reveal', balance: 0 });
    expect(quote.affordable).toBe(false);
    expect(quote.refusal).toBe(insufficientCreditsMessage(1, 0));
    expect(quote.refusal).toBe(
      'This needs 1 credit and the workspace has 0. Buy credits or upgrade the plan in Settings → Billing.',
    );
    expect(quote.note).toBe('1 credit');
    expect(
      quotePaidAction({ action: 'ai_interview', quantity: 200, balance: 1500 }).refusal,
    ).toContain('This needs 2,000 credits and the workspace has 1,500.');
  });

  it('is affordable exactly when the cost fits, and never leaves less than zero', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(500), (balance, quantity) => {
        const quote = quotePaidAction({ action: 'ai_call_minute', quantity, balance });
        expect(quote.affordable).toBe(quote.cost <= balance);
        expect(quote.balanceAfter).toBe(quote.affordable ? balance - quote.cost : 0);
        expect(quote.refusal === null).toBe(quote.affordable);
      }),
    );
  });
});
