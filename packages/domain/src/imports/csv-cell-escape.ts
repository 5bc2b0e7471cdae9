/**
 * Cells of exported CSV files (the rejected-rows report): a spreadsheet would run a cell starting
 * with = + - @ tab or carriage return as a formula (CSV injection), so such a cell gets a leading
 * single quote and is quoted. Cells with the delimiter, a quote or a line break are quoted too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const isFormulaLike = (value: string): boolean => FORMULA_START.test(value);

export const escapeCsvCell = (value: string | null | undefined): string => {
  const text = value ?? '';
  const formula = isFormulaLike(text);
  const safe = formula ? `'${text}` : text;
  if (!formula && !NEEDS_QUOTES.test(safe)) return safe;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** One CSV line (comma separated, CRLF as spreadsheets expect) with every cell escaped. */
export const csvLine = (cells: ReadonlyArray<string | null | undefined>): string =>
  `${cells.map(escapeCsvCell).join(',')}\r\n`;
