import type { ChecklistLoadMemory } from '@hirelane/domain/onboarding/checklist-transitions';
import { attemptStorageWrite, safeLocalStorage } from '../../lib/safe-storage';
import { isMarkedSignedIn } from '../auth/sign-in-mark';

const seenKey = (userEmail: string, workspaceId: string) =>
  `hirelane:checklist:seen:${userEmail}:${workspaceId}`;

/** Read once per page load; the sign-in mark is spent with auth's `forgetSignIn`. */
export const readChecklistMemory = (
  userEmail: string,
  workspaceId: string,
): ChecklistLoadMemory => {
  const seen = safeLocalStorage()?.getItem(seenKey(userEmail, workspaceId)) ?? null;
  const seenCompleted = seen === null ? null : Number.parseInt(seen, 10);
  return {
    afterSignIn: isMarkedSignedIn(),
    seenCompleted: seenCompleted !== null && Number.isFinite(seenCompleted) ? seenCompleted : null,
  };
};

/** The completed count the user has now seen, so a later load opens only for news. */
export const rememberSeenCompleted = (
  userEmail: string,
  workspaceId: string,
  completed: number,
): void =>
  attemptStorageWrite((store) => store.setItem(seenKey(userEmail, workspaceId), String(completed)));
