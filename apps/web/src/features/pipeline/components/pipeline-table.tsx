import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { PipelineCandidate } from '@hirelane/domain/pipeline/pipeline.schema';
import type { CandidateStage, PipelineStage } from '@hirelane/domain/pipeline/stages';
import { Button } from '../../../components/ui/button';
import { TABLE_PAGE_SIZE, useCandidatePages } from '../api/pipeline-candidates';
import { useMoveCandidates } from '../api/move-candidates';
import { filtersKey, type PipelineFilters, type PipelineSortKey } from '../filter-query';
import { commonTargets, moveSummary } from '../move-rules';
import { MoveMenu } from './move-menu';
import {
  COLUMNS,
  CandidateRow,
  GRID_COLUMNS,
  INTERVIEW_COLUMNS,
  INTERVIEW_GRID_COLUMNS,
  INTERVIEW_TABLE_MIN_WIDTH_PX,
  PlaceholderRow,
  ROW_HEIGHT_PX,
  SortHeader,
  TABLE_MIN_WIDTH_PX,
} from './table-parts';

type PipelineTableProps = {
  projectId: string;
  filters: PipelineFilters;
  agentStages: readonly PipelineStage[];
  onSort: (key: PipelineSortKey) => void;
  /** Id of the element, so the stage tabs can point at it. */
  id?: string;
  /** Shown instead of the table when no candidate matches. */
  empty: ReactNode;
  /** Bulk actions beside "Move to", given the selected candidate ids (a charlie project's invite). */
  selectionActions?: (candidateIds: string[]) => ReactNode;
};

export const candidateHref = (projectId: string, candidateId: string) =>
  `/app/projects/${encodeURIComponent(projectId)}/candidate/${encodeURIComponent(candidateId)}`;

/**
 * The pipeline table: virtualized rows fetched page by page (200 rows) as they scroll into view,
 * sortable headers, row selection and a bulk "Move to" limited to targets every selected row
 * allows.
 */
