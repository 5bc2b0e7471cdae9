import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState } from 'react';
import { toast } from 'sonner';
import type { PipelineCandidate } from '@hirelane/domain/pipeline/pipeline.schema';
import { allowedTargets, canMove } from '@hirelane/domain/pipeline/moves';
import {
  STAGE_LABELS,
  candidateStageSchema,
  type CandidateStage,
  type PipelineStage,
} from '@hirelane/domain/pipeline/stages';
import { useMoveCandidates } from '../api/move-candidates';
import type { PipelineFilters } from '../filter-query';
import { kanbanStages, moveSummary } from '../move-rules';
import { CardBody, KanbanColumn, type DragData } from './kanban-column';
import { kanbanCoordinateGetter } from './kanban-keyboard';

type KanbanBoardProps = {
  projectId: string;
  agentStages: readonly PipelineStage[];
  filters: PipelineFilters;
  id?: string;
};

const dragged = (data: unknown): PipelineCandidate | null =>
  (data as DragData | undefined)?.candidate ?? null;
const stageOf = (id: unknown): CandidateStage | null => {
  const parsed = candidateStageSchema.safeParse(id);
  return parsed.success ? parsed.data : null;
};
const nameOf = (candidate: PipelineCandidate | null) => candidate?.full_name || 'The candidate';

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const candidate = dragged(active.data.current);
    const targets = candidate ? allowedTargets(candidate.stage).map((s) => STAGE_LABELS[s]) : [];
    return `Picked up ${nameOf(candidate)}. ${
      targets.length > 0 ? `It can move to ${targets.join(', ')}.` : 'It cannot be moved.'
    }`;
  },
  onDragOver: ({ active, over }) => {
    const stage = stageOf(over?.id);
    return stage
      ? `${nameOf(dragged(active.data.current))} is over ${STAGE_LABELS[stage]}.`
      : `${nameOf(dragged(active.data.current))} is not over a column that accepts it.`;
  },
  onDragEnd: ({ active, over }) => {
    const stage = stageOf(over?.id);
    return stage
      ? `${nameOf(dragged(active.data.current))} was dropped on ${STAGE_LABELS[stage]}.`
      : `${nameOf(dragged(active.data.current))} was not moved.`;
  },
  onDragCancel: ({ active }) => `Moving ${nameOf(dragged(active.data.current))} was cancelled.`,
};

const screenReaderInstructions = {
  draggable:
    'To move a candidate, press space or enter on its move button. The left and right arrow keys go to the columns that accept it; space or enter drops it there, escape cancels.',
};

/** One column per stage of the agent; dragging a card opens only the columns SPEC 4.5 allows. */
export function KanbanBoard({ projectId, agentStages, filters, id }: KanbanBoardProps) {
  const [active, setActive] = useState<PipelineCandidate | null>(null);
  const move = useMoveCandidates(projectId);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: kanbanCoordinateGetter }),
  );

  const onDragStart = ({ active: start }: DragStartEvent) => setActive(dragged(start.data.current));
  const onDragEnd = async ({ active: end, over }: DragEndEvent) => {
    setActive(null);
    const candidate = dragged(end.data.current);
    const toStage = stageOf(over?.id);
    if (!candidate || !toStage || !canMove(candidate.stage, toStage)) return;
    try {
      const answer = await move.mutateAsync({ candidateIds: [candidate._id], toStage });
      const summary = moveSummary(answer);
      if (answer.refused > 0) toast.warning(summary, { duration: 6000 });
      else
        toast.success(`${nameOf(candidate)} moved to ${STAGE_LABELS[toStage]}.`, {
          duration: 6000,
        });
    } catch {
      // The api client has shown the SPEC 8 toast.
    }
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={(event) => void onDragEnd(event)}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <div
        id={id}
        role="region"
        aria-label="Kanban board"
        aria-busy={move.isPending || undefined}
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0"
      >
        {kanbanStages(agentStages).map((stage) => (
          <KanbanColumn
            key={stage}
            projectId={projectId}
            stage={stage}
            filters={filters}
            draggingFrom={active?.stage ?? null}
          />
        ))}
      </div>
      <DragOverlay>
        {active ? (
          <div
            data-overlay-stage={active.stage}
            className="flex h-full w-full cursor-grabbing items-start gap-2 rounded-lg border border-orange-400 bg-white p-3 shadow-lg"
          >
            <CardBody candidate={active} projectId={projectId} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
