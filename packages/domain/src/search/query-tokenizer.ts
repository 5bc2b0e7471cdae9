import type { QuerySyntaxError } from './query-ast';

export type QueryToken =
  | { kind: 'word' | 'phrase'; text: string; start: number; end: number }
  | { kind: 'field'; name: string; start: number; end: number }
  | { kind: 'and' | 'or' | 'not' | 'minus' | 'open' | 'close'; start: number; end: number }
  /** What could not be read; always the last token, so the parser reports it only if nothing before it is wrong. */
  | { kind: 'invalid'; error: QuerySyntaxError; start: number; end: number };

/** Straight and typographic double quotes (pasted from documents) all open and close phrases. */
const QUOTES = new Set(['"', '\u201C', '\u201D', '\u201E']);
const KEYWORDS = new Map<string, 'and' | 'or' | 'not'>([
  ['AND', 'and'],
  ['OR', 'or'],
  ['NOT', 'not'],
]);
const FIELD_PREFIX = /^([A-Za-z_]+):/;
// Control characters separate like spaces; everything else that is not a space, a parenthesis
// or a quote belongs to a word, so C++, C#, .NET, node.js, CI/CD and front-end stay whole.
const SEPARATOR = /[\s\p{Cc}]/u;
const SEPARATORS = /[\s\p{Cc}]+/u;

export function isSeparator(char: string): boolean {
  return SEPARATOR.test(char);
}

export function isQuote(char: string): boolean {
  return QUOTES.has(char);
}

function isWordChar(char: string): boolean {
  return !isSeparator(char) && !isQuote(char) && char !== '(' && char !== ')';
}

export function tokenize(input: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input.charAt(i);
    if (isSeparator(char)) {
      i += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close', start: i, end: i + 1 });
      i += 1;
    } else if (isQuote(char)) {
      const close = indexOfQuote(input, i + 1);
      if (close < 0) {
        return [...tokens, invalid('This quote is never closed: add a closing " or remove it.', i)];
      }
      const text = phraseText(input.slice(i + 1, close));
      tokens.push({ kind: 'phrase', text, start: i, end: close + 1 });
      i = close + 1;
    } else if (char === '-') {
      const next = input.charAt(i + 1);
      if (next === '' || isSeparator(next)) {
        return [
          ...tokens,
          invalid(
            'A minus sign excludes what follows it directly: write -word or -"a phrase", without a space.',
            i,
          ),
        ];
      }
      tokens.push({ kind: 'minus', start: i, end: i + 1 });
      i += 1;
    } else {
      let end = i;
      while (end < input.length && isWordChar(input.charAt(end))) end += 1;
      const text = input.slice(i, end);
      const field = FIELD_PREFIX.exec(text);
      if (field?.[1] !== undefined) {
        const colon = i + field[1].length + 1;
        tokens.push({ kind: 'field', name: field[1], start: i, end: colon });
        i = colon;
      } else {
        const keyword = KEYWORDS.get(text);
        tokens.push(
          keyword
            ? { kind: keyword, start: i, end }
            : { kind: 'word', text: text.normalize('NFC'), start: i, end },
        );
        i = end;
      }
    }
  }
  return tokens;
}

/** A phrase's words joined by single spaces, in NFC so that composed and decomposed accents match. */
export function phraseText(raw: string): string {
  return raw.split(SEPARATORS).filter(Boolean).join(' ').normalize('NFC');
}

function indexOfQuote(input: string, from: number): number {
  for (let i = from; i < input.length; i += 1) if (isQuote(input.charAt(i))) return i;
  return -1;
}

function invalid(message: string, position: number): QueryToken {
  return {
    kind: 'invalid',
    error: { message, position, length: 1 },
    start: position,
    end: position + 1,
  };
}
