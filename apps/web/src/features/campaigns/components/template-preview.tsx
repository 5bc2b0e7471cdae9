import { createElement, type ReactNode } from 'react';
import { fillTemplate } from '@hirelane/domain/campaigns/render-template';
import { RICH_TEXT_ALLOWED_URI } from '@hirelane/domain/campaigns/rich-text-policy';
import type { VariableValues } from '@hirelane/domain/campaigns/template-variables';
import { sanitizedRichTextFragment } from '../lib/message-editor-sanitize';
import { TemplateSegments } from './template-preview-segments';

type TemplatePreviewProps = {
  /** The stored text: rich (SPEC 5 tags, "\n" line breaks) or plain. */
  text: string;
  values: VariableValues;
  rich?: boolean;
  className?: string;
};

const RICH_CLASSES =
  '[&_a]:text-orange-800 [&_a]:underline [&_img]:inline [&_img]:max-h-48 [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/** An address with its placeholders filled, kept only when it is still a safe one. */
const safeAddress = (value: string | null, values: VariableValues): string | undefined => {
  if (value === null) return undefined;
  const filled = fillTemplate(value, values);
  return RICH_TEXT_ALLOWED_URI.test(filled) ? filled : undefined;
};

/** React elements from the sanitised nodes: only SPEC 5's tags can reach this point. */
const toReact = (node: Node, values: VariableValues, key: number): ReactNode => {
  if (node.nodeType === Node.TEXT_NODE)
    return <TemplateSegments key={key} text={node.textContent ?? ''} values={values} breaks />;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  const children = [...node.childNodes].map((child, index) => toReact(child, values, index));
  const title = node.getAttribute('title') ?? undefined;
  if (tag === 'a') {
    const href = safeAddress(node.getAttribute('href'), values);
    return (
      <a key={key} href={href} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (tag === 'img') {
    const src = safeAddress(node.getAttribute('src'), values);
    return src ? (
      <img key={key} src={src} alt={node.getAttribute('alt') ?? ''} title={title} />
    ) : null;
  }
  return createElement(tag, { key }, ...children);
};

/**
 * A message as the candidate will read it (SPEC 5): filled values as plain text, placeholders
 * with no value highlighted, the previous subject left as is, the ice-breaker as the Personalized
 * Opener badge. Rich bodies are sanitised with the rich-text policy and built as elements.
 */
export function TemplatePreview({
  text,
  values,
  rich = false,
  className = '',
}: TemplatePreviewProps) {
  if (!rich)
    return (
      <div className={`whitespace-pre-wrap break-words ${className}`.trim()}>
        <TemplateSegments text={text} values={values} breaks={false} />
      </div>
    );
  const fragment = sanitizedRichTextFragment(text);
  return (
    <div className={`break-words ${RICH_CLASSES} ${className}`.trim()}>
      {[...fragment.childNodes].map((node, index) => toReact(node, values, index))}
    </div>
  );
}
