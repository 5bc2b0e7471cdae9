import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { describeNeedsYou } from '@hirelane/domain/activity/activity-labels';
import type { NeedsYouItem } from '@hirelane/domain/activity/activity.schema';
import { abbreviateNumber } from '@hirelane/domain/format/abbreviate-number';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { answerSchedulingOffer } from '../../calendars/api/project-interviews';
import { needsYouLink } from '../activity-links';

type NeedsYouPanelProps = { items: readonly NeedsYouItem[] | undefined; isError: boolean };

/** "Needs you": what waits for someone, each with its count and a link to where it is fixed. */
export function NeedsYouPanel({ items, isError }: NeedsYouPanelProps) {
  return (
    <section
      aria-labelledby="needs-you-heading"
      className="rounded-xl border border-orange-200 bg-orange-50/60 p-4 sm:p-5"
    >
      <h2 id="needs-you-heading" className="text-base font-semibold text-stone-900">
        Needs you
      </h2>
      {isError ? (
        <p className="mt-2 text-sm text-stone-700">
          What needs you could not be loaded. Reload the page to try again.
        </p>
      ) : items === undefined ? (
        <p className="mt-2 text-sm text-stone-600">Loading…</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">
          Nothing is waiting for you. Replies to answer, held candidates and interviews to decide
          will show up here.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-orange-100">
          {items.map((item) => (
            <li
              key={`${item.kind}:${item.project.id}:${item.campaign?.id ?? ''}:${item.offer?.id ?? ''}`}
              className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <div className="flex min-w-0 items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex min-w-9 shrink-0 justify-center rounded-full bg-orange-700 px-2 py-0.5 text-sm font-semibold text-white"
                >
                  {abbreviateNumber(item.count)}
                </span>
                <p className="min-w-0 text-sm text-stone-900">
                  {describeNeedsYou(item)}
                  <span className="text-stone-600">
                    {' '}
                    in {item.campaign ? `${item.campaign.name} · ` : ''}
                    {item.project.name}
                  </span>
                </p>
              </div>
              {item.offer ? <OfferActions item={item} offer={item.offer} /> : null}
              <Link
                to={needsYouLink(item)}
                className="shrink-0 self-start rounded text-sm font-semibold text-orange-800 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500 sm:self-auto"
              >
                {item.candidate_id
                  ? 'Open candidate'
                  : item.campaign
                    ? 'Open campaign'
                    : 'Open pipeline'}
                <span className="sr-only">
                  : {describeNeedsYou(item)} in {item.project.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "Offer an interview slot to {name}?": approving e-mails the candidate a scheduling link made
 * from the project's scheduling settings; dismissing sends nothing. Either way the item goes.
 */
function OfferActions({
  item,
  offer,
}: {
  item: NeedsYouItem;
  offer: NonNullable<NeedsYouItem['offer']>;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'approve' | 'dismiss' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (choice: 'approve' | 'dismiss') => {
    setBusy(choice);
    setError(null);
    try {
      await answerSchedulingOffer(item.project.id, offer.id, choice);
      await queryClient.invalidateQueries({ queryKey: ['activity'] });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'That did not work. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex shrink-0 flex-col gap-1 sm:items-end">
      <div className="flex gap-2">
        <Button
          className="min-h-9 px-3"
          loading={busy === 'approve'}
          disabled={busy !== null}
          onClick={() => void answer('approve')}
          aria-label={`Approve: e-mail ${offer.candidate_name} a scheduling link`}
        >
          Approve
        </Button>
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          loading={busy === 'dismiss'}
          disabled={busy !== null}
          onClick={() => void answer('dismiss')}
          aria-label={`Dismiss the interview slot for ${offer.candidate_name}`}
        >
          Dismiss
        </Button>
      </div>
      {error ? (
        <p role="alert" className="max-w-xs text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
