import type { QueryNode } from './query-ast';
import { isQuote, tokenize } from './query-tokenizer';

export type PrintOptions = {
  /** Write AND between terms (for engines that need it) instead of the implicit AND of a space. */
  explicitAnd?: boolean;
};

/**
 * The canonical text of a query: fewest parentheses, quotes only where needed, NOT for every
 * exclusion. For every tree the parser can produce, parseQuery(printQuery(ast)) gives the same
 * tree (spans aside). A word that cannot stand bare is printed as a phrase; quote characters,
 * which the language cannot express inside a phrase, become spaces.
 */
export function printQuery(ast: QueryNode | null, options: PrintOptions = {}): string {
  return ast === null ? '' : print(ast, options.explicitAnd ? ' AND ' : ' ');
}

/** Whether `text` reads back as this one word when written without quotes. */
export function isBareWord(text: string): boolean {
  const [only, ...rest] = tokenize(text);
  return rest.length === 0 && only?.kind === 'word' && only.text === text && only.start === 0;
}

function print(node: QueryNode, and: string): string {
  switch (node.type) {
    case 'word':
      return isBareWord(node.text) ? node.text : quote(node.text);
    case 'phrase':
      return quote(node.text);
    case 'field': {
      const child = node.child;
      const bare = child.type === 'word' || child.type === 'phrase';
      return `${node.field}:${bare ? print(child, and) : `(${print(child, and)})`}`;
    }
    case 'not': {
      const child = node.child;
      const grouped = child.type === 'and' || child.type === 'or';
      return `NOT ${grouped ? `(${print(child, and)})` : print(child, and)}`;
    }
    case 'and':
      return node.children
        .map((child) => (child.type === 'or' ? `(${print(child, and)})` : print(child, and)))
        .join(and);
    case 'or':
      return node.children.map((child) => print(child, and)).join(' OR ');
  }
}

function quote(text: string): string {
  const inner = [...text].map((char) => (isQuote(char) ? ' ' : char)).join('');
  return `"${inner}"`;
}
