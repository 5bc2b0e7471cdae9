import type { ReactNode } from 'react';
import type { Plan } from '@hirelane/domain/billing/plans';
import { formatPlanPrice, planLimits } from '../plan-format';
import { CheckIcon } from '../../../components/ui/icons';

type PlanCardProps = {
  plan: Plan;
  current?: boolean;
  highlighted?: boolean;
  /** The call to action; absent when the viewer cannot choose plans. */
  action?: ReactNode;
};

/** One plan of the catalogue: price, credits, limits and features. */
export function PlanCard({ plan, current = false, highlighted = false, action }: PlanCardProps) {
  const headingId = `plan-${plan.name}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        highlighted ? 'border-orange-400 ring-4 ring-orange-50' : 'border-stone-200'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-stone-900">
          {plan.label}
        </h2>
        {current ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
            Current plan
          </span>
        ) : null}
      </div>
      <p className="mt-3 text-stone-900">
        <span className="text-3xl font-bold">{formatPlanPrice(plan)}</span>
        {plan.priceCents === null ? null : <span className="text-sm text-stone-600"> / month</span>}
      </p>
      <ul className="mt-4 space-y-1 text-sm text-stone-700" aria-label={`${plan.label} limits`}>
        {planLimits(plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ul
        className="mt-4 flex-1 space-y-2 border-t border-stone-100 pt-4 text-sm text-stone-700"
        aria-label={`${plan.label} features`}
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 size-4 text-orange-600" strokeWidth={3} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {action ? <div className="mt-6">{action}</div> : null}
    </section>
  );
}
