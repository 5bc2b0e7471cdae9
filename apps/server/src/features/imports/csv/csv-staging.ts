import type { CsvCandidateRow } from '@hirelane/domain/imports/csv-row';

/**
 * The temporary table valid rows are copied into (COPY FROM STDIN) before one set-based merge.
 * Lists travel as text joined by the unit separator, which no cleaned cell contains.
 */
export const STAGING_TABLE = 'csv_import_stage';
export const LIST_SEPARATOR = '\u001f';

const COPY_SPECIALS = /[\\\n\r\t]/g;
const HAS_COPY_SPECIALS = /[\\\n\r\t]/;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** One value in COPY's text format: \N for null, backslash escapes for the rest. */
const copyValue = (value: string | null): string => {
  if (value === null) return '\\N';
  if (!HAS_COPY_SPECIALS.test(value)) return value;
  return value.replace(COPY_SPECIALS, (char) => COPY_ESCAPES[char] ?? char);
};

const list = (values: string[]): string | null =>
  values.length === 0 ? null : values.join(LIST_SEPARATOR);

export const copyLine = (rowNo: number, row: CsvCandidateRow): string => {
  const custom =
    Object.keys(row.custom_values).length > 0 ? JSON.stringify(row.custom_values) : null;
  return `${[
    String(rowNo),
    copyValue(row.first_name),
    copyValue(row.last_name),
    copyValue(row.full_name),
    copyValue(row.email),
    copyValue(row.linkedin_key),
    copyValue(row.linkedin_url),
    copyValue(list(row.phone_numbers)),
    copyValue(row.current_company),
    copyValue(row.designation),
    copyValue(row.current_city),
    copyValue(row.country),
    copyValue(list(row.skills)),
    copyValue(row.summary),
    copyValue(custom),
  ].join('\t')}\n`;
};
