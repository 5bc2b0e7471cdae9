import {
  TALENT_SEARCH_MAX_PAGE,
  TALENT_SEARCH_ORIGINS,
  TALENT_SEARCH_SORTS,
  talentSearchFiltersSchema,
  type TalentSearchFilters,
  type TalentSearchOrigin,
} from '@hirelane/domain/search/talent-search.schema';

export type TalentSearchSort = (typeof TALENT_SEARCH_SORTS)[number];

/** What the address of the search page holds: a reload or a shared link restores the search. */
export type SearchUrlState = {
  query: string;
  filters: TalentSearchFilters;
  origin: TalentSearchOrigin;
  sort: TalentSearchSort;
  page: number;
  /** The saved search it was opened from, if any. */
  savedId: string | null;
};

export const DEFAULT_FILTERS: TalentSearchFilters = talentSearchFiltersSchema.parse({});

export const DEFAULT_SEARCH_STATE: SearchUrlState = {
  query: '',
  filters: DEFAULT_FILTERS,
  origin: 'workspace',
  sort: 'relevance',
  page: 1,
  savedId: null,
};

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters that differ from the defaults: what the address and a saved search need. */
export const changedFilters = (filters: TalentSearchFilters): Partial<TalentSearchFilters> =>
  Object.fromEntries(
    Object.entries(filters).filter(
      ([key, value]) =>
        JSON.stringify(value) !== JSON.stringify(DEFAULT_FILTERS[key as keyof TalentSearchFilters]),
    ),
  );

/** Reads filters from a saved or shared object; anything the contract refuses falls back to the defaults. */
export const filtersFrom = (value: unknown): TalentSearchFilters => {
  const parsed = talentSearchFiltersSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_FILTERS;
};

const filtersFromParam = (raw: string | null): TalentSearchFilters => {
  if (raw === null) return DEFAULT_FILTERS;
  try {
    return filtersFrom(JSON.parse(raw));
  } catch {
    return DEFAULT_FILTERS;
  }
};

export const readSearchParams = (params: URLSearchParams): SearchUrlState => {
  const origin = params.get('origin');
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    query: params.get('q') ?? '',
    filters: filtersFromParam(params.get('filters')),
    origin: isOneOf(TALENT_SEARCH_ORIGINS, origin) ? origin : 'workspace',
    sort: isOneOf(TALENT_SEARCH_SORTS, sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= TALENT_SEARCH_MAX_PAGE ? page : 1,
    savedId: params.get('saved'),
  };
};

/** The search params of a state; defaults are left out so addresses stay short. */
export const searchParamsOf = (state: SearchUrlState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.query.trim() !== '') params.set('q', state.query);
  const filters = changedFilters(state.filters);
  if (Object.keys(filters).length > 0) params.set('filters', JSON.stringify(filters));
  if (state.origin !== 'workspace') params.set('origin', state.origin);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.savedId) params.set('saved', state.savedId);
  return params;
};

export const searchPageHref = (projectId: string, state: Partial<SearchUrlState> = {}): string => {
  const params = searchParamsOf({ ...DEFAULT_SEARCH_STATE, ...state }).toString();
  return `/app/projects/${encodeURIComponent(projectId)}/search${params ? `?${params}` : ''}`;
};

/** What a saved search stores (kind 'search'): the query and the filters that are not defaults. */
export const savedSearchQueryOf = (query: string, filters: TalentSearchFilters) => ({
  query,
  filters: changedFilters(filters),
});

/** The search a saved entry holds, tolerant of entries saved by older versions. */
export const searchFromSaved = (
  saved: Record<string, unknown>,
): Pick<SearchUrlState, 'query' | 'filters'> => ({
  query: typeof saved.query === 'string' ? saved.query : '',
  filters: filtersFrom(saved.filters),
});

/** How many filters narrow the search (for the "Filters (n)" button). */
export const activeFilterCount = (filters: TalentSearchFilters): number =>
  Object.keys(changedFilters(filters)).length;
