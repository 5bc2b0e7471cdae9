import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CheckIcon, ChevronRightIcon, WarningIcon } from '../../../components/ui/icons';

export type CampaignTab = 'steps' | 'launch';

type CampaignTopBarProps = {
  status: 'Running' | 'Paused';
  stepCount: number;
  active: CampaignTab;
  complete: { steps: boolean; launch: boolean };
  /** SPEC 4.4: a step is in error (the Launch tab gets a red warning icon). */
  hasErrors: boolean;
  paths: { steps: string; launch: string };
};

type TabProps = {
  number: number;
  label: string;
  to: string;
  current: boolean;
  complete: boolean;
  warning?: boolean;
};

function Tab({ number, label, to, current, complete, warning = false }: TabProps) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`flex min-h-10 shrink-0 items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${
        current ? 'bg-orange-50 text-orange-900' : 'text-stone-700 hover:bg-stone-100'
      }`}
    >
      <span
        className={`grid size-6 place-items-center rounded-full text-xs tabular-nums ${
          complete
            ? 'bg-green-700 text-white'
            : current
              ? 'bg-orange-700 text-white'
              : 'bg-stone-200 text-stone-800'
        }`}
      >
        {number}
      </span>
      <span>{label}</span>
      {complete ? <CheckIcon title="Complete" className="size-4 text-green-700" /> : null}
      {warning ? <WarningIcon title="Campaign has errors" className="size-4 text-red-600" /> : null}
    </Link>
  );
}

/**
 * SPEC 2.3 campaign top bar: the status (Running or Paused), the numbered tabs Steps (with the step
 * count) and Launch, and Next until the last tab. A complete tab shows a check; Launch shows a red
 * warning icon when the campaign has errors.
 */
export function CampaignTopBar({
  status,
  stepCount,
  active,
  complete,
  hasErrors,
  paths,
}: CampaignTopBarProps) {
  return (
    <div className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:px-6">
        <span
          data-testid="campaign-run-status"
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
            status === 'Running' ? 'bg-green-100 text-green-800' : 'bg-stone-100 text-stone-700'
          }`}
        >
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${status === 'Running' ? 'bg-green-600' : 'bg-stone-500'}`}
          />
          {status}
        </span>
        <nav aria-label="Campaign" className="order-last w-full sm:order-none sm:w-auto">
          <ol className="flex items-center gap-1 overflow-x-auto">
            <li>
              <Tab
                number={1}
                label={`Steps (${stepCount})`}
                to={paths.steps}
                current={active === 'steps'}
                complete={complete.steps}
              />
            </li>
            <li aria-hidden="true" className="text-stone-400">
              <ChevronRightIcon className="size-4" />
            </li>
            <li>
              <Tab
                number={2}
                label="Launch"
                to={paths.launch}
                current={active === 'launch'}
                complete={complete.launch}
                warning={hasErrors}
              />
            </li>
          </ol>
        </nav>
        {active === 'steps' ? (
          <Link to={paths.launch} className={buttonClasses('secondary', 'ml-auto min-h-9 py-1.5')}>
            Next
            <ChevronRightIcon className="size-4" />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
