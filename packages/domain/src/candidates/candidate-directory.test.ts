import { describe, expect, it } from 'vitest';
import { bulkAddSummary, bulkDoNotContactSummary } from './candidate-bulk.schema';
import { candidateDirectoryQuery, formatDirectoryTotal } from './candidate-directory.schema';

describe('the candidates directory rules', () => {
  it('shows an exact total with separators, and "1,000+" above the cap', () => {
    expect(formatDirectoryTotal({ total: 999, total_capped: false })).toBe('999');
    expect(formatDirectoryTotal({ total: 1000, total_capped: false })).toBe('1,000');
    expect(formatDirectoryTotal({ total: 1000, total_capped: true })).toBe('1,000+');
  });

  it('reads the query with the default order and page size, refusing unknown values', () => {
    expect(candidateDirectoryQuery.parse({})).toMatchObject({ sort: 'recent', limit: 100 });
    expect(candidateDirectoryQuery.parse({ q: '  ada  ', limit: '20' })).toMatchObject({
      q: 'ada',
      limit: 20,
    });
    expect(candidateDirectoryQuery.safeParse({ stage: 'all' }).success).toBe(false);
    expect(candidateDirectoryQuery.safeParse({ contact: 'spam' }).success).toBe(false);
    expect(candidateDirectoryQuery.safeParse({ limit: '500' }).success).toBe(false);
  });

  it('sums a bulk add and a bulk marking up in words, leaving out the zeros', () => {
    expect(bulkAddSummary({ added: 2, already_in_project: 0, skipped: 0 })).toBe(
      '2 people added to the project.',
    );
    expect(bulkAddSummary({ added: 1, already_in_project: 1, skipped: 1200 })).toBe(
      '1 person added to the project. 1 person already in it. 1,200 people skipped.',
    );
    expect(
      bulkDoNotContactSummary({
        marked: 0,
        already: 2,
        denied: 1,
        skipped: 0,
        stopped_sequences: 0,
      }),
    ).toBe(
      '0 people marked do-not-contact. 2 people already marked. 1 person not yours to change.',
    );
  });
});
