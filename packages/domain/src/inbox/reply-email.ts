import { PREVIOUS_SUBJECT_VARIABLE } from '../campaigns/template-variables';
import { threadSubject } from '../outreach/follow-up-subject';

const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * A reply written in the inbox, as an e-mail: "Re: " the subject answered (never doubled), the
 * text with its line breaks, the mailbox signature. No tracking and no unsubscribe footer: it is
 * one person answering another, not a campaign step.
 */
export const inboxReplyEmail = (input: {
  text: string;
  answeredSubject: string;
  signature: string;
}): { subject: string; text: string; html: string } => {
  const body = input.text.trim();
  const signature = input.signature.trim();
  const text = signature ? `${body}\n\n${signature}` : body;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1c1917"><div>${escapeHtml(
    text,
  ).replaceAll('\n', '<br>\n')}</div></body></html>`;
  const subject = threadSubject(`{{${PREVIOUS_SUBJECT_VARIABLE}}}`, input.answeredSubject.trim());
  return { subject, text, html };
};

/** References of a reply: the thread's Message-IDs so far, oldest first, the answered one last. */
export const replyReferences = (threadIds: readonly string[], answered: string): string => {
  const ids = [...threadIds.filter((id) => id !== answered), answered];
  // Mail servers cap header length; the first and the newest ids keep the thread together.
  const kept = ids.length > 10 ? [ids[0] ?? answered, ...ids.slice(-9)] : ids;
  return kept.join(' ');
};

/**
 * A campaign template's body as reply text: links keep their address, list items become lines,
 * other tags go (the reply box is plain text). Placeholders stay for the server to fill.
 */
export const templateAsReplyText = (body: string): string =>
  body
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<\/li>\s*/gi, '\n')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_raw, href: string, label: string) =>
      label.trim() === href.trim() ? href : `${label} (${href})`,
    )
    .replace(/<[^>]+>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
