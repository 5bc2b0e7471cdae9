import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';

const clock = (seconds: number) => {
  const safe = Math.max(0, seconds);
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
};

type Props = {
  /** Seconds for this answer, the extension included once taken. */
  seconds: number;
  canExtend: boolean;
  extending: boolean;
  onExtend: () => void;
};

/**
 * A visible time guide per answer. Running out never cuts the candidate off: it asks them to
 * finish, and the one-time "I need more time" adds a whole answer time.
 */
export function AnswerTimer({ seconds, canExtend, extending, onExtend }: Props) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setElapsed((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = seconds - elapsed;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
      <p role="timer" aria-live="off" aria-label="Time left for this answer">
        Time left: <span className="font-semibold tabular-nums">{clock(left)}</span>
      </p>
      {left <= 0 ? (
        <p role="status" className="font-medium text-orange-800">
          Time is up: please finish your answer when you are ready.
        </p>
      ) : null}
      {canExtend ? (
        <Button variant="secondary" loading={extending} onClick={onExtend}>
          I need more time
        </Button>
      ) : null}
    </div>
  );
}
