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
 * body as the campaign editor made it (`html`: sanitised, values filled and escaped; `text`: its
 * plain-text alternative), then the mailbox signature. No tracking and no unsubscribe footer: it
 * is one person answering another, not a campaign step.
 */
export const inboxReplyEmail = (input: {
  html: string;
  text: string;
  answeredSubject: string;
  signature: string;
}): { subject: string; text: string; html: string } => {
  const signature = input.signature.trim();
  const text = signature ? `${input.text.trim()}\n\n${signature}` : input.text.trim();
  const signatureHtml = signature
    ? `<br>\n<br>\n${escapeHtml(signature).replaceAll('\n', '<br>\n')}`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1c1917"><div>${input.html.trim()}${signatureHtml}</div></body></html>`;
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
