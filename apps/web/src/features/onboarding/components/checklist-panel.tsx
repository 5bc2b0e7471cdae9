import { useId } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons';
import type {
  ChecklistItem,
  OnboardingChecklist,
} from '@hirelane/domain/onboarding/onboarding.schema';

type ChecklistPanelProps = {
  checklist: OnboardingChecklist;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
};

export const remainingSteps = (checklist: OnboardingChecklist): number =>
  Math.max(0, checklist.total - checklist.completed);

export const remainingLabel = (remaining: number): string =>
  remaining === 0 ? 'All done!' : `${remaining} ${remaining > 1 ? 'steps' : 'step'} left`;

function ChecklistRow({ item }: { item: ChecklistItem }) {
  if (item.completed) {
    return (
      <li className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-stone-500">
        <span className="grid size-5 shrink-0 place-items-center rounded-full bg-emerald-600 text-white">
          <CheckIcon className="size-3.5" strokeWidth={3.5} />
        </span>
        <s className="text-sm" data-testid={`checklist-item-${item.id}`}>
          {item.label}
        </s>
        <span className="sr-only">(completed)</span>
      </li>
    );
  }
  if (item.disabled) {
    return (
      <li className="flex items-center gap-3 rounded-lg px-3 py-2.5">
        <span
          aria-hidden="true"
          className="size-5 shrink-0 rounded-full border-2 border-stone-200"
        />
        <span
          aria-disabled="true"
          className="cursor-not-allowed text-sm text-stone-500"
          title="Available once you have a project"
          data-testid={`checklist-item-${item.id}`}
        >
          {item.label}
        </span>
      </li>
    );
  }
  const external = /^https?:\/\//.test(item.href);
  const className =
    'group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-800 hover:bg-orange-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500';
  const content = (
    <>
      <span
        aria-hidden="true"
        className="size-5 shrink-0 rounded-full border-2 border-stone-300 group-hover:border-orange-500"
      />
      <span className="flex-1">{item.label}</span>
      <span aria-hidden="true" className="text-stone-400 group-hover:text-orange-600">
        {external ? '↗' : '→'}
      </span>
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </>
  );
  return (
    <li>
      {external ? (
        // The extension's page (store, or Free Tools until published) is another site.
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`checklist-item-${item.id}`}
          className={className}
        >
          {content}
        </a>
      ) : (
        <Link to={item.href} data-testid={`checklist-item-${item.id}`} className={className}>
          {content}
        </Link>
      )}
    </li>
  );
}

/**
 * The Get Started checklist (SPEC 2.3): the open panel, docked in the layout's content row, or a
 * pill when hidden.
 */
export function ChecklistPanel({ checklist, hidden, onHiddenChange }: ChecklistPanelProps) {
  const headingId = useId();
  const remaining = remainingSteps(checklist);

  if (hidden) {
    // Small, and the layout reserves room for it under the page (data-checklist-pill).
    return (
      <div data-checklist-pill className="fixed bottom-4 right-4 z-40">
        <button
          type="button"
          aria-expanded="false"
          onClick={() => onHiddenChange(false)}
          className="inline-flex items-center gap-2 rounded-full bg-stone-900 px-4 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-stone-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 focus-visible:ring-offset-2"
        >
          <span>Get started</span>
          <span className="rounded-full bg-orange-700 px-2 py-0.5 text-xs">
            {remainingLabel(remaining)}
          </span>
          <span className="sr-only">Show checklist</span>
        </button>
      </div>
    );
  }

  // Docked beside the page (after it on narrow screens), never over it: the layout's row holds it.
  return (
    <div className="shrink-0 px-4 pb-4 pt-4 lg:sticky lg:top-14 lg:w-[432px] lg:pl-0">
      <section
        aria-labelledby={headingId}
        className="flex max-h-[600px] flex-col overflow-y-auto rounded-2xl border border-stone-200 bg-white shadow-sm lg:min-w-[400px]"
        data-testid="get-started-checklist"
      >
        <div className="sticky top-0 border-b border-stone-100 bg-white px-5 pb-4 pt-5">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id={headingId} className="text-base font-bold text-stone-900">
                Get started
              </h2>
              <p className="text-sm text-stone-600" data-testid="checklist-remaining">
                {remainingLabel(remaining)}
              </p>
            </div>
            <button
              type="button"
              aria-expanded="true"
              aria-label="Hide checklist"
              onClick={() => onHiddenChange(true)}
              className="rounded-md px-2 py-1 text-sm font-medium text-stone-600 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
            >
              Hide
            </button>
          </div>
          <div className="mt-3 flex items-center gap-3">
            <div
              role="progressbar"
              aria-label="Onboarding progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={checklist.progress_percentage}
              className="h-2 flex-1 overflow-hidden rounded-full bg-stone-100"
            >
              <div
                className="h-full rounded-full bg-orange-600 transition-[width] duration-500 motion-reduce:transition-none"
                style={{ width: `${checklist.progress_percentage}%` }}
              />
            </div>
            <span className="text-sm font-semibold text-stone-800" data-testid="checklist-progress">
              {checklist.progress_percentage}%
            </span>
          </div>
        </div>
        <ul className="space-y-0.5 p-2">
          {checklist.checklists.map((item) => (
            <ChecklistRow key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </div>
  );
}
