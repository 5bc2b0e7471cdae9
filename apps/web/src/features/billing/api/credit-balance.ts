import { useQuery, type QueryClient } from '@tanstack/react-query';
import { balanceResponse } from '@hirelane/domain/billing/subscription.schema';
import { apiGet } from '../../../lib/api-client';
import { isAbortError } from '../../../lib/api-error';

export const creditKeys = {
  all: (workspaceId: string) => ['credits', workspaceId] as const,
  balance: (workspaceId: string) => ['credits', workspaceId, 'balance'] as const,
};

/** After anything that moves credits (a paid action, a top-up): balance, ledger and chart refetch. */
export const invalidateCredits = (queryClient: QueryClient, workspaceId: string) =>
  queryClient.invalidateQueries({ queryKey: creditKeys.all(workspaceId) });

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
