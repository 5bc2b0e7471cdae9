import { PRODUCT_NAME } from '@hirelane/domain/product/product';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const layout = (
  heading: string,
  paragraphs: string[],
  /** The button, or null for a message with nothing to open. */
  action: { label: string; url: string } | null,
): string =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;background:#f9fafb;padding:24px">` +
  `<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:32px">` +
  `<p style="font-weight:700;color:#ea580c;font-size:20px;margin:0 0 16px">${PRODUCT_NAME}</p>` +
  `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>` +
  paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('') +
  (action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#ea580c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="font-size:12px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '') +
  `</div></body></html>`;

export const signInMail = (url: string) => {
  const subject = `Your ${PRODUCT_NAME} sign-in link`;
  const lines = [
    `Click the link below to sign in to ${PRODUCT_NAME}.`,
    'The link works once and expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\n${url}\n`,
    html: layout('Sign in', lines, { label: `Sign in to ${PRODUCT_NAME}`, url }),
  };
};

export const invitationMail = (input: {
  url: string;
  inviterName: string;
  workspaceName: string;
  role: string;
}) => {
  const subject = `${input.inviterName} invited you to ${input.workspaceName} on ${PRODUCT_NAME}`;
  const lines = [
    `${input.inviterName} invited you to join the workspace "${input.workspaceName}" as ${input.role}.`,
    'The invitation is valid for 7 days.',
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${input.url}\n`,
    html: layout(`Join ${input.workspaceName}`, lines, {
      label: 'Accept invitation',
      url: input.url,
    }),
  };
};
