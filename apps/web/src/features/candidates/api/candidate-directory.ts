import { useInfiniteQuery } from '@tanstack/react-query';
import {
  candidateDirectoryResponse,
  DIRECTORY_CONTACT_FILTERS,
  DIRECTORY_SORTS,
  type DirectoryContactFilter,
  type DirectorySort,
} from '@hirelane/domain/candidates/candidate-directory.schema';
import { PIPELINE_STAGES, type CandidateStage } from '@hirelane/domain/pipeline/stages';
import {
  CANDIDATE_SOURCES,
  type CandidateSource,
} from '@hirelane/domain/product/candidate-sources';
import { apiGet } from '../../../lib/api-client';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

/** The directory's search, filters and order, as kept in the address. */
export type DirectoryFilters = {
  q: string;
  project: string | null;
  stage: CandidateStage | null;
  source: CandidateSource | null;
  contact: DirectoryContactFilter | null;
  sort: DirectorySort;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export const filtersFromParams = (params: URLSearchParams): DirectoryFilters => ({
  q: params.get('q') ?? '',
  project: params.get('project') || null,
  stage: oneOf(
    PIPELINE_STAGES.filter((stage): stage is CandidateStage => stage !== 'all'),
    params.get('stage'),
  ),
  source: oneOf(CANDIDATE_SOURCES, params.get('source')),
  contact: oneOf(DIRECTORY_CONTACT_FILTERS, params.get('contact')),
  sort: oneOf(DIRECTORY_SORTS, params.get('sort')) ?? 'recent',
});

/** The address's query for these filters (the default order is left out). */
export const paramsFromFilters = (filters: DirectoryFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.project) params.set('project', filters.project);
  if (filters.stage) params.set('stage', filters.stage);
  if (filters.source) params.set('source', filters.source);
  if (filters.contact) params.set('contact', filters.contact);
  if (filters.sort !== 'recent') params.set('sort', filters.sort);
  return params;
};

export const directoryPath = (filters: DirectoryFilters, cursor: string | null): string => {
  const params = paramsFromFilters(filters);
  if (filters.sort === 'recent') params.set('sort', 'recent');
  if (cursor) params.set('cursor', cursor);
  return `/api/candidates?${params.toString()}`;
};

/** GET /api/candidates, one page after another as the table scrolls. */
export const useCandidateDirectory = (filters: DirectoryFilters) => {
  const workspaceId = useWorkspaceId();
  return useInfiniteQuery({
    queryKey: ['candidate-directory', workspaceId, paramsFromFilters(filters).toString()],
    queryFn: async ({ pageParam, signal }) =>
      (await apiGet(directoryPath(filters, pageParam), candidateDirectoryResponse, { signal }))
        .data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: workspaceId.length > 0,
  });
};
