import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** SPEC 9: the progress bar appears only after 200 ms and takes about 5 s to fill. */
export const PROGRESS_DELAY_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** A thin bar at the top of the page while a navigation (guards, code, data) is under way. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);

  if (!busy || !visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-orange-100"
    >
      <div
        className="h-full origin-left bg-orange-600"
        style={{ animation: `hirelane-progress ${PROGRESS_DURATION_MS}ms ease-out forwards` }}
      />
    </div>
  );
}
