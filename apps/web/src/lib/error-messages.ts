/** User-facing texts of SPEC 8's error toasts; no toast library here, so pages can import them cheaply. */
export const VALIDATION_TOAST_TITLE = 'Oopsie-doodle! Validation Error:';
export const VALIDATION_TOAST_TEXT =
  "Something's not quite right. Please check your input and try again.";
export const SERVER_ERROR_TOAST_TITLE = 'Oh no! The server made a boo-boo.';
export const SUPPORT_EMAIL = 'support@hirelane.io';

export const serverErrorToastText = (requestId: string | undefined): string =>
  `Please try again in a moment. If it keeps happening, contact support at ${SUPPORT_EMAIL}` +
  (requestId ? ` and mention request ID ${requestId}.` : '.');
