import { emailChangeState } from '@hirelane/domain/profile/email-change-rules';
import { EMAIL_CHANGE_MESSAGES } from '@hirelane/domain/profile/profile.schema';
import type { AppContext } from '../../app-context';
import { HttpError, forbidden, gone, notFound } from '../../http/http-error';
import type { ResolvedSession } from '../auth/session-store';
import { emailChangedMail, sendNotice, settingsUrl } from './email-change-mail';
import { expireOpenRequests, lockRequestByToken, markConfirmed } from './email-change-store';
import { emailTakenByOther, lockUser, setUserEmail } from './profile-store';
import { deleteMagicLinksFor } from '../auth/magic-link-store';
import { conflict } from './status-errors';

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
};

const REFUSALS = {
  unknown: () => notFound(EMAIL_CHANGE_MESSAGES.unknown),
  foreign: () => forbidden(EMAIL_CHANGE_MESSAGES.foreign),
  used: () => gone(EMAIL_CHANGE_MESSAGES.used),
  expired: () => gone(EMAIL_CHANGE_MESSAGES.expired),
};

/**
 * Opens a confirmation link: only the signed-in user who asked may use it, once, within 24 hours.
 * In one transaction the address changes (better-auth finds users by it, so magic links now reach
 * the account through the new address), the request is used up, the user's other open requests
 * end and unused sign-in links to the old address are dropped. The old address gets a notice.
 */
export const confirmEmailChange = async (
  app: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  session: ResolvedSession,
  token: string,
): Promise<{ email: string }> => {
  if (session.impersonatorSessionId) throw forbidden(EMAIL_CHANGE_MESSAGES.impersonating);
  const userId = session.user.id;
  const now = new Date();
  let changed: { oldEmail: string; newEmail: string };
  try {
    changed = await app.db.transaction(async (tx) => {
      const request = await lockRequestByToken(tx, token);
      const state = emailChangeState(request, userId, now);
      if (state !== 'usable' || !request) throw REFUSALS[state === 'usable' ? 'unknown' : state]();
      const current = await lockUser(tx, userId);
      if (!current) throw new HttpError(401);
      if (await emailTakenByOther(tx, request.newEmail, userId))
        throw conflict(EMAIL_CHANGE_MESSAGES.taken);
      await setUserEmail(tx, userId, request.newEmail);
      await markConfirmed(tx, request.id, now);
      await expireOpenRequests(tx, userId, now);
      await deleteMagicLinksFor(tx, current.email.toLowerCase());
      return { oldEmail: current.email, newEmail: request.newEmail };
    });
  } catch (error) {
    // Another account took the address between our check and the update.
    if (isUniqueViolation(error)) throw conflict(EMAIL_CHANGE_MESSAGES.taken);
    throw error;
  }

  await sendNotice(app.mailer, {
    to: changed.oldEmail,
    ...emailChangedMail({
      settingsUrl: settingsUrl(app.config.appUrl),
      newEmail: changed.newEmail,
    }),
  });
  return { email: changed.newEmail };
};
