import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_ALLOWED_URI,
} from '@hirelane/domain/campaigns/rich-text-policy';
import type { StepDraft } from '@hirelane/domain/campaigns/step-config.schema';

/*
 * Server-side enforcement of SPEC 5's rich text (packages/domain rich-text-policy.ts). One jsdom
 * window and one DOMPurify instance serve every call. Stored bodies carry line breaks as "\n"
 * and placeholders as literal {{name}} text, so SAFE_FOR_TEMPLATES stays off.
 */

const { window } = new JSDOM('');
const purify = createDOMPurify(window);

const URI_ATTRIBUTES = new Set(['href', 'src']);
const BLOCK_TAGS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE']);
// Same characters DOMPurify ignores inside URIs (so "java\tscript:" cannot slip through).
// eslint-disable-next-line no-control-regex
const URI_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

// DOMPurify lets data: URIs through on <img src> whatever the URI pattern says; the policy allows
// only web and mail addresses, so every href/src is judged here too.
purify.addHook('uponSanitizeAttribute', (_node, event) => {
  if (
    URI_ATTRIBUTES.has(event.attrName) &&
    !RICH_TEXT_ALLOWED_URI.test(event.attrValue.replace(URI_WHITESPACE, ''))
  )
    event.keepAttr = false;
});

// <br> and block elements are not allowed, but the line breaks they stand for are kept as "\n".
purify.addHook('uponSanitizeElement', (node) => {
  const parent = node.parentNode;
  if (!parent) return;
  const newline = () => window.document.createTextNode('\n');
  if (node.nodeName === 'BR') parent.insertBefore(newline(), node);
  else if (BLOCK_TAGS.has(node.nodeName) && node.nextSibling)
    parent.insertBefore(newline(), node.nextSibling);
});

/** Keeps only the tags, attributes and addresses of SPEC 5; text of removed tags stays. */
export const sanitizeRichText = (html: string): string =>
  purify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP: RICH_TEXT_ALLOWED_URI,
    ADD_URI_SAFE_ATTR: ['target', 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });

const stripOnce = (text: string): string =>
  purify.sanitize(text, { ALLOWED_TAGS: ['#text'], KEEP_CONTENT: true, RETURN_DOM: true })
    .textContent ?? '';

/**
 * Plain text: every tag removed (script and style with their content), entities decoded. Repeated
 * until nothing changes, so escaped markup ("&lt;script&gt;") cannot come back as a tag.
 */
export const stripTags = (text: string): string => {
  let current = text;
  for (let pass = 0; pass < 5; pass += 1) {
    const next = stripOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
};

/**
 * A step as it may be stored: the e-mail body sanitised as rich text, the messages of the
 * plain-text channels (LinkedIn, WhatsApp, the AI call goal) stripped of any markup.
 */
export const sanitizeStepDraft = (draft: StepDraft): StepDraft => {
  switch (draft.type) {
    case 'auto_email':
      return { ...draft, config: { ...draft.config, body: sanitizeRichText(draft.config.body) } };
    case 'auto_linkedin_invite':
      return { ...draft, config: { ...draft.config, note: stripTags(draft.config.note) } };
    case 'auto_linkedin_message_send':
    case 'auto_whatsapp_message_send':
      return { ...draft, config: { ...draft.config, message: stripTags(draft.config.message) } };
    case 'auto_ai_call':
      return { ...draft, config: { ...draft.config, goal: stripTags(draft.config.goal) } };
    default:
      return draft;
  }
};
