import { Button } from '../../../components/ui/button';
import { downloadCsv, tableCsv, type ReportColumn } from '../lib/table-csv';

/** A report's table, with its CSV export. The first column heads each row. */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  filename,
  rowKey,
}: {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  filename: string;
  rowKey: (row: Row) => string;
}) {
  return (
    <div className="min-w-0">
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div
        className="overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
        tabIndex={0}
        role="region"
        aria-label={`${caption} table`}
      >
        <table className="w-full min-w-max text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`px-2 py-2 font-medium ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-stone-100 last:border-0">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th
                      key={column.header}
                      scope="row"
                      className="px-2 py-2 font-medium text-stone-900"
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td
                      key={column.header}
                      className={`px-2 py-2 text-stone-800 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        variant="secondary"
        className="mt-3"
        aria-label={`Export ${caption} as CSV`}
        onClick={() => downloadCsv(filename, tableCsv(columns, rows))}
      >
        Export CSV
      </Button>
    </div>
  );
}
