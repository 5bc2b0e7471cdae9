import { describe, expect, it } from 'vitest';
import {
  isBlankRecord,
  planColumns,
  validateCsvRow,
  type CsvColumnPlan,
  type CsvCustomField,
} from './csv-row';

const visa: CsvCustomField = {
  _id: '3f1f9a7e-2b7c-4d7e-9a51-0d3c0c7b5e11',
  name: 'Visa',
  type: 'single_select',
  options: ['Yes', 'No'],
};
const years: CsvCustomField = {
  _id: '7a1f9a7e-2b7c-4d7e-9a51-0d3c0c7b5e22',
  name: 'Years',
  type: 'number',
  options: [],
};

const headers = [
  'Name',
  'First',
  'Last',
  'Email',
  'LinkedIn',
  'Phone',
  'Skills',
  'Company',
  'Visa',
  'Years',
  'Summary',
];
const planned = planColumns(
  headers,
  {
    Name: 'full_name',
    First: 'first_name',
    Last: 'last_name',
    Email: 'email',
    LinkedIn: 'linkedin_url',
    Phone: 'phone',
    Skills: 'skills',
    Company: 'current_company',
    Visa: `custom:${visa._id}`,
    Years: `custom:${years._id}`,
    Summary: 'summary',
  },
  [visa, years],
);
if (!('plan' in planned)) throw new Error('plan expected');
const plan: CsvColumnPlan = planned.plan;

const row = (values: Partial<Record<(typeof headers)[number], string>>) =>
  headers.map((header) => values[header] ?? '');

describe('planColumns', () => {
  it('matches headers exactly or ignoring surrounding spaces', () => {
    const result = planColumns(
      [' Email ', 'Name'],
      { Email: 'email', Name: 'full_name', X: 'ignore' },
      [],
    );
    expect(result).toEqual({
      plan: {
        fields: [
          { index: 0, target: 'email' },
          { index: 1, target: 'full_name' },
        ],
        custom: [],
      },
    });
  });
  it('names a mapped column that is missing and an unknown custom field', () => {
    expect(planColumns(['Name'], { Mail: 'email' }, [])).toEqual({
      problem: 'The column "Mail" is not in the file.',
    });
    expect(planColumns(['Visa'], { Visa: `custom:${visa._id}` }, [])).toEqual({
      problem: 'The column "Visa" is mapped to an unknown field.',
    });
  });
});

describe('validateCsvRow', () => {
  it('normalises a complete row', () => {
    const result = validateCsvRow(
      row({
        Name: '  Jane   van  Doe ',
        Email: ' Jane.Doe@Example.COM ',
        LinkedIn: 'http://uk.linkedin.com/in/Jane-Doe/?trk=x',
        Phone: '+1 (555) 010-0100 (Mobile); 555 0101 | +1 (555) 010-0100',
        Skills: 'TypeScript, SQL; typescript | Go',
        Company: ' Acme\tInc ',
        Visa: 'Yes',
        Years: '7',
        Summary: ' Line one\nLine two ',
      }),
      plan,
    );
    expect(result).toEqual({
      ok: true,
      row: {
        first_name: 'Jane',
        last_name: 'van Doe',
        full_name: 'Jane van Doe',
        email: 'jane.doe@example.com',
        linkedin_key: 'linkedin.com/in/jane-doe',
        linkedin_url: 'https://www.linkedin.com/in/jane-doe',
        phone_numbers: ['+1 (555) 010-0100', '555 0101'],
        current_company: 'Acme Inc',
        designation: null,
        current_city: null,
        country: null,
        skills: ['TypeScript', 'SQL', 'Go'],
        summary: 'Line one\nLine two',
        custom_values: { [visa._id]: 'Yes', [years._id]: 7 },
      },
    });
  });

  it('joins first and last names, and keeps all three when all are given', () => {
    const joined = validateCsvRow(row({ First: 'José', Last: 'Peña' }), plan);
    expect(joined).toMatchObject({ ok: true, row: { full_name: 'José Peña', first_name: 'José' } });
    const all = validateCsvRow(row({ Name: 'Dr. J. Peña', First: 'José', Last: 'Peña' }), plan);
    expect(all).toMatchObject({ ok: true, row: { full_name: 'Dr. J. Peña', first_name: 'José' } });
  });

  it('accepts a row with only an email or only a LinkedIn URL', () => {
    expect(validateCsvRow(row({ Email: 'a@b.co' }), plan)).toMatchObject({
      ok: true,
      row: { full_name: '', email: 'a@b.co' },
    });
    expect(validateCsvRow(row({ LinkedIn: 'linkedin.com/in/x' }), plan)).toMatchObject({
      ok: true,
      row: { linkedin_key: 'linkedin.com/in/x' },
    });
  });

  it('takes the first valid email and the first LinkedIn link of list columns', () => {
    const result = validateCsvRow(
      row({
        Name: 'A',
        Email: 'a@x.io, b@y.io',
        LinkedIn: 'https://github.com/a https://linkedin.com/in/a-b',
      }),
      plan,
    );
    expect(result).toMatchObject({
      ok: true,
      row: { email: 'a@x.io', linkedin_key: 'linkedin.com/in/a-b' },
    });
    const onlyOtherLinks = validateCsvRow(
      row({ Name: 'A', LinkedIn: 'https://github.com/a, https://a.dev' }),
      plan,
    );
    expect(onlyOtherLinks).toMatchObject({ ok: true, row: { linkedin_key: null } });
  });

  it.each([
    [{ Company: 'Acme' }, 'The row has no name, email or LinkedIn URL.'],
    [{ Name: 'A', Email: 'jane at example' }, 'Email "jane" is not a valid email address.'],
    [
      { Name: 'A', LinkedIn: 'https://example.com/jane' },
      'LinkedIn URL "https://example.com/jane" is not a LinkedIn profile URL.',
    ],
    [{ Name: 'A', Phone: 'call me maybe' }, 'Phone "call me maybe" is not a phone number.'],
    [{ Name: 'A', Phone: '12' }, 'Phone "12" is not a phone number.'],
    [{ Name: 'x'.repeat(201) }, 'Full name is longer than 200 characters.'],
    [{ Name: 'A', Company: 'c'.repeat(201) }, 'Current company is longer than 200 characters.'],
    [{ Name: 'A', Skills: 's'.repeat(101) }, 'A skill is longer than 100 characters.'],
    [
      { Name: 'A', Skills: Array.from({ length: 101 }, (_, i) => `s${i}`).join(',') },
      'At most 100 skills per candidate.',
    ],
    [{ Name: 'A', Summary: 's'.repeat(10_001) }, 'Summary is longer than 10000 characters.'],
    [{ Name: 'A', Visa: 'Maybe' }, 'Visa must be one of: Yes, No.'],
    [{ Name: 'A', Years: 'seven' }, 'Years must be a number.'],
  ])('rejects %j', (values, reason) => {
    expect(validateCsvRow(row(values), plan)).toEqual({ ok: false, reason });
  });

  it('drops control characters and treats whitespace-only cells as empty', () => {
    const result = validateCsvRow(row({ Name: 'Ja\u0000ne\u0007', Company: '   ' }), plan);
    expect(result).toMatchObject({ ok: true, row: { full_name: 'Jane', current_company: null } });
  });
});

describe('isBlankRecord', () => {
  it('is true for a row of empty or blank cells only', () => {
    expect(isBlankRecord(['', ' ', '\t'])).toBe(true);
    expect(isBlankRecord(['', 'x'])).toBe(false);
  });
});
