import type { InvitationTemplate, InvitationVariable } from './invitations.schema';

/**
 * Fills an invitation template for one candidate (issue 18). Pure: the server sends what the
 * preview shows. The text part is the template with its values; the HTML part escapes the text,
 * keeps the line breaks and makes the interview link a link.
 */

export type InvitationValues = Record<InvitationVariable, string>;

export type RenderedInvitationEmail = { subject: string; text: string; html: string };

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const fill = (template: string, value: (name: string) => string | undefined): string =>
  template.replace(PLACEHOLDER, (raw, name: string) => value(name) ?? raw);

const valueOf = (values: InvitationValues) => (name: string) =>
  Object.hasOwn(values, name) ? values[name as InvitationVariable] : undefined;

/** "1 December 2026" in UTC: the day the link stops working. */
export const formatExpiresOn = (expiresAt: Date): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(expiresAt);

/** The first word of the name, or "there" ("Hi there,") when the name is empty. */
export const firstNameOf = (firstName: string, fullName: string): string =>
  firstName.trim() || fullName.trim().split(/\s+/)[0] || 'there';

export const renderInvitation = (
  template: InvitationTemplate,
  values: InvitationValues,
): RenderedInvitationEmail => {
  const plain = valueOf(values);
  const subject = fill(template.subject, plain).replace(/\s+/g, ' ').trim();
  const text = fill(template.body, plain);
  const link = escapeHtml(values.interview_link);
  const html = fill(escapeHtml(template.body), (name) =>
    name === 'interview_link'
      ? `<a href="${link}">${link}</a>`
      : Object.hasOwn(values, name)
        ? escapeHtml(values[name as InvitationVariable])
        : undefined,
  )
    .split('\n')
    .join('<br>\n');
  return { subject, text, html };
};
