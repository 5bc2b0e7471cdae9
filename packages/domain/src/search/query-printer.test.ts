import { describe, expect, it } from 'vitest';
import type { QueryNode } from './query-ast';
import { parseQuery } from './query-parser';
import { isBareWord, printQuery } from './query-printer';

function reprint(input: string, explicitAnd = false): string {
  const parsed = parseQuery(input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return printQuery(parsed.ast, { explicitAnd });
}
const span = { start: 0, end: 0 };

describe('printQuery', () => {
  it('prints an empty query as an empty string', () => {
    expect(printQuery(null)).toBe('');
  });

  it('keeps only the parentheses precedence needs', () => {
    expect(reprint('((a OR b)) AND (c)')).toBe('(a OR b) c');
    expect(reprint('(a b) OR (c d)')).toBe('a b OR c d');
    expect(reprint('a (b (c d))')).toBe('a b c d');
    expect(reprint('NOT (a b)')).toBe('NOT (a b)');
    expect(reprint('NOT (a) OR -(b)')).toBe('NOT a OR NOT b');
    expect(reprint('-(-a)')).toBe('NOT NOT a');
  });

  it('prints fields in their canonical names, with parentheses only around groups', () => {
    expect(reprint('Skill:(go) TITLE:(lead OR "staff engineer") company:(-acme)')).toBe(
      'skills:go title:(lead OR "staff engineer") company:(NOT acme)',
    );
  });

  it('quotes phrases and writes exclusions as NOT', () => {
    expect(reprint('-"project manager"   “data  science”')).toBe(
      'NOT "project manager" "data science"',
    );
  });

  it('can write every AND for engines that need it', () => {
    expect(reprint('a b OR c -d', true)).toBe('a AND b OR c AND NOT d');
  });

  it('quotes a word that could not stand bare, and drops quote characters it cannot express', () => {
    const words: QueryNode = {
      type: 'and',
      children: [
        { type: 'word', text: 'OR', span },
        { type: 'word', text: '-x', span },
        { type: 'word', text: 'role:lead', span },
        { type: 'phrase', text: 'say "hi"', span },
      ],
      span,
    };
    expect(printQuery(words)).toBe('"OR" "-x" "role:lead" "say  hi "');
  });
});

describe('isBareWord', () => {
  it.each(['C++', 'C#', '.NET', 'node.js', 'CI/CD', 'front-end', 'and', 'José', '10:30'])(
    '%s is a bare word',
    (word) => expect(isBareWord(word)).toBe(true),
  );
  it.each(['', 'AND', 'NOT', '-x', 'a b', 'a(b', 'say"', 'title:x', 'Jose\u0301'])(
    '%j is not',
    (word) => expect(isBareWord(word)).toBe(false),
  );
});
