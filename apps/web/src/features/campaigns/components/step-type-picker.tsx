import { useId } from 'react';
import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';
import { STEP_DESCRIPTIONS, STEP_GROUPS } from '../step-groups';
import { StepTypeIcon } from './step-type-icon';

type StepTypePickerProps = {
  onPick: (type: SequenceStepType) => void;
  /** The type being edited, marked as chosen. */
  current?: SequenceStepType;
};

/** The step types by channel, after SPEC 1's suggestions (a delay, a WhatsApp template). */
export function StepTypePicker({ onPick, current }: StepTypePickerProps) {
  const id = useId();
  return (
    <div className="space-y-5">
      {STEP_GROUPS.map((group, groupIndex) => {
        const headingId = `${id}-group-${groupIndex}`;
        return (
          <section key={group.label} role="group" aria-labelledby={headingId}>
            <h3
              id={headingId}
              className="text-xs font-semibold tracking-wide text-stone-600 uppercase"
            >
              {group.label}
            </h3>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {group.types.map((type) => {
                const descriptionId = `${headingId}-${type}`;
                const chosen = type === current;
                return (
                  <li key={type}>
                    <button
                      type="button"
                      onClick={() => onPick(type)}
                      aria-describedby={descriptionId}
                      aria-pressed={current ? chosen : undefined}
                      className={`flex h-full w-full items-start gap-3 rounded-xl border p-3 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
                        chosen
                          ? 'border-orange-500 bg-orange-50'
                          : 'border-stone-200 bg-white hover:border-orange-300 hover:bg-orange-50/40'
                      }`}
                    >
                      <StepTypeIcon type={type} className="size-8" />
                      <span className="min-w-0">
                        <span className="block text-sm font-semibold text-stone-900">
                          {STEP_TYPE_LABELS[type]}
                        </span>
                        <span id={descriptionId} className="block text-xs text-stone-600">
                          {STEP_DESCRIPTIONS[type]}
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
