import { describe, expect, it } from 'vitest';
import { tableCsv, type ReportColumn } from './table-csv';

type Row = { source: string; added: number; rate: number | null };

const columns: ReportColumn<Row>[] = [
  { header: 'Source', cell: (row) => row.source, csv: (row) => row.source },
  { header: 'Added', cell: (row) => String(row.added), csv: (row) => row.added, numeric: true },
  { header: 'Rate', cell: () => '', csv: (row) => (row.rate === null ? '' : row.rate) },
];

describe('tableCsv', () => {
  it('writes full numbers and neutralises cells a spreadsheet would run', () => {
    expect(
      tableCsv(columns, [
        { source: '=HYPERLINK("x")', added: 1500, rate: 0.5 },
        { source: 'CSV import', added: 2, rate: null },
      ]),
    ).toBe('Source,Added,Rate\r\n"\'=HYPERLINK(""x"")",1500,0.5\r\nCSV import,2,\r\n');
  });
});
