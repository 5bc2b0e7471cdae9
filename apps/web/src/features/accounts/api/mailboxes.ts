import { useQuery } from '@tanstack/react-query';
import { mailboxListResponse } from '@hirelane/domain/accounts/mailbox.schema';
import { apiGet } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { accountKeys } from './query-keys';

/** GET /api/communication/email/account/mailboxes: every mailbox with its settings and counts. */
export const useMailboxesQuery = (workspaceId: string | null) =>
  useQuery({
    queryKey: accountKeys.mailboxes(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      loggedLoad('the mailboxes', async () => {
        const answer = await apiGet(
          '/api/communication/email/account/mailboxes',
          mailboxListResponse,
          { signal, silent: true },
        );
        return answer.data;
      }),
    enabled: Boolean(workspaceId),
    retry: false,
  });
