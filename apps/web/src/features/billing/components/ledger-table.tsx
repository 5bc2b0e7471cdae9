import { LEDGER_KIND_LABELS } from '@hirelane/domain/billing/credit-ledger-labels';
import type { CreditLedgerRow } from '@hirelane/domain/billing/credit-usage.schema';
import { formatDateTime, formatMonthDay } from '@hirelane/domain/format/format-date';

const COUNT = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

const fullDay = (iso: string) => `${formatMonthDay(iso)}, ${new Date(iso).getUTCFullYear()}`;

const TH = 'px-3 pb-2 font-semibold';
/** Below 768 px each row is a card and each cell says what it is. */
const CELL =
  'flex gap-2 px-3 py-0.5 before:w-24 before:shrink-0 before:text-xs before:font-semibold before:uppercase before:tracking-wide before:text-stone-600 before:content-[attr(data-label)] md:table-cell md:py-3 md:align-top md:before:hidden';

function ObjectLine({ object }: { object: CreditLedgerRow['object'] }) {
  if (!object) return null;
  return (
    <span className="block break-all text-xs text-stone-600">
      {object.type}: {object.name ?? object.id}
    </span>
  );
}

/**
 * The ledger page: one row per entry, newest first. The roles are explicit because the rows are
 * blocks below 768 px, which would drop the table's semantics.
 */
export function LedgerTable({ rows }: { rows: CreditLedgerRow[] }) {
  return (
    <table
      role="table"
      className="block w-full border-collapse text-left text-sm md:table md:table-fixed"
    >
      <caption className="sr-only">Credit ledger, newest first</caption>
      <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
        <tr role="row" className="text-xs uppercase tracking-wide text-stone-600">
          <th role="columnheader" scope="col" className={`${TH} md:w-32`}>
            Date (UTC)
          </th>
          <th role="columnheader" scope="col" className={`${TH} md:w-28`}>
            Type
          </th>
          <th role="columnheader" scope="col" className={TH}>
            Description
          </th>
          <th role="columnheader" scope="col" className={`${TH} md:w-36`}>
            Run by
          </th>
          <th role="columnheader" scope="col" className={`${TH} text-right md:w-20`}>
            Credits
          </th>
          <th role="columnheader" scope="col" className={`${TH} md:w-28`}>
            Expires
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
        {rows.map((row) => (
          <tr
            key={row._id}
            role="row"
            data-kind={row.kind}
            className="block rounded-xl border border-stone-200 py-2 md:table-row md:rounded-none md:border-0 md:border-t"
          >
            <td role="cell" data-label="Date" className={`${CELL} text-stone-700`}>
              {formatDateTime(row.created_at, true)}
            </td>
            <td role="cell" data-label="Type" className={`${CELL} text-stone-900`}>
              {LEDGER_KIND_LABELS[row.kind]}
            </td>
            <td role="cell" data-label="Description" className={`${CELL} min-w-0 text-stone-900`}>
              <span className="min-w-0 break-words">
                {row.description}
                <ObjectLine object={row.object} />
              </span>
            </td>
            <td role="cell" data-label="Run by" className={`${CELL} min-w-0 text-stone-700`}>
              {row.user ? (
                <span className="block min-w-0 truncate" title={row.user.email}>
                  {row.user.name}
                </span>
              ) : (
                <span className="text-stone-600">—</span>
              )}
            </td>
            <td
              role="cell"
              data-label="Credits"
              className={`${CELL} font-semibold tabular-nums md:text-right ${
                row.amount > 0 ? 'text-green-800' : 'text-stone-900'
              }`}
            >
              {COUNT.format(row.amount)}
            </td>
            <td role="cell" data-label="Expires" className={`${CELL} text-stone-700`}>
              {row.expires_at ? fullDay(row.expires_at) : row.kind === 'grant' ? 'Never' : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
