import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, withoutSpans, type QueryNode } from './query-ast';
import { longTokenSoup, queryAst, tokenSoup } from './query-ast.test-kit';
import { parseQuery } from './query-parser';
import { printQuery } from './query-printer';

function spansWithin(node: QueryNode, length: number): boolean {
  const { start, end } = node.span;
  if (start < 0 || end > length || start >= end) return false;
  if ('children' in node) return node.children.every((child) => spansWithin(child, length));
  if ('child' in node) return spansWithin(node.child, length);
  return true;
}

function checkAnyInput(input: string): void {
  const parsed = parseQuery(input);
  if (!parsed.ok) {
    const { position, length, message } = parsed.error;
    expect(message.length).toBeGreaterThan(0);
    expect(position).toBeGreaterThanOrEqual(0);
    expect(length).toBeGreaterThanOrEqual(1);
    expect(position + length).toBeLessThanOrEqual(input.length);
    return;
  }
  expect(input.length).toBeLessThanOrEqual(QUERY_LIMITS.maxLength);
  if (parsed.ast === null) {
    expect(input.replace(/[\s\p{Cc}]/gu, '')).toBe('');
    return;
  }
  expect(spansWithin(parsed.ast, input.length)).toBe(true);
  // What was read prints to a canonical text that reads back the same.
  const printed = printQuery(parsed.ast);
  const reparsed = parseQuery(printed);
  expect(reparsed.ok && reparsed.ast && withoutSpans(reparsed.ast)).toEqual(
    withoutSpans(parsed.ast),
  );
}

describe('query language properties', () => {
  it('any unicode string parses or gives an error positioned inside it', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), checkAnyInput), {
      numRuns: 500,
    });
  });

  it('any string of the language’s pieces parses or gives an error positioned inside it', () => {
    fc.assert(fc.property(tokenSoup, checkAnyInput), { numRuns: 2000 });
    fc.assert(fc.property(longTokenSoup, checkAnyInput), { numRuns: 200 });
  });

  it('any query tree prints to a text that parses back to the same tree', () => {
    fc.assert(
      fc.property(queryAst, fc.boolean(), (ast, explicitAnd) => {
        const printed = printQuery(ast, { explicitAnd });
        const parsed = parseQuery(printed);
        if (!parsed.ok) throw new Error(`${printed}: ${parsed.error.message}`);
        expect(parsed.ast && withoutSpans(parsed.ast)).toEqual(withoutSpans(ast));
      }),
      { numRuns: 1000 },
    );
  });
});
