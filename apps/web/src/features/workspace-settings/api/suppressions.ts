import { useQuery } from '@tanstack/react-query';
import {
  checkSuppressionResponse,
  liftSuppressionResponse,
  suppressionListResponse,
  type Suppression,
} from '@hirelane/domain/candidates/erasure.schema';
import { apiGet, apiPost } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** Only asked for by owners and admins: the server answers 403 to anyone else. */
export const useSuppressionsQuery = (workspaceId: string | null, allowed: boolean) =>
  useQuery({
    enabled: workspaceId !== null && allowed,
    queryKey: settingsKeys.suppressions(workspaceId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/suppressions/list', suppressionListResponse, { signal })).data
        .suppressions,
  });

/** The suppression in force of a typed e-mail, or null. Silent: the form shows a refusal. */
export const checkSuppression = async (email: string): Promise<Suppression | null> =>
  (
    await apiPost(
      '/api/workspace/suppressions/check',
      checkSuppressionResponse,
      { email },
      { silent: true },
    )
  ).data.suppression;

export const liftSuppression = async (suppressionId: string): Promise<Suppression> =>
  (
    await apiPost(
      `/api/workspace/suppressions/${encodeURIComponent(suppressionId)}/lift`,
      liftSuppressionResponse,
      {},
      { silent: true },
    )
  ).data.suppression;
