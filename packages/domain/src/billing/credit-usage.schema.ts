import { z } from 'zod';
import { envelope } from '../http/envelope';
import { LEDGER_ENTRY_KINDS } from './credit-ledger-rules';
import { CREDIT_ACTIONS, type CreditAction } from './credit-prices';

/*
 * The credits usage page (issue 16, decision 024): the ledger with filters, its CSV export and the
 * credits used per day. Days are UTC days, as every date the app shows.
 */

export const DEFAULT_LEDGER_PAGE_SIZE = 25;
export const DAILY_USAGE_DEFAULT_DAYS = 30;
export const DAILY_USAGE_MAX_DAYS = 366;

const realDay = (value: string) => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine(realDay, 'Not a real date.');

const filterShape = {
  kind: z.enum(LEDGER_ENTRY_KINDS).optional(),
  action: z.enum(CREDIT_ACTIONS as [CreditAction, ...CreditAction[]]).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
};
const fromBeforeTo = {
  check: (filters: { from?: string | undefined; to?: string | undefined }) =>
    !filters.from || !filters.to || filters.from <= filters.to,
  message: { message: 'The start date is after the end date.', path: ['to'] },
};

/** Filters of the ledger and its export; `from` and `to` are whole UTC days, both included. */
export const creditLedgerFilters = z
  .object(filterShape)
  .refine(fromBeforeTo.check, fromBeforeTo.message);
export type CreditLedgerFilters = z.infer<typeof creditLedgerFilters>;

export const creditLedgerQuery = z
  .object({
    ...filterShape,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(DEFAULT_LEDGER_PAGE_SIZE),
  })
  .refine(fromBeforeTo.check, fromBeforeTo.message);
export type CreditLedgerQuery = z.infer<typeof creditLedgerQuery>;

export const creditLedgerRowSchema = z.object({
  _id: z.string(),
  created_at: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  /** Signed: grants and give-backs positive, spends, reservations and expiries negative. */
  amount: z.number().int(),
  /** The row in words (credit-ledger-labels.ts). */
  description: z.string(),
  action: z.string().nullable(),
  /** What the credits paid for; the name when the object still exists and is cheap to find. */
  object: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }).nullable(),
  /** Who ran the action or granted the credits; null for the system or a deleted account. */
  user: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** Monthly plan and trial credits expire at their period end; bought credits never do. */
  expires_at: z.string().nullable(),
});
export type CreditLedgerRow = z.infer<typeof creditLedgerRowSchema>;

export const creditLedgerTotalsSchema = z.object({
  entries: z.number().int(),
  /** Sum of the positive amounts. */
  credits_in: z.number().int(),
  /** Sum of the negative amounts, as a positive number. */
  credits_out: z.number().int(),
  net: z.number().int(),
});
export type CreditLedgerTotals = z.infer<typeof creditLedgerTotalsSchema>;

export const creditLedgerResponse = envelope(
  z.object({
    items: z.array(creditLedgerRowSchema),
    totals: creditLedgerTotalsSchema,
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);
export type CreditLedgerPage = z.infer<typeof creditLedgerResponse>['data'];

export const dailyUsageQuery = z.object({
  days: z.coerce.number().int().min(1).max(DAILY_USAGE_MAX_DAYS).default(DAILY_USAGE_DEFAULT_DAYS),
});

export const dailyUsageSchema = z.object({
  /** Oldest first, one entry per UTC day up to today, days without use at 0. */
  days: z.array(z.object({ date: z.string(), used: z.number().int() })),
  total: z.number().int(),
});
export type DailyUsage = z.infer<typeof dailyUsageSchema>;
export const dailyUsageResponse = envelope(dailyUsageSchema);

/** The columns of the ledger's CSV export, in order. */
export const LEDGER_CSV_HEADERS = [
  'Date (UTC)',
  'Type',
  'Credits',
  'Description',
  'Action',
  'Object type',
  'Object id',
  'Object name',
  'Run by',
  'Run by e-mail',
  'Expires at (UTC)',
] as const;
