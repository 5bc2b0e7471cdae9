import { billingDetailsResponse } from '@hirelane/domain/billing/subscription.schema';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/subscription/billing-details; enterprise workspaces answer 414 (SPEC 2.4). */
export const useBillingDetailsQuery = (workspaceId: string | null) =>
  useQuery({
    queryKey: ['billing', workspaceId, 'details'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiGet('/api/subscription/billing-details', billingDetailsResponse, {
          signal,
          silent: true,
        })
      ).data,
    enabled: workspaceId !== null,
    retry: false,
  });
