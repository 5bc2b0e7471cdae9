import { useInfiniteQuery, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  pipelineCandidatesResponse,
  type PipelineCandidate,
} from '@hirelane/domain/pipeline/pipeline.schema';
import type { CandidateStage } from '@hirelane/domain/pipeline/stages';
import { apiGet } from '../../../lib/api-client';
import { buildPipelineQuery, filtersKey, type PipelineFilters } from '../filter-query';
import { projectPath } from '../../projects/api/project-path';
import { pipelineKeys } from './query-keys';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

/** Rows fetched per table page: the table asks for the pages its visible rows fall in. */
export const TABLE_PAGE_SIZE = 200;
/** Cards a kanban column loads at first and with each "Load more". */
export const COLUMN_PAGE_SIZE = 30;

export type CandidatePage = { items: PipelineCandidate[]; total: number };

export const fetchCandidatePage = async (
  projectId: string,
  filters: PipelineFilters,
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<CandidatePage> =>
  (
    await apiGet(
      `${projectPath(projectId, '/pipeline/candidates')}?${buildPipelineQuery(filters, page)}`,
      pipelineCandidatesResponse,
      { signal },
    )
  ).data;

/**
 * The table's rows, fetched 200 at a time for the pages that hold `visible` row indexes (page 0
 * always, for the total). Pages stay cached, so scrolling back does not refetch.
 */
export const useCandidatePages = (
  projectId: string,
  filters: PipelineFilters,
  visible: { first: number; last: number },
) => {
  const workspaceId = useWorkspaceId();
  const queryClient = useQueryClient();
  const key = filtersKey(filters);
  const firstPage = Math.floor(Math.max(0, visible.first) / TABLE_PAGE_SIZE);
  const lastPage = Math.floor(Math.max(0, visible.last) / TABLE_PAGE_SIZE);
  const pageIndexes = [0];
  for (let index = Math.max(1, firstPage); index <= lastPage; index += 1) pageIndexes.push(index);

  const results = useQueries({
    queries: pageIndexes.map((pageIndex) => ({
      queryKey: pipelineKeys.page(workspaceId, projectId, key, pageIndex),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchCandidatePage(
          projectId,
          filters,
          { offset: pageIndex * TABLE_PAGE_SIZE, limit: TABLE_PAGE_SIZE },
          signal,
        ),
      enabled: projectId.length > 0 && workspaceId.length > 0,
    })),
  });

  const pages = new Map<number, CandidatePage>();
  results.forEach((result, position) => {
    const pageIndex = pageIndexes[position];
    if (result.data && pageIndex !== undefined) pages.set(pageIndex, result.data);
  });
  const first = results[0];
  return {
    total: first?.data?.total ?? 0,
    isLoading: first?.isPending ?? true,
    isError: first?.isError ?? false,
    /** The row at `index`, or undefined while its page loads. */
    rowAt: (index: number): PipelineCandidate | undefined =>
      pages.get(Math.floor(index / TABLE_PAGE_SIZE))?.items[index % TABLE_PAGE_SIZE],
    /** How many rows are loaded for these filters (cheap: counts pages, not rows). */
    loadedCount: (): number =>
      queryClient
        .getQueriesData<CandidatePage>({
          queryKey: pipelineKeys.pagesOf(workspaceId, projectId, key),
        })
        .reduce((sum, [, page]) => sum + (page?.items.length ?? 0), 0),
    /** Every row loaded so far for these filters (all cached pages, in order). */
    loadedRows: (): PipelineCandidate[] =>
      queryClient
        .getQueriesData<CandidatePage>({
          queryKey: pipelineKeys.pagesOf(workspaceId, projectId, key),
        })
        .map(([queryKey, page]) => ({ index: Number(queryKey[queryKey.length - 1]), page }))
        .sort((a, b) => a.index - b.index)
        .flatMap(({ page }) => page?.items ?? []),
  };
};

/** One kanban column: the first cards of a stage, then more with `fetchNextPage`. */
export const useColumnCandidates = (
  projectId: string,
  stage: CandidateStage,
  filters: PipelineFilters,
) => {
  const workspaceId = useWorkspaceId();
  const columnFilters: PipelineFilters = { ...filters, stage, subStage: null };
  return useInfiniteQuery({
    queryKey: pipelineKeys.column(workspaceId, projectId, stage, filtersKey(columnFilters)),
    queryFn: ({ pageParam, signal }) =>
      fetchCandidatePage(
        projectId,
        columnFilters,
        { offset: pageParam, limit: COLUMN_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: projectId.length > 0 && workspaceId.length > 0,
  });
};
