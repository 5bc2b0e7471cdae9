import type { ChecklistLoadMemory } from '@hirelane/domain/onboarding/checklist-transitions';

const AFTER_SIGN_IN_KEY = 'hirelane:checklist:after-sign-in';
const seenKey = (userEmail: string, workspaceId: string) =>
  `hirelane:checklist:seen:${userEmail}:${workspaceId}`;

/** Storage can be off (private modes, quotas): the checklist then just stays folded. */
const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const attempt = (write: (store: Storage) => void): void => {
  const store = storage();
  if (!store) return;
  try {
    write(store);
  } catch {
    // Storage full or refused: nothing to remember, nothing breaks.
  }
};

/** Called as a sign-in completes: the next page load opens the checklist expanded. */
export const markSignedIn = (): void => attempt((store) => store.setItem(AFTER_SIGN_IN_KEY, '1'));

/** Read once per page load; the sign-in mark is spent with `forgetSignIn`. */
export const readChecklistMemory = (
  userEmail: string,
  workspaceId: string,
): ChecklistLoadMemory => {
  const store = storage();
  const seen = store?.getItem(seenKey(userEmail, workspaceId)) ?? null;
  const seenCompleted = seen === null ? null : Number.parseInt(seen, 10);
  return {
    afterSignIn: store?.getItem(AFTER_SIGN_IN_KEY) === '1',
    seenCompleted: seenCompleted !== null && Number.isFinite(seenCompleted) ? seenCompleted : null,
  };
};

export const forgetSignIn = (): void => attempt((store) => store.removeItem(AFTER_SIGN_IN_KEY));

/** The completed count the user has now seen, so a later load opens only for news. */
export const rememberSeenCompleted = (
  userEmail: string,
  workspaceId: string,
  completed: number,
): void => attempt((store) => store.setItem(seenKey(userEmail, workspaceId), String(completed)));
