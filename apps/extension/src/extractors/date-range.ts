const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

type Month = string | null;

/** "Jan 2020" → 2020-01, "2016" → 2016-01 (or -12 as an end); anything else → undefined. */
const parseMonth = (text: string, end: boolean): Month | undefined => {
  const match = /^(?:([A-Za-z]{3})[a-z]*\.?\s+)?(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, monthName, year] = match;
  if (!monthName) return `${year}-${end ? '12' : '01'}`;
  const index = MONTHS.indexOf(monthName.toLowerCase());
  if (index < 0) return undefined;
  return `${year}-${String(index + 1).padStart(2, '0')}`;
};

export type DateRange = { start_date: Month; end_date: Month; is_current: boolean };

/**
 * The dates line of a LinkedIn position or school: "Jan 2020 - Present · 4 yrs", "2012 – 2016".
 * null when the line is not a date range (another language, another shape): no date is invented.
 */
export const parseDateRange = (line: string | null): DateRange | null => {
  if (!line) return null;
  const range = line.split('·')[0]?.trim() ?? '';
  const [from, to] = range.split(/\s+[-–—]\s+/);
  if (!from) return null;
  const start = parseMonth(from, false);
  if (start === undefined) return null;
  if (to === undefined) return { start_date: start, end_date: start, is_current: false };
  if (/^present$/i.test(to.trim())) return { start_date: start, end_date: null, is_current: true };
  const end = parseMonth(to, true);
  if (end === undefined) return null;
  return { start_date: start, end_date: end, is_current: false };
};

/** A JSON-LD date ("2019-04-01", "2019") as YYYY-MM, or null. */
export const monthOfIsoDate = (value: unknown): Month => {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(value);
  if (!match) return null;
  return `${match[1]}-${match[2] ?? '01'}`;
};
