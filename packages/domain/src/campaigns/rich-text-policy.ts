/** SPEC 5: the only tags rich text may hold. Web and server sanitise with this one list. */
export const RICH_TEXT_ALLOWED_TAGS = [
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ol',
  'ul',
  'li',
  'a',
  'img',
] as const;

/** Attributes kept on those tags; everything else (style, on*, class…) is dropped. */
export const RICH_TEXT_ALLOWED_ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'target',
  'rel',
] as const;

/** Link and image addresses allowed: web pages and mail links only (no javascript:, data:). */
export const RICH_TEXT_ALLOWED_URI = /^(?:https?:|mailto:)/i;
