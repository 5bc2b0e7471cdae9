import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useState } from 'react';
import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import { canMoveStep } from '../step-order';
import type { ChannelCapabilities } from '@hirelane/domain/campaigns/step-channels';
import { StepRow } from './step-row';
import { StepTypeIcon } from './step-type-icon';
import { stepsCoordinateGetter } from './steps-keyboard';

type StepListProps = {
  steps: readonly CampaignStep[];
  summaries: ReadonlyMap<string, string>;
  editPath: (order: number) => string;
  canEdit: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (step: CampaignStep) => void;
  channels?: ChannelCapabilities;
};

const screenReaderInstructions = {
  draggable:
    'To move a step, press space or enter on its reorder button, then the up and down arrow keys; space or enter drops it there, escape cancels. The move up and move down buttons do the same one place at a time.',
};

/** The steps in order, reordered by dragging their grip or with their up and down buttons. */
export function StepList({
  steps,
  summaries,
  editPath,
  canEdit,
  onMove,
  onDelete,
  channels,
}: StepListProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepsCoordinateGetter }),
  );
  const indexOf = (id: unknown) => steps.findIndex((step) => step._id === id);
  const describe = (id: unknown) => {
    const step = steps[indexOf(id)];
    return step ? `Step ${step.order}, ${STEP_TYPE_LABELS[step.type]}` : 'The step';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id)} is over position ${indexOf(over.id) + 1}.` : '',
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${describe(active.id)} was dropped at position ${indexOf(over.id) + 1}.`
        : `${describe(active.id)} was not moved.`,
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  const active = activeId ? steps[indexOf(activeId)] : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active: start }) => setActiveId(String(start.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <ol aria-label="Campaign steps" className="space-y-2">
        {steps.map((step, index) => (
          <StepRow
            key={step._id}
            step={step}
            summary={summaries.get(step._id) ?? ''}
            editTo={editPath(step.order)}
            canEdit={canEdit}
            canMoveUp={canMoveStep(steps, index, index - 1)}
            canMoveDown={canMoveStep(steps, index, index + 1)}
            onMove={(direction) => onMove(index, index + direction)}
            onDelete={() => onDelete(step)}
            channels={channels}
          />
        ))}
      </ol>
      <DragOverlay>
        {active ? (
          <div className="flex cursor-grabbing items-center gap-3 rounded-xl border border-orange-400 bg-white p-3 shadow-lg">
            <StepTypeIcon type={active.type} />
            <span className="text-sm font-semibold text-stone-900">
              {active.order}. {STEP_TYPE_LABELS[active.type]}
            </span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
