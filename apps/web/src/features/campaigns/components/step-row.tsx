import type { ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Link } from 'react-router';
import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import {
  CHANNEL_CANNOT_SEND,
  unsendableChannel,
  type ChannelCapabilities,
} from '@hirelane/domain/campaigns/step-channels';
import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import { buttonClasses } from '../../../components/ui/button';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  GripIcon,
  LockIcon,
  WarningIcon,
} from '../../../components/ui/icons';
import { DisabledReason } from '../../../components/ui/disabled-reason';
import { StepTypeIcon } from './step-type-icon';

export type StepRowProps = {
  step: CampaignStep;
  summary: string;
  editTo: string;
  /** campaign:steps:edit: without it the row only links to a read-only view. */
  canEdit: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
  /** What the server can send (AI calls with a voice provider); the static channels otherwise. */
  channels?: ChannelCapabilities;
};

const iconButton =
  'grid size-9 place-items-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent';

function IconButton({
  icon,
  label,
  onClick,
  disabled,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={iconButton}
    >
      {icon}
    </button>
  );
}

/**
 * One step of the list: its number, type and summary; its grip (drag, or space then the arrow
 * keys), up and down buttons, edit and delete. A step being sent right now is locked for that
 * moment: edit, delete and moves are off and the reason is shown. A sent step stays editable.
 */
export function StepRow({
  step,
  summary,
  editTo,
  canEdit,
  canMoveUp,
  canMoveDown,
  onMove,
  onDelete,
  channels,
}: StepRowProps) {
  const label = STEP_TYPE_LABELS[step.type];
  const locked = !step.can_update;
  const reason = step.locked_reason ?? 'This step can no longer be changed.';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: step._id,
    disabled: !canEdit || locked,
  });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: step._id, disabled: !canEdit });
  const reasonId = `step-${step._id}-locked`;
  const channel = unsendableChannel(step.type, channels);
  // Template steps send through the WhatsApp Business account: the launch page judges it.
  const cannotSend = channel ? CHANNEL_CANNOT_SEND[channel] : null;
  const name = `step ${step.order}, ${label}`;

  return (
    <li
      ref={setDropRef}
      data-testid="campaign-step"
      aria-describedby={locked ? reasonId : undefined}
      className={`rounded-xl border bg-white shadow-sm ${
        isOver && !isDragging ? 'border-orange-400 ring-2 ring-orange-200' : 'border-stone-200'
      } ${isDragging ? 'opacity-40' : ''}`}
    >
      <div
        ref={setNodeRef}
        className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 sm:flex-nowrap sm:p-4"
      >
        {canEdit ? (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            disabled={locked}
            aria-label={`Reorder ${name}`}
            className={`${iconButton} cursor-grab touch-none`}
          >
            <GripIcon />
          </button>
        ) : null}
        <span className="w-5 text-center text-sm font-semibold text-stone-500 tabular-nums">
          {step.order}
        </span>
        <StepTypeIcon type={step.type} />
        <div className="min-w-0 flex-1 basis-40">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-stone-900">
            <Link
              to={editTo}
              className="hover:text-orange-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
            >
              {label}
            </Link>
            {locked ? <LockIcon title="Locked" className="size-3.5 text-stone-500" /> : null}
          </p>
          <p className="truncate text-sm text-stone-600" data-testid="step-summary">
            {summary}
          </p>
          {cannotSend ? (
            <p
              data-testid="step-cannot-send"
              className="mt-1 flex items-center gap-1 text-xs font-medium text-red-700"
            >
              <WarningIcon className="size-3.5 shrink-0" />
              {cannotSend}
            </p>
          ) : null}
          {locked ? (
            <p id={reasonId} className="mt-1 text-xs text-stone-600">
              {reason}
            </p>
          ) : null}
        </div>
        {canEdit ? (
          <div className="ml-auto flex items-center gap-0.5">
            <IconButton
              icon={<ArrowUpIcon />}
              label={`Move ${name} up`}
              onClick={() => onMove(-1)}
              disabled={!canMoveUp}
            />
            <IconButton
              icon={<ArrowDownIcon />}
              label={`Move ${name} down`}
              onClick={() => onMove(1)}
              disabled={!canMoveDown}
            />
            {locked ? (
              <>
                <DisabledReason reason={reason}>
                  <button
                    type="button"
                    disabled
                    aria-label={`Edit ${name}`}
                    className={buttonClasses('ghost', 'min-h-9 px-3')}
                  >
                    Edit
                  </button>
                </DisabledReason>
                <DisabledReason reason={reason}>
                  <button
                    type="button"
                    disabled
                    aria-label={`Delete ${name}`}
                    className={buttonClasses('ghost', 'min-h-9 px-3')}
                  >
                    Delete
                  </button>
                </DisabledReason>
              </>
            ) : (
              <>
                <Link
                  to={editTo}
                  aria-label={`Edit ${name}`}
                  className={buttonClasses('ghost', 'min-h-9 px-3')}
                >
                  Edit
                </Link>
                <button
                  type="button"
                  onClick={onDelete}
                  aria-label={`Delete ${name}`}
                  className={buttonClasses('ghost', 'min-h-9 px-3 text-red-700 hover:bg-red-50')}
                >
                  Delete
                </button>
              </>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}
