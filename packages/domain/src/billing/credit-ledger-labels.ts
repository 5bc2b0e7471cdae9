import type { LedgerEntryKind } from './credit-ledger-rules';
import { isCreditAction, type CreditAction } from './credit-prices';

/** The ledger's entry kinds as the usage page names them. */
export const LEDGER_KIND_LABELS: Readonly<Record<LedgerEntryKind, string>> = {
  grant: 'Credits added',
  debit: 'Spent',
  hold: 'Reserved',
  settle: 'Reservation settled',
  release: 'Reservation released',
  refund: 'Refund',
  expire: 'Expired',
};

/** The paid actions of the price list (credit-prices.ts) in words. */
export const CREDIT_ACTION_LABELS: Readonly<Record<CreditAction, string>> = {
  contact_reveal: 'Contact reveal',
  ai_call_minute: 'AI call minutes',
  ai_interview: 'AI interview',
  sourcing_candidate_saved: 'Candidate saved by the sourcing agent',
  ai_step_generation: 'AI step generation',
};

/** Reasons the server writes itself; any other reason is an admin's own words and shows as is. */
const REASON_LABELS: Record<string, string> = {
  trial_grant: 'Free trial credits (expire at the trial end)',
  plan_grant: 'Monthly plan credits (expire at the period end)',
  top_up: 'Credits bought (never expire)',
  period_end: 'Unused monthly credits expired at the period end',
};

const words = (code: string) => code.replaceAll('_', ' ');

/** One ledger row in words: what moved the credits, for the table and the CSV export. */
export const describeLedgerEntry = (entry: {
  kind: LedgerEntryKind;
  reason: string;
  action: string | null;
}): string => {
  const action = isCreditAction(entry.action) ? CREDIT_ACTION_LABELS[entry.action] : null;
  switch (entry.kind) {
    case 'debit':
      return action ?? words(entry.reason);
    case 'hold':
      return `${action ?? words(entry.reason)}: credits reserved until it ends`;
    case 'settle':
      return `${action ?? words(entry.reason)}: unused reserved credits returned`;
    case 'release':
      return `${action ?? words(entry.reason)}: reservation returned in full`;
    case 'refund':
      return `${action ?? 'Paid action'} refunded (${words(entry.reason)})`;
    case 'expire':
      return REASON_LABELS.period_end ?? entry.reason;
    case 'grant':
      return REASON_LABELS[entry.reason] ?? entry.reason;
  }
};
