import {
  CANDIDATE_SOURCES,
  type CandidateSource,
} from '@hirelane/domain/product/candidate-sources';
import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import {
  CUSTOM_FILTER_CONTAINS_MARKER,
  CUSTOM_FILTER_RANGE_SEPARATOR,
  PIPELINE_SORT_KEYS,
} from '@hirelane/domain/pipeline/pipeline.schema';
import {
  PIPELINE_STAGES,
  SUB_STAGES,
  type PipelineStage,
  type SubStage,
} from '@hirelane/domain/pipeline/stages';

export type PipelineSortKey = (typeof PIPELINE_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export type TextFilter = { type: 'text'; op: 'contains' | 'equals'; value: string };
export type SelectFilter = { type: 'single_select'; value: string };
export type RangeFilter = { type: 'number' | 'date'; min: string; max: string };
export type CustomFilter = TextFilter | SelectFilter | RangeFilter;

/** Everything the pipeline toolbar and table header can set. */
export type PipelineFilters = {
  stage: PipelineStage;
  subStage: SubStage | null;
  source: CandidateSource | null;
  q: string;
  sort: PipelineSortKey;
  order: SortOrder;
  /** By custom field id. */
  custom: Record<string, CustomFilter>;
};

export const DEFAULT_FILTERS: PipelineFilters = {
  stage: 'all',
  subStage: null,
  source: null,
  q: '',
  sort: 'added_at',
  order: 'desc',
  custom: {},
};

/** The prefix of a custom field filter (`cf.<fieldId>=…`) in the pipeline query. */
export const CUSTOM_FILTER_PREFIX = 'cf.';
const CONTAINS_MARKER = CUSTOM_FILTER_CONTAINS_MARKER;
const RANGE_SEPARATOR = CUSTOM_FILTER_RANGE_SEPARATOR;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A custom filter that would not narrow anything (empty value, open range) is left out. */
export const isActiveFilter = (filter: CustomFilter): boolean =>
  'value' in filter
    ? filter.value.trim() !== ''
    : filter.min.trim() !== '' || filter.max.trim() !== '';

/** One custom filter as the value of `cf.<fieldId>`, or null when it does not narrow. */
export const customFilterValue = (filter: CustomFilter): string | null => {
  if (!isActiveFilter(filter)) return null;
  switch (filter.type) {
    case 'text':
      return filter.op === 'contains'
        ? `${CONTAINS_MARKER}${filter.value.trim()}`
        : filter.value.trim();
    case 'single_select':
      return filter.value;
    case 'number':
    case 'date':
      return `${filter.min.trim()}${RANGE_SEPARATOR}${filter.max.trim()}`;
  }
};

/** Reads `cf.<fieldId>`'s value back into a filter of the field's type. */
export const parseCustomFilter = (
  field: Pick<CustomField, 'type' | 'options'>,
  raw: string,
): CustomFilter | null => {
  if (raw === '') return null;
  switch (field.type) {
    case 'text':
      return raw.startsWith(CONTAINS_MARKER)
        ? { type: 'text', op: 'contains', value: raw.slice(CONTAINS_MARKER.length) }
        : { type: 'text', op: 'equals', value: raw };
    case 'single_select':
      return field.options.includes(raw) ? { type: 'single_select', value: raw } : null;
    case 'number':
    case 'date': {
      const at = raw.indexOf(RANGE_SEPARATOR);
      const [min, max] =
        at === -1 ? [raw, raw] : [raw.slice(0, at), raw.slice(at + RANGE_SEPARATOR.length)];
      return { type: field.type, min, max };
    }
  }
};

/**
 * The filter part of the query, in a stable order: stage, sub_stage, source, q, sort, order, then
 * the custom fields sorted by id. Shared by the list call, the saved filters and the page URL.
 */
export const filterEntries = (filters: PipelineFilters): [string, string][] => {
  const entries: [string, string][] = [['stage', filters.stage]];
  if (filters.subStage) entries.push(['sub_stage', filters.subStage]);
  if (filters.source) entries.push(['source', filters.source]);
  const q = filters.q.trim();
  if (q) entries.push(['q', q]);
  entries.push(['sort', filters.sort], ['order', filters.order]);
  for (const fieldId of Object.keys(filters.custom).sort()) {
    const filter = filters.custom[fieldId];
    const value = filter ? customFilterValue(filter) : null;
    if (value !== null) entries.push([`${CUSTOM_FILTER_PREFIX}${fieldId}`, value]);
  }
  return entries;
};

/** The query string of GET /api/project/{id}/pipeline/candidates for one page of rows. */
export const buildPipelineQuery = (
  filters: PipelineFilters,
  page: { offset: number; limit: number },
): string => {
  const params = new URLSearchParams(filterEntries(filters));
  params.set('offset', String(page.offset));
  params.set('limit', String(page.limit));
  return params.toString();
};

/** A key that changes whenever the rows would change (not with paging). */
export const filtersKey = (filters: PipelineFilters): string =>
  new URLSearchParams(filterEntries(filters)).toString();

/**
 * Reads filters from a query record (the page URL, or a saved filter's query). Unknown or invalid
 * values fall back to the defaults; custom filters need the project's fields to know their type.
 */
export const parseFilters = (
  record: Record<string, unknown>,
  fields: readonly Pick<CustomField, '_id' | 'type' | 'options'>[],
): PipelineFilters => {
  const filters: PipelineFilters = { ...DEFAULT_FILTERS, custom: {} };
  if (isOneOf(PIPELINE_STAGES, record.stage)) filters.stage = record.stage;
  if (isOneOf(SUB_STAGES, record.sub_stage)) filters.subStage = record.sub_stage;
  if (isOneOf(CANDIDATE_SOURCES, record.source)) filters.source = record.source;
  if (typeof record.q === 'string') filters.q = record.q;
  if (isOneOf(PIPELINE_SORT_KEYS, record.sort)) filters.sort = record.sort;
  if (record.order === 'asc' || record.order === 'desc') filters.order = record.order;
  for (const field of fields) {
    const raw = record[`${CUSTOM_FILTER_PREFIX}${field._id}`];
    const filter = typeof raw === 'string' ? parseCustomFilter(field, raw) : null;
    if (filter) filters.custom[field._id] = filter;
  }
  return filters;
};

/** The query a saved filter keeps (kind 'pipeline'). */
export const savedFilterQuery = (filters: PipelineFilters): Record<string, string> =>
  Object.fromEntries(filterEntries(filters));

/** How many filters narrow the list beyond the stage tab (for the "Filters (n)" button). */
export const activeFilterCount = (filters: PipelineFilters): number =>
  (filters.subStage ? 1 : 0) +
  (filters.source ? 1 : 0) +
  Object.values(filters.custom).filter(isActiveFilter).length;
