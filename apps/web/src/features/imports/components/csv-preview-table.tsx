import type { CsvPreview } from '../lib/csv-preview';

export const PREVIEW_TABLE_ROWS = 8;

export const columnTitle = (header: string, index: number): string =>
  header.trim() || `Column ${index + 1}`;

/** The header and first rows of the file, scrollable on its own so the page never overflows. */
export function CsvPreviewTable({ preview }: { preview: CsvPreview }) {
  const rows = preview.rows.slice(0, PREVIEW_TABLE_ROWS);
  return (
    <div
      className="max-h-80 max-w-full overflow-auto rounded-xl border border-stone-200"
      tabIndex={0}
      role="region"
      aria-label="File preview"
    >
      <table className="min-w-full divide-y divide-stone-200 text-left text-sm">
        <caption className="sr-only">
          The first {rows.length} rows of the file, as they will be read.
        </caption>
        <thead className="sticky top-0 bg-stone-50">
          <tr>
            {preview.headers.map((header, index) => (
              <th
                key={index}
                scope="col"
                className="px-3 py-2 font-semibold whitespace-nowrap text-stone-800"
              >
                {columnTitle(header, index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 bg-white">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td
                  key={cellIndex}
                  className="max-w-64 truncate px-3 py-2 whitespace-nowrap text-stone-700"
                  title={cell}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
