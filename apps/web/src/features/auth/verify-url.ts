import { DEFAULT_AFTER_SIGN_IN, safeRedirect } from '../../lib/safe-redirect';

export const VERIFY_ERROR_CALLBACK = '/login/verify';

/** better-auth's verify endpoint for a token from the e-mailed link. */
export const buildVerifyUrl = (token: string, callbackURL: string | null): string => {
  const params = new URLSearchParams({
    token,
    callbackURL: safeRedirect(callbackURL) ?? DEFAULT_AFTER_SIGN_IN,
    errorCallbackURL: VERIFY_ERROR_CALLBACK,
  });
  return `/auth/magic-link/verify?${params.toString()}`;
};
