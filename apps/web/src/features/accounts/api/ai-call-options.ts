import { useQuery } from '@tanstack/react-query';
import { aiCallSettingOptionsResponse } from '@hirelane/domain/accounts/ai-call-settings';
import { apiGet } from '../../../lib/api-client';
import { loggedLoad } from '../../../lib/logged-load';
import { accountKeys } from './query-keys';

/** GET /api/communication/ai-call/setting-options, loaded after sign-in for the AI call steps. */
export const useAiCallOptionsQuery = (workspaceId: string | null, enabled = true) =>
  useQuery({
    queryKey: accountKeys.aiCallOptions(workspaceId ?? ''),
    queryFn: ({ signal }) =>
      loggedLoad('the AI call setting options', async () => {
        const answer = await apiGet(
          '/api/communication/ai-call/setting-options',
          aiCallSettingOptionsResponse,
          { signal, silent: true },
        );
        return answer.data;
      }),
    enabled: enabled && Boolean(workspaceId),
    retry: false,
  });
