import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkAddToProjectResponse,
  bulkDoNotContactResponse,
} from '@hirelane/domain/candidates/candidate-bulk.schema';
import { apiPost, withWorkspaceParam } from '../../../lib/api-client';
import { errorFromAnswer, parseJsonText } from '../../../lib/api-answer';

/** After a bulk write the directory and every pipeline list refetch. */
const useRefetchAfter = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
};

/** POST /api/candidates/bulk/add-to-project */
export const useBulkAddToProject = () => {
  const refetch = useRefetchAfter();
  return useMutation({
    mutationFn: (request: { projectId: string; candidateIds: string[] }) =>
      apiPost('/api/candidates/bulk/add-to-project', bulkAddToProjectResponse, {
        project_id: request.projectId,
        candidate_ids: request.candidateIds,
      }),
    onSuccess: refetch,
  });
};

/** POST /api/candidates/bulk/do-not-contact */
export const useBulkDoNotContact = () => {
  const refetch = useRefetchAfter();
  return useMutation({
    mutationFn: (request: { candidateIds: string[]; reason: string }) =>
      apiPost('/api/candidates/bulk/do-not-contact', bulkDoNotContactResponse, {
        candidate_ids: request.candidateIds,
        reason: request.reason,
      }),
    onSuccess: refetch,
  });
};

/** Saves a CSV answer as candidates.csv through a temporary link; an error answer is a toast. */
const saveCsv = async (response: Response): Promise<void> => {
  if (!response.ok) {
    const error = errorFromAnswer(response.status, parseJsonText(await response.text()));
    (await import('../../../lib/api-error-toast')).toastApiError(error);
    throw error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'candidates.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** POST /api/candidates/export: the selected people. */
export const downloadCandidatesCsv = async (candidateIds: string[]): Promise<void> =>
  saveCsv(
    await fetch(withWorkspaceParam('/api/candidates/export'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'text/csv', 'Content-Type': 'application/json' },
      body: JSON.stringify({ candidate_ids: candidateIds }),
    }),
  );

/** GET /api/candidates/export?<filters>: everyone matching the directory's filters. */
export const downloadMatchingCsv = async (filterQuery: string): Promise<void> =>
  saveCsv(
    await fetch(withWorkspaceParam(`/api/candidates/export?${filterQuery}`), {
      credentials: 'same-origin',
      headers: { Accept: 'text/csv' },
    }),
  );
