import type {
  CreditLedgerPage,
  CreditLedgerQuery,
} from '@hirelane/domain/billing/credit-usage.schema';
import type { Database } from '../../db/client';
import { listLedgerPage, sumLedgerTotals } from './credit-usage-store';
import { toLedgerRow } from './ledger-row';

/** `GET /api/subscription/credits/ledger`: one page of the ledger, newest first, and the totals of the filter. */
export const listCreditLedger = async (
  db: Database,
  workspaceId: string,
  query: CreditLedgerQuery,
): Promise<CreditLedgerPage> => {
  const { page, page_size: pageSize, ...filters } = query;
  const [rows, totals] = await Promise.all([
    listLedgerPage(db, workspaceId, filters, {
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    sumLedgerTotals(db, workspaceId, filters),
  ]);
  return {
    items: rows.map(toLedgerRow),
    totals: {
      entries: totals.entries,
      credits_in: totals.creditsIn,
      credits_out: totals.creditsOut,
      net: totals.creditsIn - totals.creditsOut,
    },
    page,
    page_size: pageSize,
  };
};
