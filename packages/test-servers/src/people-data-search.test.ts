import { describe, expect, it } from 'vitest';
import { matchesQuery, UnsupportedQuery } from './people-data-search';

const person = {
  job_title: 'Senior Data Engineer',
  skills: ['python', 'c++'],
  inferred_years_experience: 8,
  experience: [{ company: { name: 'google' } }, { company: { name: 'stripe' } }],
  summary: null,
};

const matches = (query: unknown) => matchesQuery(query, person);

describe("the fake's query evaluator", () => {
  it('compares term and terms exactly, through arrays and dotted paths', () => {
    expect(matches({ term: { skills: 'python' } })).toBe(true);
    expect(matches({ term: { skills: 'Python' } })).toBe(false);
    expect(matches({ terms: { 'experience.company.name': ['acme', 'stripe'] } })).toBe(true);
    expect(matches({ terms: { 'experience.company.name': ['acme'] } })).toBe(false);
  });

  it('analyses match and match_phrase like text', () => {
    expect(matches({ match_phrase: { job_title: 'data engineer' } })).toBe(true);
    expect(matches({ match_phrase: { job_title: 'engineer data' } })).toBe(false);
    expect(matches({ match: { job_title: { query: 'senior analyst', operator: 'and' } } })).toBe(
      false,
    );
    expect(matches({ match: { job_title: 'senior analyst' } })).toBe(true);
    expect(matches({ match: { skills: 'C++' } })).toBe(true);
    expect(matches({ match: { summary: 'anything' } })).toBe(false);
  });

  it('bounds ranges and needs the field to exist', () => {
    expect(matches({ range: { inferred_years_experience: { gte: 8, lte: 8 } } })).toBe(true);
    expect(matches({ range: { inferred_years_experience: { gt: 8 } } })).toBe(false);
    expect(matches({ range: { missing: { lte: 100 } } })).toBe(false);
    expect(matches({ exists: { field: 'summary' } })).toBe(false);
  });

  it('combines with bool: must, must_not, should with its minimum', () => {
    const python = { term: { skills: 'python' } };
    const go = { term: { skills: 'go' } };
    expect(matches({ bool: {} })).toBe(true);
    expect(matches({ bool: { must: [python], must_not: [go] } })).toBe(true);
    expect(matches({ bool: { must_not: python } })).toBe(false);
    expect(matches({ bool: { should: [go, python] } })).toBe(true);
    expect(matches({ bool: { should: [go, python], minimum_should_match: 2 } })).toBe(false);
    // Beside a must, a should is optional unless a minimum is given (Elasticsearch's rule).
    expect(matches({ bool: { must: [python], should: [go] } })).toBe(true);
    expect(matches({ bool: { must: [python], should: [go], minimum_should_match: 1 } })).toBe(
      false,
    );
  });

  it('refuses what it does not understand instead of matching nobody', () => {
    for (const query of [
      { wildcard: { job_title: 'data*' } },
      { bool: { boost: 2 } },
      { term: { skills: 'python' }, terms: { skills: ['go'] } },
      { range: { inferred_years_experience: { from: 1 } } },
      { match: { job_title: { query: 'x', operator: 'nor' } } },
      { bool: { must: [{ fuzzy: { full_name: 'ada' } }] } },
      // Behind a clause that already failed: still refused.
      { bool: { must: [{ term: { skills: 'go' } }, { prefix: { job_title: 'sen' } }] } },
    ])
      expect(() => matches(query), JSON.stringify(query)).toThrow(UnsupportedQuery);
  });
});
