import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/**
 * After any mailbox change: the settings list, and the e-mail account list that the top banner,
 * the campaign error marks and the launch page read.
 */
export const useRefreshMailboxes = (workspaceId: string | null) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.mailboxes(workspaceId ?? '') }),
      queryClient.invalidateQueries({ queryKey: accountKeys.emails(workspaceId ?? '') }),
    ]);
};
