/** Slots grouped by the visitor's calendar day, in their own time zone, in order. */
export type SlotDay = { day: string; label: string; slots: { iso: string; time: string }[] };

export const groupSlotsByDay = (slots: readonly string[], timeZone?: string): SlotDay[] => {
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const dayLabel = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });
  const days = new Map<string, SlotDay>();
  for (const iso of slots) {
    const date = new Date(iso);
    const key = dayKey.format(date);
    let day = days.get(key);
    if (!day) {
      day = { day: key, label: dayLabel.format(date), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ iso, time: time.format(date) });
  }
  return [...days.values()];
};

/** "Wednesday 25 November, 10:00–10:45 (Europe/Berlin)" in the visitor's zone. */
export const describeBooking = (startsAt: string, endsAt: string, timeZone?: string): string => {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${day.format(new Date(startsAt))}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))} (${zone})`;
};
