import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  expiredRemainder,
  grantOutcome,
  insufficientCreditsMessage,
  isHoldOpen,
  refundOutcome,
  settleOutcome,
  spendOutcome,
  type LedgerEntry,
} from './credit-ledger-rules';

describe('credit ledger rules', () => {
  it('a debit within the balance is a negative entry', () => {
    expect(spendOutcome(10, 4, { id: 'd', kind: 'debit' })).toEqual({
      refused: false,
      entry: { id: 'd', kind: 'debit', amount: -4 },
    });
  });

  it('a debit beyond the balance is refused with the balance, the cost and how to get more', () => {
    const outcome = spendOutcome(12, 50, { id: 'd', kind: 'debit' });
    expect(outcome).toEqual({ refused: true, reason: insufficientCreditsMessage(50, 12) });
    expect(insufficientCreditsMessage(50, 12)).toBe(
      'This needs 50 credits and the workspace has 12. Buy credits or upgrade the plan in Settings → Billing.',
    );
  });

  it('a hold of 10 settled at 7 gives 3 back', () => {
    const hold = spendOutcome(20, 10, { id: 'h', kind: 'hold' });
    if (hold.refused) throw new Error('refused');
    const settle = settleOutcome(10, 7, { id: 's', holdId: 'h' });
    if (settle.refused) throw new Error('refused');
    const entries = [
      { id: 'g', kind: 'grant', amount: 20 } as LedgerEntry,
      hold.entry,
      settle.entry,
    ];
    expect(balanceOf(entries)).toBe(13);
    expect(isHoldOpen(entries, 'h')).toBe(false);
  });

  it('settling at 0 is a release; charging more than held is refused', () => {
    expect(settleOutcome(10, 0, { id: 'r', holdId: 'h' })).toMatchObject({
      refused: false,
      entry: { kind: 'release', amount: 10 },
    });
    expect(settleOutcome(10, 11, { id: 's', holdId: 'h' }).refused).toBe(true);
  });

  it('a refund never returns more than its debit', () => {
    expect(refundOutcome(5, 3, 2, { id: 'r', debitId: 'd' }).refused).toBe(false);
    expect(refundOutcome(5, 3, 3, { id: 'r', debitId: 'd' }).refused).toBe(true);
    expect(refundOutcome(5, 0, 0, { id: 'r', debitId: 'd' }).refused).toBe(true);
  });

  it('what expires of a monthly grant is its unused part, spent first', () => {
    // 500 granted, 400 used, 100 bought on top: the 100 left of the grant expire.
    expect(
      expiredRemainder({ grantAmount: 500, balanceAtExpiry: 200, stillValidGrants: 100 }),
    ).toBe(100);
    // Everything used, some of the top-up too: nothing expires.
    expect(expiredRemainder({ grantAmount: 500, balanceAtExpiry: 60, stillValidGrants: 100 })).toBe(
      0,
    );
    // Nothing used: the whole grant expires, never more.
    expect(
      expiredRemainder({ grantAmount: 500, balanceAtExpiry: 900, stillValidGrants: 100 }),
    ).toBe(500);
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => spendOutcome(10, -1, { id: 'd', kind: 'debit' })).toThrow(RangeError);
    expect(() => grantOutcome(1.5, 'g')).toThrow(RangeError);
  });
});

type Operation =
  | { op: 'grant'; amount: number }
  | { op: 'debit'; amount: number }
  | { op: 'hold'; amount: number }
  | { op: 'settle'; pick: number; charged: number }
  | { op: 'refund'; pick: number; amount: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ op: fc.constant('grant' as const), amount: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ op: fc.constant('debit' as const), amount: fc.integer({ min: 0, max: 120 }) }),
  fc.record({ op: fc.constant('hold' as const), amount: fc.integer({ min: 0, max: 120 }) }),
  fc.record({
    op: fc.constant('settle' as const),
    pick: fc.nat(),
    charged: fc.integer({ min: 0, max: 130 }),
  }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 0, max: 130 }),
  }),
);

/** Applies the operations as the store does; refused ones leave the ledger as it was. */
const run = (operations: Operation[]) => {
  const entries: LedgerEntry[] = [];
  const balances: number[] = [];
  let refusals = 0;
  operations.forEach((operation, index) => {
    const id = `e${index}`;
    const balance = balanceOf(entries);
    let outcome;
    if (operation.op === 'grant') outcome = grantOutcome(operation.amount, id);
    else if (operation.op === 'debit' || operation.op === 'hold')
      outcome = spendOutcome(balance, operation.amount, { id, kind: operation.op });
    else if (operation.op === 'settle') {
      const open = entries.filter(
        (entry) => entry.kind === 'hold' && isHoldOpen(entries, entry.id),
      );
      const hold = open[operation.pick % Math.max(1, open.length)];
      if (!hold) return;
      outcome = settleOutcome(-hold.amount, operation.charged, { id, holdId: hold.id });
    } else {
      const debits = entries.filter((entry) => entry.kind === 'debit');
      const debit = debits[operation.pick % Math.max(1, debits.length)];
      if (!debit) return;
      const refunded = balanceOf(entries.filter((entry) => entry.targetId === debit.id));
      outcome = refundOutcome(-debit.amount, refunded, operation.amount, { id, debitId: debit.id });
    }
    if (outcome.refused) {
      refusals += 1;
      expect(balanceOf(entries)).toBe(balance);
    } else entries.push(outcome.entry);
    balances.push(balanceOf(entries));
  });
  return { entries, balances, refusals };
};

describe('credit ledger properties', () => {
  it('any sequence keeps balance = sum of entries and never goes negative', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const { entries, balances } = run(operations);
        const sum = entries.reduce((total, entry) => total + entry.amount, 0);
        expect(balanceOf(entries)).toBe(sum);
        for (const balance of balances) expect(balance).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('the balance never exceeds what was granted, and a hold closes at most once', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const { entries } = run(operations);
        const granted = balanceOf(entries.filter((entry) => entry.kind === 'grant'));
        expect(balanceOf(entries)).toBeLessThanOrEqual(granted);
        const closes = entries.filter(
          (entry) => entry.kind === 'settle' || entry.kind === 'release',
        );
        expect(new Set(closes.map((entry) => entry.targetId)).size).toBe(closes.length);
      }),
      { numRuns: 500 },
    );
  });
});
