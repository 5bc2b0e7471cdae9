import { describe, expect, it } from 'vitest';
import { parseEmailList } from './parse-emails';

describe('parseEmailList', () => {
  it('splits on commas, semicolons, spaces and new lines, lower-cases and dedupes', () => {
    expect(parseEmailList(' a@x.test, B@x.test\nc@x.test;  a@x.test \t d@x.test ')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
      'd@x.test',
    ]);
  });

  it('gives nothing for blank input', () => {
    expect(parseEmailList(' \n , ')).toEqual([]);
  });
});
