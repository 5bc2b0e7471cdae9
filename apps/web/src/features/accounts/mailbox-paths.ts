import { closeButtonTarget } from '@hirelane/domain/app-shell/close-target';
import type { AppQuery } from '@hirelane/domain/app-shell/query-params';

export const CONNECT_MAILBOX_PATH = '/app/connect-mailbox';
export const SETTINGS_MAILBOX_PATH = '/app/settings#mailbox';

type Origin = Pick<AppQuery, 'source' | 'prevRoute'>;

/**
 * The confirmation after a mailbox is connected. The source and prevRoute the connect page was
 * opened with travel along, so the confirmation can lead back to where the user came from.
 */
export const mailboxConfirmationPath = (email: string, origin: Origin): string => {
  const params = new URLSearchParams({ email });
  if (origin.source) params.set('source', origin.source);
  if (origin.prevRoute) params.set('prevRoute', origin.prevRoute);
  return `/app/mailbox-confirmation?${params.toString()}`;
};

/**
 * Where "Continue" leads from the confirmation, as the connect page's X would have (SPEC 2.3):
 * back to onboarding, or to the prevRoute of access_denied / outlook_error. Null otherwise.
 */
export const continueTarget = (origin: Origin): string | null => {
  if (origin.source === 'onboarding') return closeButtonTarget({ source: origin.source });
  if ((origin.source === 'access_denied' || origin.source === 'outlook_error') && origin.prevRoute)
    return closeButtonTarget({ source: origin.source, prevRoute: origin.prevRoute });
  return null;
};
