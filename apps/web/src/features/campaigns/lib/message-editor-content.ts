import {
  editorHtmlToStored,
  escapeHtmlText,
  storedToEditorHtml,
  storedToPlainText,
} from '@hirelane/domain/campaigns/stored-rich-text';
import { PLACEHOLDER_PATTERN } from '@hirelane/domain/campaigns/template-variables';
import { sanitizeStoredRichText } from './message-editor-sanitize';

export type MessageEditorMode = 'rich' | 'plain';

/** The attribute a variable chip carries in the editor's HTML. */
export const VARIABLE_ATTRIBUTE = 'data-variable';

/** Replaces each `{{name}}` in the HTML's text (never in attributes) with a chip element. */
export const placeholdersToChips = (html: string): string => {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);
  for (const node of textNodes) {
    const text = node.data;
    const matches = [...text.matchAll(PLACEHOLDER_PATTERN)];
    if (matches.length === 0) continue;
    const parts = document.createDocumentFragment();
    let last = 0;
    for (const match of matches) {
      if (match.index > last) parts.append(text.slice(last, match.index));
      const chip = document.createElement('span');
      chip.setAttribute(VARIABLE_ATTRIBUTE, match[1] ?? '');
      parts.append(chip);
      last = match.index + match[0].length;
    }
    if (last < text.length) parts.append(text.slice(last));
    node.replaceWith(parts);
  }
  return document.body.innerHTML;
};

/** The stored value → the editor's HTML, with placeholders as chips. */
export const storedToEditorContent = (value: string, mode: MessageEditorMode): string =>
  placeholdersToChips(
    mode === 'rich'
      ? storedToEditorHtml(value)
      : value
          .split('\n')
          .map((line) => `<p>${escapeHtmlText(line)}</p>`)
          .join(''),
  );

/** The editor's rich HTML → the stored format, sanitised with SPEC 5's policy. */
export const richEditorHtmlToStored = (html: string): string =>
  sanitizeStoredRichText(editorHtmlToStored(html));

/** What the counter counts: the text a reader sees, placeholders as written. */
export const countedLength = (value: string, mode: MessageEditorMode): number =>
  (mode === 'rich' ? storedToPlainText(value) : value).length;
