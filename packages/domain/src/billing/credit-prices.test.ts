import { describe, expect, it } from 'vitest';
import { CREDIT_ACTIONS, CREDIT_PRICES, creditCost } from './credit-prices';

describe('credit prices', () => {
  it('prices every paid action of issue 16 in whole credits', () => {
    expect(CREDIT_ACTIONS.sort()).toEqual(
      [
        'ai_call_minute',
        'ai_interview',
        'ai_step_generation',
        'contact_reveal',
        'sourcing_candidate_saved',
      ].sort(),
    );
    for (const action of CREDIT_ACTIONS) {
      expect(Number.isInteger(CREDIT_PRICES[action])).toBe(true);
      expect(CREDIT_PRICES[action]).toBeGreaterThanOrEqual(0);
    }
  });

  it('charges per unit', () => {
    expect(creditCost('ai_call_minute', 5)).toBe(5 * CREDIT_PRICES.ai_call_minute);
    expect(creditCost('sourcing_candidate_saved', 50)).toBe(
      50 * CREDIT_PRICES.sourcing_candidate_saved,
    );
    expect(creditCost('ai_step_generation', 3)).toBe(0);
  });

  it('refuses fractional or negative quantities', () => {
    expect(() => creditCost('contact_reveal', 1.5)).toThrow(RangeError);
    expect(() => creditCost('contact_reveal', -1)).toThrow(RangeError);
  });
});
