import { describe, expect, it } from 'vitest';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import { queryCondition } from './query-to-sql';
import { SqlParams } from './sql-params';

const compile = (query: string) => {
  const parsed = parseQuery(query);
  if (!parsed.ok || !parsed.ast) throw new Error(`does not parse: ${query}`);
  const params = new SqlParams();
  return { sql: queryCondition(parsed.ast, params), values: params.values, ast: parsed.ast };
};

describe('queryCondition', () => {
  it('merges the terms of one column under one AND into one tsquery', () => {
    const { sql, values } = compile('java "spring boot" -kotlin');
    expect(sql).toBe(
      's.document @@ (hl_phrase_query($1) && hl_phrase_query($2) && (!!hl_phrase_query($3)))',
    );
    expect(values).toEqual(['java', 'spring boot', 'kotlin']);
  });

  it('keeps each field on its own column and ORs across columns', () => {
    const { sql } = compile('title:(engineer OR developer) OR company:acme');
    expect(sql).toBe(
      '(s.title_text @@ (hl_phrase_query($1) || hl_phrase_query($2)) or s.company_text @@ hl_phrase_query($3))',
    );
  });

  it('matches skills by key and names by word similarity', () => {
    const { sql } = compile('skills:"node js" NOT name:smith');
    expect(sql).toBe(
      '(s.skill_keys @> array[hl_skill_key($1)] and not s.name_folded %> hl_fold($2))',
    );
  });

  it('asks a short name term to be closer than a long one', () => {
    expect(compile('name:shha').sql).toBe(
      '(s.name_folded %> hl_fold($1) and word_similarity(hl_fold($1), s.name_folded) >= 0.6)',
    );
    expect(compile('name:"shah rukh"').sql).toBe('s.name_folded %> hl_fold($1)');
  });

  it('lets a term of only punctuation narrow nothing', () => {
    expect(compile('java &').sql).toBe('(s.document @@ hl_phrase_query($1) and true)');
  });
});
