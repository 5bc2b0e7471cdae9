import { csvLine, type CsvCell } from '@hirelane/domain/format/csv-cell-escape';

export type ReportColumn<Row> = {
  header: string;
  /** What the page shows (abbreviated numbers, percentages, durations). */
  cell: (row: Row) => string;
  /** What the CSV gets: full numbers, so a spreadsheet can sum them. */
  csv: (row: Row) => CsvCell;
  /** The first column names the row (a row header for screen readers). */
  numeric?: boolean;
};

/** The table as CSV: a header line, then one formula-safe line per row. */
export const tableCsv = <Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]) =>
  csvLine(columns.map((column) => column.header)) +
  rows.map((row) => csvLine(columns.map((column) => column.csv(row)))).join('');

/** Hands the CSV to the browser as a file download. */
export const downloadCsv = (filename: string, csv: string): void => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
