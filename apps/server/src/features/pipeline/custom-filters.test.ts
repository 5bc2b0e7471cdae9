import { describe, expect, it } from 'vitest';
import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import { parseCustomFilters } from './custom-filters';

const field = (id: string, type: CustomField['type']): CustomField => ({
  _id: id,
  name: `Field ${id}`,
  type,
  options: type === 'single_select' ? ['A', 'B'] : [],
  position: 0,
});
const fields = [
  field('t', 'text'),
  field('n', 'number'),
  field('d', 'date'),
  field('s', 'single_select'),
];

describe('parseCustomFilters', () => {
  it('reads exact values, ranges with open ends and single numbers or dates', () => {
    const { filters, errors } = parseCustomFilters(
      {
        workspace: 'w',
        'cf.t': 'Berlin',
        'cf.s': 'B',
        'cf.n': '3..',
        'cf.d': '..2025-06-30',
      },
      fields,
    );
    expect(errors).toEqual([]);
    expect(filters).toEqual([
      { fieldId: 't', kind: 'equals', value: 'Berlin' },
      { fieldId: 's', kind: 'equals', value: 'B' },
      { fieldId: 'n', kind: 'number', min: 3, max: null },
      { fieldId: 'd', kind: 'date', min: null, max: '2025-06-30' },
    ]);
    expect(parseCustomFilters({ 'cf.n': '7' }, fields).filters).toEqual([
      { fieldId: 'n', kind: 'number', min: 7, max: 7 },
    ]);
  });

  it('reads a leading ~ on a text field as contains, and keeps ~ literal on a select', () => {
    expect(parseCustomFilters({ 'cf.t': '~berl', 'cf.s': '~B' }, fields).filters).toEqual([
      { fieldId: 't', kind: 'contains', value: 'berl' },
      { fieldId: 's', kind: 'equals', value: '~B' },
    ]);
  });

  it('names unknown fields and malformed bounds', () => {
    const { filters, errors } = parseCustomFilters(
      { 'cf.x': '1', 'cf.n': 'ten..20', 'cf.d': '2025-13..' },
      fields,
    );
    expect(filters).toEqual([]);
    expect(errors.map((error) => error.path)).toEqual(['cf.x', 'cf.n', 'cf.d']);
    expect(errors[1]?.message).toBe('Field n: use a number or a range like 10..20.');
  });
});
