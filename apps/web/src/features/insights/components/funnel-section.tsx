import type { PipelineFunnel } from '@hirelane/domain/insights/pipeline-funnel.schema';

const COUNT = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** The pipeline as steps with their people and the conversion from the step before. */
export function FunnelSection({ funnel }: { funnel: PipelineFunnel }) {
  const first = funnel.steps[0]?.count ?? 0;
  return (
    <section
      aria-labelledby="funnel-heading"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="funnel-heading" className="text-lg font-semibold text-stone-900">
        Pipeline funnel
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Everyone who reached each step, including people who moved on or were rejected later
        {funnel.rejected > 0 ? ` (${COUNT.format(funnel.rejected)} rejected)` : ''}.
      </p>
      <ol className="mt-4 space-y-3">
        {funnel.steps.map((step) => {
          const width = first === 0 ? 0 : Math.max(2, Math.round((100 * step.count) / first));
          return (
            <li key={step.label}>
              <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-stone-900">{step.label}</span>
                <span className="text-stone-700">
                  {COUNT.format(step.count)} {step.count === 1 ? 'person' : 'people'}
                  {step.conversion === null
                    ? ''
                    : ` · ${PERCENT.format(step.conversion)} of the step before`}
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-3 rounded-full bg-stone-100">
                <div className="h-3 rounded-full bg-indigo-600" style={{ width: `${width}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
