import { toast } from 'sonner';
import type { ApiError } from './api-error';
import {
  SERVER_ERROR_TOAST_TITLE,
  VALIDATION_TOAST_TEXT,
  VALIDATION_TOAST_TITLE,
  serverErrorToastText,
} from './error-messages';

/** The toasts of SPEC 8 for 422 and 500; other statuses are left to the caller. */
export const toastApiError = (error: ApiError): void => {
  if (error.status === 422) {
    toast.error(VALIDATION_TOAST_TITLE, { description: VALIDATION_TOAST_TEXT });
  } else if (error.status >= 500) {
    toast.error(SERVER_ERROR_TOAST_TITLE, { description: serverErrorToastText(error.requestId) });
  }
};
