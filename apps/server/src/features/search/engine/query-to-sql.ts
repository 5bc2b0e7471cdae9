import type { QueryField, QueryNode } from '@hirelane/domain/search/query-ast';
import {
  SHORT_NAME_LENGTH,
  SHORT_NAME_SIMILARITY_THRESHOLD,
} from '@hirelane/domain/search/name-similarity';
import type { SqlParams } from './sql-params';

/** The tsvector column a text term of a field is matched in (`s` is candidate_search). */
const TEXT_COLUMNS = {
  any: 's.document',
  title: 's.title_text',
  company: 's.company_text',
  past_company: 's.past_company_text',
  location: 's.location_text',
  school: 's.school_text',
} as const;
type TextScope = keyof typeof TEXT_COLUMNS;

/** A compiled subtree: a tsquery over one column (merged with its siblings), or a condition. */
type Compiled = { kind: 'tsquery'; column: string; query: string } | { kind: 'sql'; sql: string };

const hasLetterOrDigit = (text: string) => /[\p{L}\p{N}]/u.test(text);
const letterCount = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

/** The fuzzy `name:` condition (pg_trgm's index answers `%>`; short terms are checked closer). */
const nameCondition = (text: string, value: string): string => {
  const loose = `s.name_folded %> hl_fold(${value})`;
  return letterCount(text) > SHORT_NAME_LENGTH
    ? loose
    : `(${loose} and word_similarity(hl_fold(${value}), s.name_folded) >= ${SHORT_NAME_SIMILARITY_THRESHOLD})`;
};

const asCondition = (compiled: Compiled): string =>
  compiled.kind === 'sql' ? compiled.sql : `${compiled.column} @@ ${compiled.query}`;

const leaf = (text: string, field: QueryField | null, params: SqlParams): Compiled => {
  // A term of only punctuation ("&", "/") has nothing to search for: it narrows nothing.
  if (!hasLetterOrDigit(text)) return { kind: 'sql', sql: 'true' };
  const value = params.add(text);
  if (field === 'skills')
    return { kind: 'sql', sql: `s.skill_keys @> array[hl_skill_key(${value})]` };
  if (field === 'name') return { kind: 'sql', sql: nameCondition(text, value) };
  const scope: TextScope = field ?? 'any';
  return { kind: 'tsquery', column: TEXT_COLUMNS[scope], query: `hl_phrase_query(${value})` };
};

const combine = (children: Compiled[], operator: 'and' | 'or'): Compiled => {
  const byColumn = new Map<string, string[]>();
  const conditions: string[] = [];
  for (const child of children) {
    if (child.kind === 'sql') conditions.push(child.sql);
    else byColumn.set(child.column, [...(byColumn.get(child.column) ?? []), child.query]);
  }
  const tsOperator = operator === 'and' ? ' && ' : ' || ';
  const merged: Compiled[] = [...byColumn].map(([column, queries]) => ({
    kind: 'tsquery',
    column,
    query: queries.length === 1 ? (queries[0] ?? '') : `(${queries.join(tsOperator)})`,
  }));
  if (conditions.length === 0 && merged.length === 1 && merged[0]) return merged[0];
  const parts = [...merged.map(asCondition), ...conditions];
  return { kind: 'sql', sql: `(${parts.join(operator === 'and' ? ' and ' : ' or ')})` };
};

const compile = (node: QueryNode, field: QueryField | null, params: SqlParams): Compiled => {
  switch (node.type) {
    case 'word':
    case 'phrase':
      return leaf(node.text, field, params);
    case 'field':
      return compile(node.child, node.field, params);
    case 'not': {
      const child = compile(node.child, field, params);
      return child.kind === 'tsquery'
        ? { ...child, query: `(!!${child.query})` }
        : { kind: 'sql', sql: `not ${child.sql}` };
    }
    case 'and':
    case 'or':
      return combine(
        node.children.map((child) => compile(child, field, params)),
        node.type,
      );
  }
};

/**
 * The WHERE condition of a parsed query (decision 026 semantics) on candidate_search `s`. Terms of
 * one column under one AND/OR become one tsquery, so the GIN index is scanned once for them.
 */
export const queryCondition = (ast: QueryNode, params: SqlParams): string =>
  asCondition(compile(ast, null, params));
