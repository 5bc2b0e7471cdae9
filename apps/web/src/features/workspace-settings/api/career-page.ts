import { useQuery } from '@tanstack/react-query';
import {
  careerPageSettingsResponse,
  type CareerPageSettings,
  type UpdateCareerPageInput,
} from '@hirelane/domain/careers/career-page.schema';
import { apiGet, apiPut } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export const useCareerPageQuery = (workspaceId: string | null) =>
  useQuery({
    enabled: workspaceId !== null,
    queryKey: settingsKeys.careerPage(workspaceId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/workspace/career-page', careerPageSettingsResponse, { signal })).data,
  });

export const updateCareerPage = async (
  settings: UpdateCareerPageInput,
): Promise<{ data: CareerPageSettings; message: string | undefined }> => {
  const answer = await apiPut('/api/workspace/career-page', careerPageSettingsResponse, settings, {
    silent: true,
  });
  return { data: answer.data, message: answer.message };
};
