import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

type CopyButtonProps = {
  text: string;
  /** What is copied, for the button's accessible name ("Copy the LinkedIn string"). */
  what: string;
  disabled?: boolean;
};

const STATUS_MS = 4000;

/** Copies `text` to the clipboard and says so in a status region screen readers announce. */
export function CopyButton({ text, what, disabled = false }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), STATUS_MS);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        disabled={disabled}
        aria-label={`Copy ${what}`}
        onClick={() => void copy()}
      >
        Copy
      </Button>
      <p role="status" className="text-sm font-medium text-stone-700">
        {state === 'copied' ? 'Copied' : null}
        {state === 'failed' ? 'Could not copy: select the text and copy it yourself.' : null}
      </p>
    </div>
  );
}
