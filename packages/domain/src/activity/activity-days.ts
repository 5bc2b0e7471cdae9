import dayjs from 'dayjs';
import type { DateInput } from '../format/format-date';

export type DayGroup<T> = { key: string; label: string; items: T[] };

/**
 * The header of a day in the feed: "Today", "Yesterday", else the date part of SPEC 9's full
 * date-time ('ddd DD MMM', e.g. 'Tue 05 Mar'). Local time.
 */
export const dayLabel = (date: DateInput, now: DateInput = Date.now()): string => {
  const day = dayjs(date).startOf('day');
  const today = dayjs(now).startOf('day');
  if (!day.isValid() || !today.isValid()) return '';
  if (day.isSame(today)) return 'Today';
  if (day.isSame(today.subtract(1, 'day'))) return 'Yesterday';
  return day.format('ddd DD MMM');
};

/** Items (newest first) in runs of the same local day, each run with its header. */
export const groupByDay = <T extends { occurred_at: string }>(
  items: readonly T[],
  now: DateInput = Date.now(),
): DayGroup<T>[] => {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = dayjs(item.occurred_at).format('YYYY-MM-DD');
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(item.occurred_at, now), items: [item] });
  }
  return groups;
};
