/**
 * SPEC 9 durations in Hr, Min, Sec: '1 Hr 5 Min 3 Sec'; zero parts are omitted and 0 gives '0 Sec'.
 * Fractions of a second are dropped; negative or non-finite input counts as 0.
 */
export const formatDuration = (seconds: number): string => {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const parts = [
    hours > 0 ? `${hours} Hr` : null,
    minutes > 0 ? `${minutes} Min` : null,
    secs > 0 ? `${secs} Sec` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : '0 Sec';
};
