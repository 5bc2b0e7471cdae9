import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-parser';
import { isEmptyQuery, termsByField } from './query-terms';

function terms(input: string) {
  const parsed = parseQuery(input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return termsByField(parsed.ast);
}

describe('termsByField', () => {
  it('lists the terms to highlight per field, without excluded ones or repeats', () => {
    expect(
      terms(
        'title:(engineer OR "tech lead") skill:go go -junior -company:(acme OR NOT globex) java go',
      ),
    ).toEqual({
      any: ['go', 'java'],
      title: ['engineer', 'tech lead'],
      skills: ['go'],
      company: ['globex'],
      past_company: [],
      location: [],
      school: [],
      name: [],
    });
  });

  it('has no terms for an empty query', () => {
    expect(Object.values(termsByField(null)).flat()).toEqual([]);
  });
});

describe('isEmptyQuery', () => {
  it('is true only for a query with nothing but spaces', () => {
    expect(isEmptyQuery('')).toBe(true);
    expect(isEmptyQuery(' \t\n')).toBe(true);
    expect(isEmptyQuery('java')).toBe(false);
    expect(isEmptyQuery('()')).toBe(false);
    expect(isEmptyQuery('-')).toBe(false);
  });
});
