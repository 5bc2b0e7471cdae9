export const DEFAULT_AFTER_SIGN_IN = '/app';

/** A same-origin path to go to after sign-in: starts with '/' but not '//' (nor '/\'). */
export const safeRedirect = (value: string | null | undefined): string | null => {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 32)) return null;
  return value;
};
