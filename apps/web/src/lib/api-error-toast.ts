import { toast } from 'sonner';
import type { ApiError } from './api-error';

export const VALIDATION_TOAST_TITLE = 'Oopsie-doodle! Validation Error:';
export const VALIDATION_TOAST_TEXT =
  "Something's not quite right. Please check your input and try again.";
export const SERVER_ERROR_TOAST_TITLE = 'Oh no! The server made a boo-boo.';
export const SUPPORT_EMAIL = 'support@hirelane.io';

export const serverErrorToastText = (requestId: string | undefined): string =>
  `Please try again in a moment. If it keeps happening, contact support at ${SUPPORT_EMAIL}` +
  (requestId ? ` and mention request ID ${requestId}.` : '.');

/** The toasts of SPEC 8 for 422 and 500; other statuses are left to the caller. */
export const toastApiError = (error: ApiError): void => {
  if (error.status === 422) {
    toast.error(VALIDATION_TOAST_TITLE, { description: VALIDATION_TOAST_TEXT });
  } else if (error.status >= 500) {
    toast.error(SERVER_ERROR_TOAST_TITLE, { description: serverErrorToastText(error.requestId) });
  }
};
