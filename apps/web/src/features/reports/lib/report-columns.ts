import { formatCount, formatShare, shareCell } from './report-format';
import type { ReportColumn } from './table-csv';

/** A column of counts: abbreviated on the page, whole in the CSV; null (not tracked) as a dash. */
export const countColumn = <Row>(
  header: string,
  value: (row: Row) => number | null,
): ReportColumn<Row> => ({
  header,
  cell: (row) => formatCount(value(row)),
  csv: (row) => value(row) ?? '',
  numeric: true,
});

/** A column of shares (0–1) shown as percentages. */
export const shareColumn = <Row>(
  header: string,
  value: (row: Row) => number | null,
): ReportColumn<Row> => ({
  header,
  cell: (row) => formatShare(value(row)),
  csv: (row) => shareCell(value(row)),
  numeric: true,
});

/** The first column: the row's name. */
export const labelColumn = <Row>(
  header: string,
  value: (row: Row) => string,
): ReportColumn<Row> => ({
  header,
  cell: value,
  csv: value,
});
