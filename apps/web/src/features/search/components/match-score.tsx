import * as Popover from '@radix-ui/react-popover';
import type { MatchReason, TalentMatch } from '@hirelane/domain/search/talent-search.schema';
import { CheckIcon, CloseIcon, WarningIcon } from '../../../components/ui/icons';
import { POPOVER_SURFACE } from '../../../components/ui/popover-surface';

const KIND_LABELS: Record<MatchReason['kind'], string> = {
  must_have_skill: 'Must-have skill',
  nice_to_have_skill: 'Nice-to-have skill',
  title: 'Title',
  seniority: 'Seniority',
  location: 'Location',
};

const verdict = (reason: MatchReason) =>
  reason.met
    ? { text: 'Met', icon: <CheckIcon className="size-4 text-green-700" /> }
    : reason.partial
      ? { text: 'Partly met', icon: <WarningIcon className="size-4 text-amber-700" /> }
      : { text: 'Not met', icon: <CloseIcon className="size-4 text-red-700" /> };

const scoreColour = (score: number) =>
  score >= 70
    ? 'bg-green-100 text-green-900'
    : score >= 40
      ? 'bg-amber-100 text-amber-900'
      : 'bg-stone-100 text-stone-800';

const points = (value: number) => `${value > 0 ? '+' : ''}${Number(value.toFixed(1))}`;

/** The match to the job out of 100; a click opens the reasons that make it up. */
export function MatchScore({ match, personName }: { match: TalentMatch; personName: string }) {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`Match ${match.score} of 100 for ${personName}: see why`}
        className={`inline-flex min-h-8 items-center rounded-full px-2.5 text-sm font-semibold tabular-nums focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 ${scoreColour(match.score)}`}
      >
        {match.score}% match
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={`Why ${personName} matches ${match.score}%`}
          className={`${POPOVER_SURFACE} max-h-[70vh] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto p-4 text-sm focus:outline-none`}
        >
          <h2 className="font-semibold text-stone-900">{match.score} of 100: how it adds up</h2>
          <ul className="mt-2 divide-y divide-stone-100">
            {match.reasons.map((reason, index) => {
              const { text, icon } = verdict(reason);
              return (
                <li key={index} className="flex items-start gap-2 py-2">
                  <span className="mt-0.5">{icon}</span>
                  <div className="min-w-0 flex-1">
                    <p className="text-stone-900">
                      <span className="font-medium">{KIND_LABELS[reason.kind]}:</span>{' '}
                      {reason.label} — {text}
                    </p>
                    {reason.detail ? <p className="text-stone-600">{reason.detail}</p> : null}
                  </div>
                  <span className="tabular-nums text-stone-700">
                    {points(reason.points)}
                    <span className="sr-only"> points</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
