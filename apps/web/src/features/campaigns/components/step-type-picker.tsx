import { useId } from 'react';
import type { PlanFeature } from '@hirelane/domain/billing/plan-limits';
import { STEP_TYPE_LABELS } from '@hirelane/domain/campaigns/step-labels';
import { planFeatureOfStep } from '@hirelane/domain/campaigns/step-plan-features';
import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';
import { STEP_DESCRIPTIONS, STEP_GROUPS } from '../step-groups';
import { StepTypeIcon } from './step-type-icon';
import { Gated, type ActionVerdict } from '../../../components/ui/gated';
import { usePlanFeature } from '../../../lib/use-plan-limit';

type StepTypePickerProps = {
  onPick: (type: SequenceStepType) => void;
  /** The type being edited, marked as chosen. */
  current?: SequenceStepType;
};

/** The step types by channel, after SPEC 1's suggestions (a delay, a WhatsApp template). */
export function StepTypePicker({ onPick, current }: StepTypePickerProps) {
  const id = useId();
  // The server refuses new AI call and WhatsApp steps on plans without them (decision 022).
  const features: Record<PlanFeature, ActionVerdict> = {
    aiCalls: usePlanFeature('aiCalls'),
    whatsapp: usePlanFeature('whatsapp'),
    charlieInterviews: usePlanFeature('charlieInterviews'),
  };
  const verdictOf = (type: SequenceStepType): ActionVerdict => {
    const feature = planFeatureOfStep(type);
    // The type being edited is an existing step: a downgrade keeps it.
    return feature && type !== current ? features[feature] : { allowed: true };
  };
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
                const verdict = verdictOf(type);
                return (
                  <li key={type}>
                    <Gated verdict={verdict} className="flex h-full w-full">
                      {(gate) => (
                        <button
                          type="button"
                          onClick={() => onPick(type)}
                          disabled={gate.disabled}
                          aria-describedby={
                            gate['aria-describedby']
                              ? `${descriptionId} ${gate['aria-describedby']}`
                              : descriptionId
                          }
                          aria-pressed={current ? chosen : undefined}
                          className={`flex h-full w-full items-start gap-3 rounded-xl border p-3 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 disabled:cursor-not-allowed disabled:opacity-70 ${
                            chosen
                              ? 'border-orange-500 bg-orange-50'
                              : 'border-stone-200 bg-white enabled:hover:border-orange-300 enabled:hover:bg-orange-50/40'
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
                            {verdict.allowed ? null : (
                              <span
                                aria-hidden="true"
                                className="mt-1 block text-xs font-medium text-stone-800"
                              >
                                {verdict.reason}
                              </span>
                            )}
                          </span>
                        </button>
                      )}
                    </Gated>
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
