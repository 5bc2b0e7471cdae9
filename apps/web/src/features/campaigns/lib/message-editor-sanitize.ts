import DOMPurify, { type Config } from 'dompurify';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_ALLOWED_URI,
} from '@hirelane/domain/campaigns/rich-text-policy';

/** SPEC 5: the one rich-text policy, the same the server applies before saving. */
const POLICY: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: RICH_TEXT_ALLOWED_URI,
  KEEP_CONTENT: true,
};

/** A stored rich body with only SPEC 5's tags and safe addresses ("\n" line breaks are kept). */
export const sanitizeStoredRichText = (stored: string): string =>
  DOMPurify.sanitize(stored, { ...POLICY, RETURN_TRUSTED_TYPE: false });

/** The same, as nodes to read from (previews build their own elements from them). */
export const sanitizedRichTextFragment = (stored: string): DocumentFragment =>
  DOMPurify.sanitize(stored, { ...POLICY, RETURN_DOM_FRAGMENT: true });
