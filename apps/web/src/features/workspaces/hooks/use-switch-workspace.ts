import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/api-error';
import { switchWorkspace } from '../api/switch-workspace';

/** SPEC 9: the workspace switch error toast lasts 4000 ms. */
export const SWITCH_TOAST_MS = 4000;
export const SWITCH_FAILED_TEXT = 'Something went wrong';

/**
 * SPEC 4.6 / 7 / 8: success reloads the page; success false shows the server message as an
 * error toast; an exception shows 'Something went wrong'. Both toasts last 4 s.
 */
export const useSwitchWorkspace = (
  currentId: string | null,
  reload: () => void = () => window.location.reload(),
) => {
  const [switching, setSwitching] = useState(false);

  const run = async (workspaceId: string) => {
    if (workspaceId === currentId || switching) return;
    setSwitching(true);
    try {
      const answer = await switchWorkspace(workspaceId);
      if (answer.success) {
        reload();
        return;
      }
      toast.error(answer.message ?? SWITCH_FAILED_TEXT, { duration: SWITCH_TOAST_MS });
    } catch (error) {
      // A 4xx answer is the server saying success false with a message; anything else is an exception.
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      toast.error(refused ? error.message : SWITCH_FAILED_TEXT, { duration: SWITCH_TOAST_MS });
    }
    setSwitching(false);
  };

  return { switchTo: (workspaceId: string) => void run(workspaceId), switching };
};
