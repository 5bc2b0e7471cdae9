import type { BusyInterval } from './ics-busy';

/**
 * Busy time with one interval taken out: a booking being moved must not block its own new time.
 * Merged busy time no longer knows which event made it, so the whole interval is freed: an
 * event the organizer added later over the very same time is not seen (decision 049).
 */
export const busyWithout = (busy: readonly BusyInterval[], removed: BusyInterval): BusyInterval[] =>
  busy.flatMap((interval) => {
    if (interval.end <= removed.start || interval.start >= removed.end) return [interval];
    return [
      ...(interval.start < removed.start ? [{ start: interval.start, end: removed.start }] : []),
      ...(interval.end > removed.end ? [{ start: removed.end, end: interval.end }] : []),
    ];
  });
