import { useQuery } from '@tanstack/react-query';
import { linkedinAccountStatusResponse } from '@hirelane/domain/accounts/account-status.schema';
import { apiGet } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { accountKeys } from './query-keys';

/** GET /api/communication/linkedin/account/status: its error_message feeds the top banner. */
export const useLinkedinStatusQuery = (workspaceId: string | null, enabled = true) =>
  useQuery({
    queryKey: accountKeys.linkedin(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      loggedLoad('the LinkedIn account status', async () => {
        const answer = await apiGet(
          '/api/communication/linkedin/account/status',
          linkedinAccountStatusResponse,
          { signal, silent: true },
        );
        return answer.data;
      }),
    enabled: enabled && Boolean(workspaceId),
    retry: false,
  });
