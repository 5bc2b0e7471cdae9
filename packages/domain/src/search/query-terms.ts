import { QUERY_FIELDS, type QueryField, type QueryNode } from './query-ast';
import { parseQuery } from './query-parser';

/** Where a term applies: a field, or `any` for a term outside every field. */
export type TermScope = QueryField | 'any';
export type QueryTerms = Record<TermScope, string[]>;

/**
 * The words and phrases a result should show highlighted, per field: every term that is not
 * excluded (under an odd number of NOTs), without repeats, in query order.
 */
export function termsByField(ast: QueryNode | null): QueryTerms {
  const terms = Object.fromEntries(
    ['any', ...QUERY_FIELDS].map((scope) => [scope, [] as string[]]),
  ) as QueryTerms;
  if (ast !== null) collect(ast, 'any', false, terms);
  return terms;
}

function collect(node: QueryNode, scope: TermScope, negated: boolean, terms: QueryTerms): void {
  switch (node.type) {
    case 'word':
    case 'phrase':
      if (!negated && !terms[scope].includes(node.text)) terms[scope].push(node.text);
      return;
    case 'field':
      return collect(node.child, node.field, negated, terms);
    case 'not':
      return collect(node.child, scope, !negated, terms);
    case 'and':
    case 'or':
      for (const child of node.children) collect(child, scope, negated, terms);
  }
}

/** Whether the text holds no search term at all (nothing, or only spaces). */
export function isEmptyQuery(input: string): boolean {
  const parsed = parseQuery(input);
  return parsed.ok && parsed.ast === null;
}
