import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Link } from 'react-router';
import type { PipelineCandidate } from '@hirelane/domain/pipeline/pipeline.schema';
import { stageTone } from '@hirelane/domain/pipeline/stage-colors';
import { STAGE_LABELS, type CandidateStage } from '@hirelane/domain/pipeline/stages';
import { Button } from '../../../components/ui/button';
import { GripIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useColumnCandidates } from '../api/pipeline-candidates';
import type { PipelineFilters } from '../filter-query';
import { columnAcceptsDrop } from '../move-rules';
import { candidateHref } from './pipeline-table';
import { TONE_DOTS } from './stage-badge';

export type DragData = { candidate: PipelineCandidate };

type CardProps = { candidate: PipelineCandidate; projectId: string; overlay?: boolean };

export function CardBody({ candidate, projectId }: Omit<CardProps, 'overlay'>) {
  const subtitle = [candidate.designation, candidate.current_company].filter(Boolean).join(' at ');
  return (
    <div className="min-w-0 flex-1">
      <Link
        to={candidateHref(projectId, candidate._id)}
        draggable={false}
        className="block truncate text-sm font-semibold text-stone-900 hover:text-orange-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        {candidate.full_name || 'Unnamed candidate'}
      </Link>
      {subtitle ? <p className="truncate text-xs text-stone-600">{subtitle}</p> : null}
    </div>
  );
}

/** A card: dragged by the mouse or touch anywhere on it, by the keyboard from its grip button. */
export function KanbanCard({ candidate, projectId }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: candidate._id,
    data: { candidate } satisfies DragData,
  });
  return (
    <li
      ref={setNodeRef}
      onMouseDown={(event) => {
        listeners?.onMouseDown?.(event);
      }}
      onTouchStart={(event) => {
        listeners?.onTouchStart?.(event);
      }}
      data-testid="kanban-card"
      className={`flex cursor-grab items-start gap-2 rounded-lg border border-stone-200 bg-white p-3 shadow-sm select-none ${
        isDragging ? 'opacity-40' : ''
      }`}
    >
      <CardBody candidate={candidate} projectId={projectId} />
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        onKeyDown={(event) => {
          listeners?.onKeyDown?.(event);
        }}
        aria-label={`Move ${candidate.full_name || 'candidate'}`}
        className="grid size-8 shrink-0 place-items-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      >
        <GripIcon />
      </button>
    </li>
  );
}

type KanbanColumnProps = {
  projectId: string;
  stage: CandidateStage;
  filters: PipelineFilters;
  /** The stage of the card being dragged, null when none is. */
  draggingFrom: CandidateStage | null;
};

/** One stage: its first cards, "Load more", and a drop zone open only to allowed moves. */
export function KanbanColumn({ projectId, stage, filters, draggingFrom }: KanbanColumnProps) {
  const accepts = columnAcceptsDrop(stage, draggingFrom);
  const dragging = draggingFrom !== null;
  const { setNodeRef, isOver } = useDroppable({
    id: stage,
    disabled: dragging && !accepts,
    data: { stage },
  });
  const query = useColumnCandidates(projectId, stage, filters);
  const cards = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const label = STAGE_LABELS[stage];

  return (
    <section
      ref={setNodeRef}
      aria-label={`${label} column`}
      data-testid={`kanban-column-${stage}`}
      data-accepts-drop={dragging ? String(accepts) : undefined}
      className={`flex max-h-[70vh] min-w-56 flex-1 shrink-0 basis-56 flex-col rounded-xl border bg-stone-100 transition ${
        dragging && !accepts ? 'opacity-40' : ''
      } ${
        dragging && accepts
          ? isOver
            ? 'border-orange-500 ring-2 ring-orange-400'
            : 'border-dashed border-orange-400'
          : 'border-stone-200'
      }`}
    >
      <h2 className="flex items-center gap-2 px-3 pt-3 pb-2 text-sm font-semibold text-stone-800">
        <span aria-hidden="true" className={`size-2 rounded-full ${TONE_DOTS[stageTone(stage)]}`} />
        {label}
        <span
          data-testid={`kanban-count-${stage}`}
          className="ml-auto rounded-full bg-white px-2 text-xs text-stone-700 ring-1 ring-stone-200"
        >
          {total}
        </span>
      </h2>
      {dragging && !accepts ? (
        <p className="px-3 pb-2 text-xs text-stone-700">Not an allowed move</p>
      ) : null}
      <div className="min-h-24 flex-1 overflow-y-auto px-2 pb-2">
        {query.isPending ? (
          <p className="flex items-center gap-2 p-2 text-sm text-stone-600">
            <Spinner /> Loading…
          </p>
        ) : cards.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 p-3 text-center text-sm text-stone-600">
            No candidates in {label}.
          </p>
        ) : (
          <ul className="space-y-2">
            {cards.map((candidate) => (
              <KanbanCard key={candidate._id} candidate={candidate} projectId={projectId} />
            ))}
          </ul>
        )}
        {query.hasNextPage ? (
          <Button
            variant="ghost"
            className="mt-2 w-full"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more ({total - cards.length} more)
          </Button>
        ) : null}
      </div>
    </section>
  );
}
