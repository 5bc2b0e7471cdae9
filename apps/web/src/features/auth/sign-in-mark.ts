import { attemptStorageWrite, safeLocalStorage } from '../../lib/safe-storage';

/*
 * "A sign-in just completed", kept until the next page load reads it: the Get Started checklist
 * (onboarding) then opens expanded. The key keeps its checklist name so stored marks still count.
 */
const AFTER_SIGN_IN_KEY = 'hirelane:checklist:after-sign-in';

/** Called as a sign-in completes. */
export const markSignedIn = (): void =>
  attemptStorageWrite((store) => store.setItem(AFTER_SIGN_IN_KEY, '1'));

/** True when a sign-in completed and nothing has spent the mark since. */
export const isMarkedSignedIn = (): boolean =>
  safeLocalStorage()?.getItem(AFTER_SIGN_IN_KEY) === '1';

/** Spends the mark. */
export const forgetSignIn = (): void =>
  attemptStorageWrite((store) => store.removeItem(AFTER_SIGN_IN_KEY));
