/**
 * Cells of exported CSV files (the rejected-rows report, the credit ledger): a spreadsheet would run a cell starting
 * with = + - @ | tab or carriage return as a formula (CSV injection), so such a cell gets a
 * leading single quote and is quoted. Cells with the delimiter, a quote or a line break are
 * quoted too.
 */
// Spreadsheets skip leading spaces before a formula and some read the full-width signs
// (＝ ＋ － ＠ ｜) as the ASCII ones; | starts a DDE command in Excel.
const FORMULA_START = /^[=+\-@|\uFF1D\uFF0B\uFF0D\uFF20\uFF5C]/;
const CONTROL_START = /^[\t\r]/;
const LEADING_SPACE = /^\s+/;
const NEEDS_QUOTES = /[",\r\n]/;

export const isFormulaLike = (value: string): boolean =>
  CONTROL_START.test(value) || FORMULA_START.test(value.replace(LEADING_SPACE, ''));

export type CsvCell = string | number | null | undefined;

export const escapeCsvCell = (value: CsvCell): string => {
  // A number is written by the server, not typed by a user: it goes out as it is, so a negative
  // amount stays a number in the spreadsheet instead of becoming the text '-5.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value ?? '';
  const formula = isFormulaLike(text);
  const safe = formula ? `'${text}` : text;
  if (!formula && !NEEDS_QUOTES.test(safe)) return safe;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** One CSV line (comma separated, CRLF as spreadsheets expect) with every cell escaped. */
export const csvLine = (cells: ReadonlyArray<CsvCell>): string =>
  `${cells.map(escapeCsvCell).join(',')}\r\n`;
