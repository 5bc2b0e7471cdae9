import fc from 'fast-check';
import { QUERY_FIELDS, type QueryNode } from './query-ast';
import { isBareWord } from './query-printer';

const span = { start: 0, end: 0 };
const WORD_CHARS = [...'abcxyzABCXYZ0129', ...'éüñçøßÉ東京', ..."+#./-:_'&@!?*,;"];
const TRICKY_WORDS = [
  'C++',
  'C#',
  '.NET',
  'node.js',
  'CI/CD',
  'A/B',
  'front-end',
  '10:30',
  'and',
  'Not',
];

/** Words the parser can produce: printed bare, they read back as themselves. */
export const wordText = fc
  .oneof(
    fc.constantFrom(...TRICKY_WORDS),
    fc.array(fc.constantFrom(...WORD_CHARS), { minLength: 1, maxLength: 8 }).map((c) => c.join('')),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
  )
  .filter(isBareWord);

/** Phrase texts, including words that would be operators, fields or exclusions outside quotes. */
export const phraseText = fc
  .array(
    fc.oneof(wordText, fc.constantFrom('AND', 'OR', 'NOT', '-x', 'title:x', 'a(b)', '(', ')')),
    { minLength: 1, maxLength: 3 },
  )
  .map((words) => words.join(' ').normalize('NFC'));

function flattened(type: 'and' | 'or', items: QueryNode[]): QueryNode {
  const children = items.flatMap((item) => (item.type === type ? item.children : [item]));
  return { type, children, span };
}

function node(depth: number, inField: boolean): fc.Arbitrary<QueryNode> {
  const leaves: fc.Arbitrary<QueryNode>[] = [
    wordText.map((text) => ({ type: 'word', text, span })),
    phraseText.map((text) => ({ type: 'phrase', text, span })),
  ];
  if (depth === 0) return fc.oneof(...leaves);
  const inner = node(depth - 1, inField);
  const branches: fc.Arbitrary<QueryNode>[] = [
    inner.map((child) => ({ type: 'not', child, span })),
    fc.array(inner, { minLength: 2, maxLength: 3 }).map((items) => flattened('and', items)),
    fc.array(inner, { minLength: 2, maxLength: 3 }).map((items) => flattened('or', items)),
  ];
  if (!inField) {
    branches.push(
      fc
        .tuple(fc.constantFrom(...QUERY_FIELDS), node(depth - 1, true))
        .map(([field, child]) => ({ type: 'field', field, child, span })),
    );
  }
  return fc.oneof(...leaves, ...leaves, ...branches);
}

/** Trees in the parser's canonical form (ANDs and ORs flattened, no field inside a field). */
export const queryAst = node(4, false);

const TOKENS = [
  'AND',
  'OR',
  'NOT',
  '(',
  ')',
  '"',
  '\u201C',
  '"data engineer"',
  '-',
  ':',
  ' ',
  '  ',
  '\t',
  '\n',
  'title:',
  'Skill:',
  'past_company:',
  'foo:',
  'java',
  'C++',
  '.NET',
  'é',
  'e\u0301',
  'x',
  '""',
  '()',
];

const piece = fc
  .tuple(fc.constantFrom(...TOKENS), fc.constantFrom(' ', ' ', ' ', '', '  '))
  .map(([token, gap]) => token + gap);

/** Strings made of the language's pieces, mostly spaced like typed queries, often near-valid. */
export const tokenSoup = fc.array(piece, { maxLength: 60 }).map((pieces) => pieces.join(''));

/** The same pieces in strings around and beyond the length cap. */
export const longTokenSoup = fc
  .array(piece, { minLength: 250, maxLength: 450 })
  .map((pieces) => pieces.join(''));
