import { useQuery } from '@tanstack/react-query';
import { balanceResponse } from '@hirelane/domain/billing/subscription.schema';
import { apiGet } from '../../../lib/api-client';
import { isAbortError } from '../../../lib/api-error';

export const creditKeys = {
  balance: (workspaceId: string) => ['credits', workspaceId, 'balance'] as const,
};

/**
 * GET /api/subscription/balance, once a workspace exists (SPEC 7). SPEC 8: on failure the
 * status is read and nothing is done with it.
 */
export const useCreditBalanceQuery = (workspaceId: string | null, enabled = true) =>
  useQuery({
    queryKey: creditKeys.balance(workspaceId ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return (
          await apiGet('/api/subscription/balance', balanceResponse, { signal, silent: true })
        ).data;
      } catch (error) {
        if (!isAbortError(error)) console.error('Could not load the credit balance.', error);
        throw error;
      }
    },
    enabled: enabled && Boolean(workspaceId),
    retry: false,
  });
