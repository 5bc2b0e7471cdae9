/**
 * The search query language's syntax tree (decision 026). Spans are 0-based UTF-16 offsets into
 * the text that was parsed (what a text input's selection uses); `end` is exclusive.
 */
export type Span = { start: number; end: number };

export const QUERY_FIELDS = [
  'title',
  'skills',
  'company',
  'past_company',
  'location',
  'school',
  'name',
] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];
/** Other spellings accepted before the colon (field names are case-insensitive). */
export const QUERY_FIELD_ALIASES: ReadonlyMap<string, QueryField> = new Map([['skill', 'skills']]);

export const QUERY_LIMITS = { maxLength: 1000, maxDepth: 20, maxTerms: 100 } as const;

export type WordNode = { type: 'word'; text: string; span: Span };
/** `text` is the quoted words joined by single spaces. */
export type PhraseNode = { type: 'phrase'; text: string; span: Span };
/** `child` never contains another field. */
export type FieldNode = { type: 'field'; field: QueryField; child: QueryNode; span: Span };
export type NotNode = { type: 'not'; child: QueryNode; span: Span };
/** At least two children, none of them an `and` (nested ANDs are flattened). */
export type AndNode = { type: 'and'; children: QueryNode[]; span: Span };
/** At least two children, none of them an `or` (nested ORs are flattened). */
export type OrNode = { type: 'or'; children: QueryNode[]; span: Span };

export type QueryNode = WordNode | PhraseNode | FieldNode | NotNode | AndNode | OrNode;

export type QuerySyntaxError = { message: string; position: number; length: number };
/** `ast` is null for an empty query (nothing but spaces). */
export type ParseResult =
  { ok: true; ast: QueryNode | null } | { ok: false; error: QuerySyntaxError };

/** A node without its spans: what two queries are compared on. */
export type ShapeOf =
  | { type: 'word' | 'phrase'; text: string }
  | { type: 'field'; field: QueryField; child: ShapeOf }
  | { type: 'not'; child: ShapeOf }
  | { type: 'and' | 'or'; children: ShapeOf[] };

export function withoutSpans(node: QueryNode): ShapeOf {
  switch (node.type) {
    case 'word':
    case 'phrase':
      return { type: node.type, text: node.text };
    case 'field':
      return { type: 'field', field: node.field, child: withoutSpans(node.child) };
    case 'not':
      return { type: 'not', child: withoutSpans(node.child) };
    case 'and':
    case 'or':
      return { type: node.type, children: node.children.map(withoutSpans) };
  }
}
