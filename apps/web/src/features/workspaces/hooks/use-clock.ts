import { useEffect, useState } from 'react';

/**
 * The time now for a countdown on screen: it moves every second until `until` (a time in ms)
 * has passed, and stands still when there is nothing to count down (`until` null).
 */
export const useClock = (until: number | null): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(interval);
    };
    const first = setTimeout(tick, 0);
    const interval = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [until]);
  return now;
};
