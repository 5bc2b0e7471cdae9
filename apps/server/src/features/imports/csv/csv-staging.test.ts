import { describe, expect, it } from 'vitest';
import type { CsvCandidateRow } from '@hirelane/domain/imports/csv-row';
import { copyLine } from './csv-staging';

const row: CsvCandidateRow = {
  first_name: 'Jane',
  last_name: 'O\\Doe',
  full_name: 'Jane O\\Doe',
  email: 'jane@example.com',
  linkedin_key: null,
  linkedin_url: null,
  phone_numbers: ['+1 555 0100', '555 0101'],
  current_company: 'Tab\tCo',
  designation: null,
  current_city: null,
  country: null,
  skills: [],
  summary: 'line one\r\nline two',
  custom_values: { 'f-1': 'Yes', 'f-2': 7 },
};

describe('copyLine', () => {
  it('writes one COPY text line: tab separated, \\N for null, escapes, lists joined', () => {
    expect(copyLine(12, row)).toBe(
      [
        '12',
        'Jane',
        'O\\\\Doe',
        'Jane O\\\\Doe',
        'jane@example.com',
        '\\N',
        '\\N',
        '+1 555 0100\u001f555 0101',
        'Tab\\tCo',
        '\\N',
        '\\N',
        '\\N',
        '\\N',
        'line one\\r\\nline two',
        '{"f-1":"Yes","f-2":7}',
      ].join('\t') + '\n',
    );
  });

  it('writes null for empty custom values', () => {
    expect(
      copyLine(1, { ...row, custom_values: {} })
        .trimEnd()
        .split('\t')
        .at(-1),
    ).toBe('\\N');
  });
});
