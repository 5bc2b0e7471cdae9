import { LEDGER_KIND_LABELS } from '@hirelane/domain/billing/credit-ledger-labels';
import {
  LEDGER_CSV_HEADERS,
  type CreditLedgerFilters,
} from '@hirelane/domain/billing/credit-usage.schema';
import { csvLine } from '@hirelane/domain/format/csv-cell-escape';
import type { Database } from '../../db/client';
import { listLedgerBatch } from './credit-usage-store';
import { toLedgerRow } from './ledger-row';

const BATCH = 1000;

/** The export's file name: the filter's dates when it has them. */
export const ledgerExportName = (filters: CreditLedgerFilters): string =>
  `credit-ledger${filters.from ? `-from-${filters.from}` : ''}${filters.to ? `-to-${filters.to}` : ''}.csv`;

/**
 * `GET /api/subscription/credits/ledger.csv`: the filtered ledger as CSV lines, newest first,
 * read in batches so memory stays flat. Every text cell is escaped against spreadsheet formulas
 * (an admin's grant reason or a candidate's name is typed by someone).
 */
export async function* exportCreditLedger(
  db: Database,
  workspaceId: string,
  filters: CreditLedgerFilters,
): AsyncGenerator<string> {
  // The BOM makes spreadsheets read the file as UTF-8 (accents intact).
  yield `\uFEFF${csvLine(LEDGER_CSV_HEADERS)}`;
  let after: string | null = null;
  for (;;) {
    const rows = await listLedgerBatch(db, workspaceId, filters, after, BATCH);
    if (rows.length === 0) return;
    yield rows
      .map(toLedgerRow)
      .map((row) =>
        csvLine([
          row.created_at,
          LEDGER_KIND_LABELS[row.kind],
          row.amount,
          row.description,
          row.action,
          row.object?.type,
          row.object?.id,
          row.object?.name,
          row.user?.name,
          row.user?.email,
          row.expires_at,
        ]),
      )
      .join('');
    if (rows.length < BATCH) return;
    after = rows.at(-1)?.id ?? null;
  }
}
