import { EMAIL_CHANGE_TTL_HOURS } from '@hirelane/domain/profile/profile.schema';
import { PRODUCT_NAME } from '@hirelane/domain/product/product';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { layout } from '../../mail/templates';

export const confirmEmailUrl = (appUrl: string, token: string): string => {
  const url = new URL('/app/email-verified', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

export const settingsUrl = (appUrl: string): string =>
  new URL('/app/settings#profile', appUrl).toString();

/** A notice to the old address; the change itself stands even when this mail cannot be sent. */
export const sendNotice = async (mailer: Mailer, mail: OutgoingMail): Promise<void> => {
  try {
    await mailer.send(mail);
  } catch (error) {
    console.error('could not send the e-mail change notice', error);
  }
};

const composeMail = (
  subject: string,
  heading: string,
  lines: string[],
  action: { label: string; url: string },
) => ({
  subject,
  text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
  html: layout(heading, lines, action),
});

/** To the NEW address: the link that makes it the sign-in e-mail. */
export const confirmEmailChangeMail = (input: {
  url: string;
  oldEmail: string;
  newEmail: string;
}) =>
  composeMail(
    `Confirm your new ${PRODUCT_NAME} e-mail address`,
    'Confirm your new e-mail',
    [
      `You asked to sign in to ${PRODUCT_NAME} with ${input.newEmail} instead of ${input.oldEmail}.`,
      `Open the link while signed in to ${PRODUCT_NAME} to confirm. It works once and expires in ${EMAIL_CHANGE_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
    ],
    { label: 'Confirm new e-mail', url: input.url },
  );

/** To the OLD address when a change is asked for: the owner learns of it before it happens. */
export const emailChangeRequestedMail = (input: { settingsUrl: string; newEmail: string }) =>
  composeMail(
    `A change of your ${PRODUCT_NAME} e-mail address was requested`,
    'E-mail change requested',
    [
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its sign-in e-mail to ${input.newEmail}. Nothing changes until the link sent to that address is opened.`,
      'If this was not you, sign in and ask for a change back to this address, and tell your workspace owner.',
    ],
    { label: `Open ${PRODUCT_NAME} settings`, url: input.settingsUrl },
  );

/** To the OLD address once the change is made. */
export const emailChangedMail = (input: { settingsUrl: string; newEmail: string }) =>
  composeMail(
    `Your ${PRODUCT_NAME} e-mail address was changed`,
    'E-mail address changed',
    [
      `Your ${PRODUCT_NAME} account now signs in with ${input.newEmail}. Sign-in links for this address no longer open it.`,
      `If this was not you, contact ${PRODUCT_NAME} support at once.`,
    ],
    { label: `Open ${PRODUCT_NAME} settings`, url: input.settingsUrl },
  );
