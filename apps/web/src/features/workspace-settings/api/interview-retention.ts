import { useQuery } from '@tanstack/react-query';
import {
  interviewRetentionResponse,
  type InterviewRetention,
} from '@hirelane/domain/workspace-settings/interview-retention.schema';
import { apiGet, apiPut } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** Only asked for by owners and admins: the server answers 403 to anyone else. */
export const useInterviewRetentionQuery = (workspaceId: string | null, allowed: boolean) =>
  useQuery({
    enabled: workspaceId !== null && allowed,
    queryKey: settingsKeys.interviewRetention(workspaceId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/interview-retention', interviewRetentionResponse, { signal }))
        .data,
  });

export const updateInterviewRetention = async (
  update: InterviewRetention,
): Promise<InterviewRetention> =>
  (
    await apiPut('/api/workspace/interview-retention', interviewRetentionResponse, update, {
      silent: true,
    })
  ).data;
