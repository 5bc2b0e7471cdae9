import { Link } from 'react-router';
import type { LaunchBlocker, LaunchFix } from '@hirelane/domain/campaigns/launch-blockers';
import { buttonClasses } from '../../../../components/ui/button';
import { CheckIcon, WarningIcon } from '../../../../components/ui/icons';

type SettingsField = 'from_email' | 'from_linkedin';

type FixHandlers = {
  /** The campaign's steps tab, where a step that cannot send is removed. */
  stepsTo: string;
  onAddStep: () => void;
  onFocusField: (field: SettingsField) => void;
};

const FIELD_LABELS: Record<SettingsField, string> = {
  from_email: 'Choose a mailbox',
  from_linkedin: 'Choose an account',
};
const FIX_CLASSES = buttonClasses('secondary', 'min-h-9 py-1');

function FixAction({ fix, stepsTo, onAddStep, onFocusField }: FixHandlers & { fix: LaunchFix }) {
  switch (fix.kind) {
    case 'add_step':
      return (
        <button type="button" onClick={onAddStep} className={FIX_CLASSES}>
          Add a step
        </button>
      );
    case 'launch_settings':
      return (
        <button type="button" onClick={() => onFocusField(fix.field)} className={FIX_CLASSES}>
          {FIELD_LABELS[fix.field]}
        </button>
      );
    case 'page':
      return (
        <Link to={fix.to} className={FIX_CLASSES}>
          {fix.label}
        </Link>
      );
    case 'edit_steps':
      return (
        <Link to={stepsTo} className={FIX_CLASSES}>
          Edit steps
        </Link>
      );
  }
}

/** What stops the launch (launchBlockers of the domain), each with the way to fix it. */
export function LaunchBlockersList({
  blockers,
  ...handlers
}: FixHandlers & { blockers: readonly LaunchBlocker[] }) {
  if (blockers.length === 0)
    return (
      <p className="flex items-center gap-2 rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
        <CheckIcon className="size-5 text-green-700" />
        Everything the steps need is set up.
      </p>
    );
  return (
    <section
      aria-labelledby="launch-blockers"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 sm:p-5"
    >
      <h2 id="launch-blockers" className="flex items-center gap-2 font-semibold text-red-900">
        <WarningIcon className="size-5 text-red-700" />
        Fix {blockers.length === 1 ? 'this' : 'these'} before launching
      </h2>
      <ul className="mt-3 space-y-2">
        {blockers.map((blocker) => (
          <li
            key={blocker.code}
            data-testid="launch-blocker"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2"
          >
            <span className="min-w-0 flex-1 basis-56 text-sm text-stone-800">
              {blocker.message}
            </span>
            <FixAction fix={blocker.fix} {...handlers} />
          </li>
        ))}
      </ul>
    </section>
  );
}
