/**
 * The credit ledger's arithmetic (issue 16, decision 021), pure: the server's store applies the
 * same rules under a per-workspace lock.
 *
 * Every entry carries a signed amount and the balance is their sum:
 * - grant: +n (plan, trial, top-up, admin);
 * - debit: −n (a paid action);
 * - hold: −n, reserves credits for a long action (an AI call's planned minutes);
 * - settle: +(held − charged), closes a hold: the real cost stays charged, the rest comes back;
 * - release: +held, closes a hold that charged nothing (the action never ran);
 * - refund: +n, gives back (part of) a debit for a failed action;
 * - expire: −n, the unused remainder of a plan or trial grant at its period end (see
 *   `expiredRemainder`).
 * A debit or hold that would take the balance below zero is refused and changes nothing; a hold
 * closes once; a refund never returns more than its debit still has.
 */
export const LEDGER_ENTRY_KINDS = [
  'grant',
  'debit',
  'hold',
  'settle',
  'release',
  'refund',
  'expire',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export type LedgerEntry = {
  id: string;
  kind: LedgerEntryKind;
  amount: number;
  /** settle/release: the hold they close; refund: the debit they refund. */
  targetId?: string;
};

export type LedgerRefusal = { refused: true; reason: string };
export type LedgerOutcome = { refused: false; entry: LedgerEntry } | LedgerRefusal;

export const balanceOf = (entries: readonly Pick<LedgerEntry, 'amount'>[]): number =>
  entries.reduce((sum, entry) => sum + entry.amount, 0);

const CREDITS = new Intl.NumberFormat('en-US');

/** The message of a refused spend: the balance, the cost and how to get more. */
export const insufficientCreditsMessage = (cost: number, balance: number): string =>
  `This needs ${CREDITS.format(cost)} credit${cost === 1 ? '' : 's'} and the workspace has ${CREDITS.format(balance)}. ` +
  'Buy credits or upgrade the plan in Settings → Billing.';

const refuse = (reason: string): LedgerRefusal => ({ refused: true, reason });

const assertCount = (value: number) => {
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`a credit amount is a whole number ≥ 0, got ${value}`);
};

/** A debit or hold of `cost`: refused when the balance cannot cover it. */
export const spendOutcome = (
  balance: number,
  cost: number,
  entry: { id: string; kind: 'debit' | 'hold' },
): LedgerOutcome => {
  assertCount(cost);
  if (cost > balance) return refuse(insufficientCreditsMessage(cost, balance));
  return { refused: false, entry: { ...entry, amount: -cost } };
};

export const grantOutcome = (amount: number, id: string): LedgerOutcome => {
  assertCount(amount);
  return { refused: false, entry: { id, kind: 'grant', amount } };
};

/** Whether a hold is still open: no settle or release names it. */
export const isHoldOpen = (entries: readonly LedgerEntry[], holdId: string): boolean =>
  entries.some((entry) => entry.id === holdId && entry.kind === 'hold') &&
  !entries.some(
    (entry) => (entry.kind === 'settle' || entry.kind === 'release') && entry.targetId === holdId,
  );

/**
 * Closes an open hold of `held` credits: charges `charged` (at most the held amount — the hold
 * is the ceiling the team agreed to) and gives the rest back. `charged` 0 is a release.
 */
export const settleOutcome = (
  held: number,
  charged: number,
  entry: { id: string; holdId: string },
): LedgerOutcome => {
  assertCount(charged);
  if (charged > held) return refuse(`The hold is ${held} credits; it cannot charge ${charged}.`);
  return {
    refused: false,
    entry: {
      id: entry.id,
      kind: charged === 0 ? 'release' : 'settle',
      amount: held - charged,
      targetId: entry.holdId,
    },
  };
};

/** Refunds `amount` of a debit of `debited` credits of which `refunded` already came back. */
export const refundOutcome = (
  debited: number,
  refunded: number,
  amount: number,
  entry: { id: string; debitId: string },
): LedgerOutcome => {
  assertCount(amount);
  if (amount === 0 || refunded + amount > debited)
    return refuse(`The debit was ${debited} credits and ${refunded} came back already.`);
  return {
    refused: false,
    entry: { id: entry.id, kind: 'refund', amount, targetId: entry.debitId },
  };
};

/**
 * What expires of a monthly grant at its period end. Expiring credits are spent first, so what the
 * workspace holds beyond its still-valid grants (top-ups, admin grants, later periods) is the
 * grant's unused remainder: `balanceAtExpiry − stillValidGrants`, between 0 and the grant.
 */
export const expiredRemainder = (input: {
  grantAmount: number;
  balanceAtExpiry: number;
  stillValidGrants: number;
}): number =>
  Math.max(0, Math.min(input.grantAmount, input.balanceAtExpiry - input.stillValidGrants));
