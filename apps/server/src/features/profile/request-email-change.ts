import { emailChangeExpiry } from '@hirelane/domain/profile/email-change-rules';
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_REQUESTS_PER_HOUR,
} from '@hirelane/domain/profile/profile.schema';
import type { AppContext } from '../../app-context';
import { HttpError, forbidden, unprocessable } from '../../http/http-error';
import type { ResolvedSession } from '../auth/session-store';
import {
  confirmEmailChangeMail,
  confirmEmailUrl,
  emailChangeRequestedMail,
  sendNotice,
  settingsUrl,
} from './email-change-mail';
import {
  countRecentRequests,
  expireOpenRequests,
  insertEmailChangeRequest,
  newEmailChangeToken,
} from './email-change-store';
import { emailTakenByOther, lockUser } from './profile-store';
import { conflict } from './status-errors';

/**
 * "Change e-mail": mails a single-use link (24 h, stored hashed) to the new address and a notice to
 * the current one; the address changes only when the same user opens the link. A newer request
 * ends the older ones. Refused while an admin acts as the user, for an address another account
 * uses (409) and after 5 requests in an hour (429), since each one mails two addresses.
 */
export const requestEmailChange = async (
  app: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  session: ResolvedSession,
  newEmail: string,
): Promise<{ new_email: string; expires_at: string }> => {
  if (session.impersonatorSessionId) throw forbidden(EMAIL_CHANGE_MESSAGES.impersonating);
  const { user } = session;
  if (newEmail === user.email.toLowerCase())
    throw unprocessable(EMAIL_CHANGE_MESSAGES.same, [
      { path: 'new_email', message: EMAIL_CHANGE_MESSAGES.same },
    ]);

  const now = new Date();
  const { token, tokenHash } = newEmailChangeToken();
  const expiresAt = emailChangeExpiry(now);
  await app.db.transaction(async (tx) => {
    // The lock serialises one user's requests, so the hourly count cannot be raced past.
    if (!(await lockUser(tx, user.id))) throw new HttpError(401);
    const recent = await countRecentRequests(tx, user.id, new Date(now.getTime() - 3600 * 1000));
    if (recent >= EMAIL_CHANGE_REQUESTS_PER_HOUR)
      throw new HttpError(429, EMAIL_CHANGE_MESSAGES.tooMany);
    if (await emailTakenByOther(tx, newEmail, user.id)) throw conflict(EMAIL_CHANGE_MESSAGES.taken);
    await expireOpenRequests(tx, user.id, now);
    await insertEmailChangeRequest(tx, { userId: user.id, newEmail, tokenHash, expiresAt });
  });

  await app.mailer.send({
    to: newEmail,
    ...confirmEmailChangeMail({
      url: confirmEmailUrl(app.config.appUrl, token),
      oldEmail: user.email,
      newEmail,
    }),
  });
  await sendNotice(app.mailer, {
    to: user.email,
    ...emailChangeRequestedMail({ settingsUrl: settingsUrl(app.config.appUrl), newEmail }),
  });
  return { new_email: newEmail, expires_at: expiresAt.toISOString() };
};
