import { useQuery } from '@tanstack/react-query';
import { emailAccountListResponse } from '@hirelane/domain/accounts/account-status.schema';
import { apiGet } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { accountKeys } from './query-keys';

/** GET /api/communication/email/account/list: verified and invalid sender mailboxes. */
export const useEmailAccountsQuery = (workspaceId: string | null, enabled = true) =>
  useQuery({
    queryKey: accountKeys.emails(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      loggedLoad('connected e-mails', async () => {
        const answer = await apiGet(
          '/api/communication/email/account/list',
          emailAccountListResponse,
          { signal, silent: true },
        );
        return answer.data;
      }),
    enabled: enabled && Boolean(workspaceId),
    retry: false,
  });
