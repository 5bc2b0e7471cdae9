import { useQuery } from '@tanstack/react-query';
import { onboardingChecklistResponse } from '@hirelane/domain/onboarding/onboarding.schema';
import { apiGet } from '../../../lib/api-client';

/** How often the widget re-reads the checklist while the page is open. */
export const CHECKLIST_REFETCH_INTERVAL_MS = 30_000;

export const checklistKeys = {
  all: ['checklist'] as const,
  forWorkspace: (workspaceId: string | null) => ['checklist', workspaceId] as const,
};

/** GET /api/user/onboarding, refreshed on window focus and every 30 s. */
export const useOnboardingChecklistQuery = (workspaceId: string | null) =>
  useQuery({
    queryKey: checklistKeys.forWorkspace(workspaceId),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/user/onboarding', onboardingChecklistResponse, { signal, silent: true }))
        .data,
    enabled: workspaceId !== null,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: CHECKLIST_REFETCH_INTERVAL_MS,
  });
