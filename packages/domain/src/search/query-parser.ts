import {
  QUERY_FIELD_ALIASES,
  QUERY_FIELDS,
  QUERY_LIMITS,
  type ParseResult,
  type QueryField,
  type QueryNode,
  type QuerySyntaxError,
} from './query-ast';
import { tokenize, type QueryToken } from './query-tokenizer';

/** Thrown inside the parser only; `parseQuery` turns it into its error result. */
class SyntaxFailure extends Error {
  constructor(readonly error: QuerySyntaxError) {
    super(error.message);
  }
}

const FIELD_LIST = QUERY_FIELDS.map((field) => {
  const aliases = [...QUERY_FIELD_ALIASES].filter(([, target]) => target === field);
  return aliases.length === 0
    ? field
    : `${field} (or ${aliases.map(([alias]) => alias).join(', ')})`;
}).join(', ');

/**
 * Parses the search box's text (grammar and precedence in decision 026). Never throws: a query
 * that cannot be read gives its first problem with the position and length in `input`.
 */
export function parseQuery(input: string): ParseResult {
  const { maxLength } = QUERY_LIMITS;
  if (input.length > maxLength) {
    const message = `The query is ${input.length.toLocaleString('en-US')} characters long; the limit is ${maxLength.toLocaleString('en-US')}.`;
    return { ok: false, error: { message, position: maxLength, length: input.length - maxLength } };
  }
  const tokens = tokenize(input);
  if (tokens.length === 0) return { ok: true, ast: null };
  try {
    return { ok: true, ast: new Parser(tokens).parseAll() };
  } catch (failure) {
    if (failure instanceof SyntaxFailure) return { ok: false, error: failure.error };
    throw failure;
  }
}

export function resolveField(name: string): QueryField | undefined {
  const lower = name.toLowerCase();
  return QUERY_FIELDS.find((field) => field === lower) ?? QUERY_FIELD_ALIASES.get(lower);
}

function fail(message: string, token: QueryToken, end = token.end): never {
  throw new SyntaxFailure({ message, position: token.start, length: end - token.start });
}

function startsTerm(token: QueryToken | undefined): boolean {
  if (token === undefined) return false;
  return ['word', 'phrase', 'field', 'open', 'not', 'minus'].includes(token.kind);
}

function combine(type: 'and' | 'or', items: QueryNode[]): QueryNode {
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) throw new Error('combine needs at least one item');
  if (items.length === 1) return first;
  // a AND (b AND c) is a AND b AND c: one canonical tree, so printing can drop the parentheses.
  const children = items.flatMap((item) => (item.type === type ? item.children : [item]));
  return { type, children, span: { start: first.span.start, end: last.span.end } };
}

class Parser {
  private index = 0;
  private depth = 0;
  private terms = 0;
  private insideField: (QueryToken & { kind: 'field' }) | null = null;

  constructor(private readonly tokens: QueryToken[]) {}

  parseAll(): QueryNode {
    const node = this.parseOr();
    const rest = this.peek();
    if (rest !== undefined) fail('This closing parenthesis has no opening one.', rest);
    return node;
  }

  private peek(): QueryToken | undefined {
    const token = this.tokens[this.index];
    if (token?.kind === 'invalid') throw new SyntaxFailure(token.error);
    return token;
  }

  private next(): QueryToken | undefined {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  private requireOperand(operator: QueryToken, label: string): void {
    if (!startsTerm(this.peek())) fail(`${label} needs a search term after it.`, operator);
  }

  private parseOr(): QueryNode {
    const items = [this.parseAnd()];
    for (let token = this.peek(); token?.kind === 'or'; token = this.peek()) {
      this.next();
      this.requireOperand(token, 'OR');
      items.push(this.parseAnd());
    }
    return combine('or', items);
  }

  private parseAnd(): QueryNode {
    const items = [this.parseUnary()];
    for (let token = this.peek(); token !== undefined; token = this.peek()) {
      if (token.kind === 'and') {
        this.next();
        this.requireOperand(token, 'AND');
      } else if (!startsTerm(token)) {
        break;
      }
      items.push(this.parseUnary());
    }
    return combine('and', items);
  }

  private parseUnary(): QueryNode {
    const token = this.peek();
    if (token?.kind !== 'not' && token?.kind !== 'minus') return this.parsePrimary();
    this.next();
    if (!startsTerm(this.peek())) {
      fail(
        token.kind === 'not'
          ? 'NOT must be followed by the word, phrase or group to exclude.'
          : 'A minus sign must be followed by the word, phrase or group to exclude.',
        token,
      );
    }
    const child = this.parseUnary();
    return { type: 'not', child, span: { start: token.start, end: child.span.end } };
  }

  private parsePrimary(): QueryNode {
    const token = this.next();
    if (token === undefined) throw new Error('parsePrimary past the last token');
    switch (token.kind) {
      case 'word':
        this.countTerm(token);
        return { type: 'word', text: token.text, span: { start: token.start, end: token.end } };
      case 'phrase':
        if (token.text === '')
          fail('This phrase is empty: put words between the quotes or remove them.', token);
        this.countTerm(token);
        return { type: 'phrase', text: token.text, span: { start: token.start, end: token.end } };
      case 'field':
        return this.parseField(token);
      case 'open':
        return this.parseGroup(token);
      case 'close':
        return fail('This closing parenthesis has no opening one.', token);
      case 'and':
      case 'or':
        return fail(`${token.kind.toUpperCase()} needs a search term before it.`, token);
      case 'not':
      case 'minus':
        throw new Error('parseUnary reads NOT and minus');
      case 'invalid':
        throw new SyntaxFailure(token.error);
    }
  }

  private countTerm(token: QueryToken): void {
    this.terms += 1;
    if (this.terms > QUERY_LIMITS.maxTerms) {
      fail(`The query has more than ${QUERY_LIMITS.maxTerms} search terms: remove some.`, token);
    }
  }

  private parseField(token: QueryToken & { kind: 'field' }): QueryNode {
    const field = resolveField(token.name);
    if (field === undefined) {
      fail(
        `Unknown field "${token.name}:". The fields are ${FIELD_LIST}. To search for the text itself, put it in quotes.`,
        token,
      );
    }
    if (this.insideField !== null) {
      fail(
        `A field cannot be used inside another field's parentheses: ${this.insideField.name}: already applies here.`,
        token,
      );
    }
    const target = this.peek()?.kind;
    if (target !== 'word' && target !== 'phrase' && target !== 'open') {
      fail(
        `${token.name}: must be followed by a word, a "phrase" or a group in parentheses.`,
        token,
      );
    }
    this.insideField = token;
    const child = this.parsePrimary();
    this.insideField = null;
    return { type: 'field', field, child, span: { start: token.start, end: child.span.end } };
  }

  private parseGroup(open: QueryToken): QueryNode {
    this.depth += 1;
    if (this.depth > QUERY_LIMITS.maxDepth) {
      fail(
        `Parentheses are nested more than ${QUERY_LIMITS.maxDepth} deep here: simplify the query.`,
        open,
      );
    }
    const first = this.peek();
    if (first?.kind === 'close') {
      fail(
        'These parentheses are empty: put a search term inside or remove them.',
        open,
        first.end,
      );
    }
    if (first === undefined) fail('This parenthesis is never closed: add a ) or remove it.', open);
    const inner = this.parseOr();
    const close = this.next();
    if (close?.kind !== 'close')
      fail('This parenthesis is never closed: add a ) or remove it.', open);
    this.depth -= 1;
    return { ...inner, span: { start: open.start, end: close.end } };
  }
}
