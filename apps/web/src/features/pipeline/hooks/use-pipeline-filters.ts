import { useCallback, useMemo } from 'react';
import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import { useSearchParamsAhead } from '../../../lib/use-search-params-ahead';
import { filterEntries, parseFilters, type PipelineFilters } from '../filter-query';

export type PipelineView = 'table' | 'kanban';

/**
 * The pipeline's filters and view live in the page URL (stage, sub_stage, source, q, sort, order,
 * cf.<fieldId>, view): back and forward work, and a saved filter opens as a link.
 */
export const usePipelineFilters = (fields: readonly CustomField[]) => {
  const [searchParams, setSearchParams] = useSearchParamsAhead();
  const filters = useMemo(
    () => parseFilters(Object.fromEntries(searchParams), fields),
    [searchParams, fields],
  );
  const view: PipelineView = searchParams.get('view') === 'kanban' ? 'kanban' : 'table';

  const write = useCallback(
    (next: PipelineFilters, nextView: PipelineView) => {
      const params = new URLSearchParams(filterEntries(next));
      if (nextView === 'kanban') params.set('view', 'kanban');
      setSearchParams(params, { replace: true });
    },
    [setSearchParams],
  );

  const setFilters = useCallback(
    (update: (current: PipelineFilters) => PipelineFilters) => write(update(filters), view),
    [filters, view, write],
  );
  const setView = useCallback((next: PipelineView) => write(filters, next), [filters, write]);
  /** Opens a saved filter's query (kind 'pipeline'). */
  const applyQuery = useCallback(
    (query: Record<string, unknown>) => write(parseFilters(query, fields), view),
    [fields, view, write],
  );
  return { filters, setFilters, view, setView, applyQuery };
};
