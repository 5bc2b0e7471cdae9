import { fillTemplate, missingVariables } from '@hirelane/domain/campaigns/render-template';
import {
  ICE_BREAKER_VARIABLE,
  PERSONALIZED_OPENER_LABEL,
  PLACEHOLDER_PATTERN,
  type VariableValues,
} from '@hirelane/domain/campaigns/template-variables';
import { threadSubject } from '@hirelane/domain/outreach/follow-up-subject';
import type { DeliveryLinks } from './tracking-links';

export type RenderInput = {
  subject: string;
  body: string;
  values: VariableValues;
  /** The thread's first subject, for {{previous_subject}} (null on the first e-mail). */
  firstSubject: string | null;
  signature: string;
  trackOpens: boolean;
  trackClicks: boolean;
  links: DeliveryLinks;
};

export type RenderedEmail = { subject: string; html: string; text: string };
export type RenderResult = { ok: true; email: RenderedEmail } | { ok: false; missing: string[] };

export const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const decodeHtml = (value: string): string =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&');

const usesOpener = (template: string) =>
  [...template.matchAll(PLACEHOLDER_PATTERN)].some((match) => match[1] === ICE_BREAKER_VARIABLE);

const LIST_TAG = /<\/?(ul|ol|li)\b[^>]*>/i;

/** Stored bodies keep line breaks as "\n" (SPEC 5 allows no <p> or <br>): breaks become <br>. */
export const linesToHtml = (body: string): string =>
  body.split('\n').reduce((html, line, index, lines) => {
    const previous = lines[index - 1] ?? '';
    const joinsList =
      LIST_TAG.test(line.trim().slice(0, 5)) || /<\/?(ul|ol|li)[^>]*>\s*$/i.test(previous);
    return index === 0 ? line : `${html}${joinsList ? '\n' : '<br>\n'}${line}`;
  }, '');

const rewriteLinks = (html: string, clickUrl: (target: string) => string): string =>
  html.replace(/<a\b([^>]*?)href="(https?:\/\/[^"]+)"/gi, (_raw, before: string, href: string) => {
    const target = decodeHtml(href);
    return `<a${before}href="${escapeHtml(clickUrl(target))}"`;
  });

/** The plain-text alternative of an e-mail's HTML: breaks, list items, links as "label (url)". */
export const htmlToText = (html: string): string =>
  decodeHtml(
    html
      .replace(/<br\s*\/?>\n?/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '- ')
      .replace(/<\/li>\s*/gi, '\n')
      .replace(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_raw, href: string, label: string) =>
        label.trim() === href.trim() ? href : `${label} (${href})`,
      )
      .replace(/<img\b[^>]*>/gi, '')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * One campaign e-mail for one candidate: placeholders filled (values escaped in the HTML), the
 * thread subject, the mailbox signature, an unsubscribe footer, and, when the campaign asks,
 * an open pixel and tracked links. A placeholder without a value means the e-mail is not sent:
 * the answer lists what is missing instead.
 */
export const renderCampaignEmail = (input: RenderInput): RenderResult => {
  const missing = [
    ...new Set([
      ...missingVariables(input.subject, input.values),
      ...missingVariables(input.body, input.values),
    ]),
  ];
  const opener = input.values[ICE_BREAKER_VARIABLE];
  if ((usesOpener(input.body) || usesOpener(input.subject)) && !opener?.trim())
    missing.push(PERSONALIZED_OPENER_LABEL);
  if (missing.length > 0) return { ok: false, missing };

  const subject = threadSubject(fillTemplate(input.subject, input.values), input.firstSubject)
    .replace(/\s+/g, ' ')
    .trim();
  const escapedValues: VariableValues = Object.fromEntries(
    Object.entries(input.values).map(([name, value]) => [
      name,
      value === null || value === undefined ? value : escapeHtml(value),
    ]),
  );
  let content = linesToHtml(fillTemplate(input.body, escapedValues));
  if (input.trackClicks) content = rewriteLinks(content, input.links.clickUrl);
  const signature = input.signature.trim()
    ? `<br>\n<br>\n${escapeHtml(input.signature.trim()).replaceAll('\n', '<br>\n')}`
    : '';
  const unsubscribe = escapeHtml(input.links.unsubscribeUrl);
  const footer = `<p style="margin-top:24px;font-size:12px;color:#57534e">If you would rather not hear from me again, <a href="${unsubscribe}">unsubscribe</a>.</p>`;
  const pixel = input.trackOpens
    ? `<img src="${escapeHtml(input.links.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1c1917"><div>${content}${signature}</div>${footer}${pixel}</body></html>`;
  const text = `${htmlToText(`${content}${signature}`)}\n\n--\nUnsubscribe: ${input.links.unsubscribeUrl}`;
  return { ok: true, email: { subject, html, text } };
};

/** The hold reason for an e-mail that lacks values. */
export const missingValuesReason = (missing: string[]): string =>
  `Not sent: no value for ${missing.map((name) => (name.includes(' ') ? name : `{{${name}}}`)).join(', ')}.`;
