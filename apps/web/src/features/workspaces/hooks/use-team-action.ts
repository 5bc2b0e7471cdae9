import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { toastApiError } from '../../../lib/api-error-toast';
import { isApiError } from '../../../lib/api-error';
import { workspaceKeys } from '../api/query-keys';

type RunOptions = {
  /** The row that shows a spinner meanwhile. */
  key: string;
  action: () => Promise<{ message?: string | undefined }>;
  successMessage: string;
  /** The viewer changed themself: the session's permissions and workspace list change too. */
  refreshEverything?: boolean;
};

/**
 * Runs one Team action: a spinner on its row, the server's own message as a toast either way,
 * and the member list read again afterwards (also after a refusal, which may mean it changed).
 */
export const useTeamAction = (workspaceId: string) => {
  const queryClient = useQueryClient();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const run = async ({ key, action, successMessage, refreshEverything = false }: RunOptions) => {
    setBusyKey(key);
    try {
      const result = await action();
      toast.success(result.message ?? successMessage);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status >= 500) toastApiError(error);
      else toast.error(error.message);
    }
    try {
      await queryClient.invalidateQueries(
        refreshEverything ? undefined : { queryKey: workspaceKeys.members(workspaceId) },
      );
    } finally {
      setBusyKey(null);
    }
  };

  return { busyKey, run };
};