export function PipelineTable({
  projectId,
  filters,
  agentStages,
  onSort,
  id,
  empty,
  selectionActions,
}: PipelineTableProps) {
  const navigate = useNavigate();
  // A charlie project (its stages include interview_completed) shows the interview verdicts.
  const interview = agentStages.includes('interview_completed');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [pageRange, setPageRange] = useState({ first: 0, last: 0 });
  const pages = useCandidatePages(projectId, filters, {
    first: pageRange.first * TABLE_PAGE_SIZE,
    last: pageRange.last * TABLE_PAGE_SIZE,
  });
  const [selection, setSelection] = useState<Map<string, CandidateStage>>(() => new Map());
  const [result, setResult] = useState<string | null>(null);
  const move = useMoveCandidates(projectId);
  const key = filtersKey(filters);

  useEffect(() => {
    setSelection(new Map());
    setResult(null);
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [key]);

  // TanStack Virtual re-renders this component itself on scroll; nothing here is memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: pages.total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 12,
    initialRect: { width: TABLE_MIN_WIDTH_PX, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const firstPage = Math.floor((items[0]?.index ?? 0) / TABLE_PAGE_SIZE);
  const lastPage = Math.floor((items[items.length - 1]?.index ?? 0) / TABLE_PAGE_SIZE);
  useEffect(() => {
    setPageRange((range) =>
      range.first === firstPage && range.last === lastPage
        ? range
        : { first: firstPage, last: lastPage },
    );
  }, [firstPage, lastPage]);

  const targets = useMemo(
    () => commonTargets(selection.values(), agentStages),
    [selection, agentStages],
  );
  const loadedCount = pages.loadedCount();
  // Walks the rows only when the sizes say it may be true (scrolling 100k rows stays cheap).
  const allLoadedSelected =
    loadedCount > 0 &&
    selection.size >= loadedCount &&
    pages.loadedRows().every((row) => selection.has(row._id));

  const toggle = (candidate: PipelineCandidate) =>
    setSelection((current) => {
      const next = new Map(current);
      if (next.has(candidate._id)) next.delete(candidate._id);
      else next.set(candidate._id, candidate.stage);
      return next;
    });
  const toggleAll = () =>
    setSelection(
      allLoadedSelected
        ? new Map()
        : new Map(pages.loadedRows().map((row) => [row._id, row.stage] as const)),
    );

  const bulkMove = async (toStage: CandidateStage) => {
    try {
      const answer = await move.mutateAsync({ candidateIds: [...selection.keys()], toStage });
      const summary = moveSummary(answer);
      setResult(summary);
      setSelection(new Map());
      if (answer.refused > 0) toast.warning(summary, { duration: 6000 });
      else toast.success(summary, { duration: 6000 });
    } catch {
      // The api client has shown the SPEC 8 toast.
    }
  };

  if (!pages.isLoading && pages.total === 0 && !pages.isError) {
    return (
      <section id={id} aria-label="Candidates table">
        {result ? (
          <p
            role="status"
            data-testid="move-result"
            className="mb-3 text-sm font-medium text-stone-800"
          >
            {result}
          </p>
        ) : null}
        {empty}
      </section>
    );
  }

  return (
    <section id={id} aria-label="Candidates table" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <span aria-live="polite" data-testid="selection-count">
          {selection.size > 0
            ? `${selection.size} selected`
            : `${pages.total} ${pages.total === 1 ? 'candidate' : 'candidates'}`}
          <span className="text-stone-600">
            {' '}
            · {loadedCount} of {pages.total} loaded
          </span>
        </span>
        <MoveMenu
          targets={targets}
          onMove={(target) => void bulkMove(target)}
          pending={move.isPending}
          disabled={selection.size === 0}
          accessibleName={`Move ${selection.size} selected to`}
          emptyText="No stage fits every selected candidate. Select candidates of one stage."
        />
        {selectionActions?.([...selection.keys()])}
        {selection.size > 0 ? (
          <Button variant="ghost" onClick={() => setSelection(new Map())}>
            Clear selection
          </Button>
        ) : null}
        <p
          role="status"
          data-testid="move-result"
          className="basis-full text-sm font-medium text-stone-800 empty:hidden"
        >
          {result}
        </p>
      </div>
      <div
        ref={scrollRef}
        className="max-h-[min(65vh,720px)] overflow-auto rounded-xl border border-stone-200 bg-white"
        tabIndex={0}
        aria-label="Candidates, scrollable"
        role="region"
      >
        <div
          role="table"
          aria-rowcount={pages.total + 1}
          aria-label="Candidates"
          style={{ minWidth: interview ? INTERVIEW_TABLE_MIN_WIDTH_PX : TABLE_MIN_WIDTH_PX }}
        >
          <div role="rowgroup" className="sticky top-0 z-10 border-b border-stone-200 bg-stone-50">
            <div
              role="row"
              aria-rowindex={1}
              className={`${interview ? INTERVIEW_GRID_COLUMNS : GRID_COLUMNS} h-11`}
            >
              <div role="columnheader" className="flex items-center justify-center">
                <input
                  type="checkbox"
                  checked={allLoadedSelected}
                  disabled={loadedCount === 0}
                  onChange={toggleAll}
                  aria-label={`Select all ${loadedCount} loaded rows`}
                  title={`Select all ${loadedCount} loaded rows`}
                  className="size-4 accent-orange-700"
                />
              </div>
              {(interview ? INTERVIEW_COLUMNS : COLUMNS).map((column) => (
                <SortHeader
                  key={column.key}
                  column={column}
                  sort={filters.sort}
                  order={filters.order}
                  onSort={onSort}
                />
              ))}
            </div>
          </div>
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const candidate = pages.rowAt(item.index);
              return candidate ? (
                <CandidateRow
                  key={candidate._id}
                  candidate={candidate}
                  interview={interview}
                  rowIndex={item.index}
                  top={item.start}
                  selected={selection.has(candidate._id)}
                  href={candidateHref(projectId, candidate._id)}
                  onToggle={toggle}
                  onOpen={(row) => void navigate(candidateHref(projectId, row._id))}
                />
              ) : (
                <PlaceholderRow
                  key={`loading-${item.index}`}
                  interview={interview}
                  rowIndex={item.index}
                  top={item.start}
                />
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
