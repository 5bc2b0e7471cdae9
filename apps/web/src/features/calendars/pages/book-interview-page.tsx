import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PublicFrame } from '../../../components/public-frame';
import { Button } from '../../../components/ui/button';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  bookSlot,
  cancelBooking,
  rescheduleBooking,
  schedulingKey,
  usePublicSchedulingQuery,
  useRescheduleSlotsQuery,
} from '../api/public-scheduling';
import { chosenLabel, SlotPicker } from '../components/slot-picker';
import { describeBooking, groupSlotsByDay } from '../slot-days';

const messageOf = (error: unknown) =>
  isApiError(error) ? error.message : 'Something went wrong. Please try again.';

/**
 * /schedule/{token}: the candidate picks an interview time in their own time zone, sees their
 * booking, moves it (the booked time is kept until the new one is booked) or cancels it.
 * Public: the link's token is the key.
 */
export function BookInterviewPage() {
  usePageTitle('Book your interview');
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const query = usePublicSchedulingQuery(token);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const choices = useRescheduleSlotsQuery(token, moving);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setChosen(null);
      setMoving(false);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      await queryClient.invalidateQueries({ queryKey: schedulingKey(token) });
      setBusy(false);
    }
  };

  if (query.isPending) return <FullPageSpinner label="Loading your scheduling link…" />;
  if (query.isError)
    return (
      <PublicFrame title="Interview scheduling">
        <h1 className="text-2xl font-bold text-stone-900">This link does not work</h1>
        <p className="mt-2 text-stone-700">{messageOf(query.error)}</p>
      </PublicFrame>
    );
  const link = query.data;
  const days = groupSlotsByDay(link.slots, zone);
  const chosenTime = chosenLabel(days, chosen);
  const moveDays = groupSlotsByDay(choices.data?.slots ?? [], zone);
  const moveTime = chosenLabel(moveDays, chosen);

  return (
    <PublicFrame title={link.title}>
      <h1 className="text-2xl font-bold text-stone-900">{link.title}</h1>
      <p className="mt-1 text-stone-700">
        {link.duration_minutes} minutes with {link.organizers.join(', ')}
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {link.booking ? (
        <section className="mt-6 rounded-xl border border-green-200 bg-green-50 p-4">
          <h2 className="font-semibold text-green-900">Your interview is booked</h2>
          <p className="mt-1 text-green-900">
            {describeBooking(link.booking.starts_at, link.booking.ends_at, zone)}
          </p>
          {link.booking.video_url ? (
            <p className="mt-1 break-all text-green-900">
              Video link:{' '}
              <a className="underline" href={link.booking.video_url}>
                {link.booking.video_url}
              </a>
            </p>
          ) : null}
          {moving ? null : (
            <>
              <p className="mt-2 text-sm text-green-900">
                The invitation is in your e-mail. Can't make it? Move it to another time, or cancel
                it.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  onClick={() => {
                    setChosen(null);
                    setError(null);
                    setMoving(true);
                  }}
                >
                  Reschedule
                </Button>
                <Button
                  variant="secondary"
                  loading={busy}
                  onClick={() => void act(() => cancelBooking(token))}
                >
                  Cancel this interview
                </Button>
              </div>
            </>
          )}
        </section>
      ) : null}
      {link.booking ? (
        moving ? (
          <section className="mt-6" aria-label="Reschedule">
            <h2 className="font-semibold text-stone-900">Pick a new time ({zone})</h2>
            <p className="mt-1 text-sm text-stone-700">
              Your current time stays booked until the new one is.
            </p>
            {choices.isPending ? (
              <p className="mt-3 text-stone-700" role="status">
                Loading the free times…
              </p>
            ) : moveDays.length === 0 ? (
              <p className="mt-3 text-stone-700">No other time is free in the coming days.</p>
            ) : (
              <SlotPicker days={moveDays} chosen={chosen} onChoose={setChosen} />
            )}
            <div className="mt-6 flex flex-wrap gap-2">
              <Button
                disabled={!chosen}
                loading={busy}
                onClick={() => chosen && void act(() => rescheduleBooking(token, chosen))}
              >
                {moveTime ? `Move to ${moveTime}` : 'Choose a new time'}
              </Button>
              <Button variant="secondary" onClick={() => setMoving(false)}>
                Keep my current time
              </Button>
            </div>
          </section>
        ) : null
      ) : link.status === 'canceled' ? (
        <p className="mt-6 text-stone-700">This scheduling link is no longer open.</p>
      ) : days.length === 0 ? (
        <p className="mt-6 text-stone-700">
          No time is free in the coming days. Please reply to the e-mail you received.
        </p>
      ) : (
        <section className="mt-6">
          <h2 className="font-semibold text-stone-900">Pick a time ({zone})</h2>
          <SlotPicker days={days} chosen={chosen} onChoose={setChosen} />
          <Button
            className="mt-6"
            disabled={!chosen}
            loading={busy}
            onClick={() => chosen && void act(() => bookSlot(token, chosen))}
          >
            {chosenTime ? `Book ${chosenTime}` : 'Choose a time'}
          </Button>
        </section>
      )}
    </PublicFrame>
  );
}
