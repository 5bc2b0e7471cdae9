const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached formatter that reads an instant's wall clock in a time zone: weekday, date and time
 * to the second on a 24-hour clock. Building one is slow, and the engine asks per send.
 */
export const zoneClockFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};
