import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { TalentSearchOrigin } from '@hirelane/domain/search/talent-search.schema';
import { useWorkspaceId } from '../../../lib/use-workspace-id';
import { saveInChunks, saveSummary, type SaveCounts } from '../save-in-chunks';
import { saveTalentChunk, type SaveTarget } from './talent-search';

export type SaveProgress = { done: number; total: number; target: SaveTarget };
export type SaveOutcome = { summary: string; failed: boolean };

/**
 * Saves people found by the search into the project (or straight into its campaign), chunk by
 * chunk with progress, then refreshes what is cached about the project (pipeline, counts) but not
 * the results on screen: their badges change in place instead of the list jumping.
 */
export const useSaveTalent = (projectId: string) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(new Set());

  const save = useCallback(
    async (ids: readonly string[], origin: TalentSearchOrigin, target: SaveTarget) => {
      setOutcome(null);
      const send = (chunk: string[]): Promise<SaveCounts> =>
        saveTalentChunk(projectId, {
          ...(origin === 'workspace' ? { candidate_ids: chunk } : { provider_ids: chunk }),
          target,
        });
      const result = await saveInChunks(ids, send, (done, total) =>
        setProgress({ done, total, target }),
      );
      setProgress(null);
      setSavedIds((previous) => new Set([...previous, ...result.savedIds]));
      const summary = saveSummary(result.counts, target);
      setOutcome(
        result.error === null
          ? { summary, failed: false }
          : {
              summary: `Saving stopped after ${result.savedIds.length.toLocaleString('en-US')} of ${ids.length.toLocaleString('en-US')}: ${summary} Try again to save the rest.`,
              failed: true,
            },
      );
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          (queryKey[0] === 'projects' && queryKey[1] === workspaceId) ||
          (queryKey.includes(projectId) && !(queryKey[0] === 'search' && queryKey[3] === 'run')),
      });
      return result;
    },
    [projectId, queryClient, workspaceId],
  );

  return { save, progress, outcome, savedIds, dismiss: () => setOutcome(null) };
};
