import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/**
 * A disabled control with the reason in a tooltip. A disabled button gets no pointer or focus
 * events, so a focusable wrapper carries the tooltip (Radix describes the wrapper by it while
 * open). Callers also show the reason as text.
 */
export function DisabledReason({
  reason,
  children,
  className = 'inline-flex',
}: {
  reason: string;
  children: ReactNode;
  /** The wrapper's layout: inline by default; `flex w-full` for a card that fills its cell. */
  className?: string;
}) {
  return (
    <Tooltip.Provider delayDuration={100}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span
            tabIndex={0}
            className={`${className} rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-orange-500`}
          >
            {children}
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-[60] max-h-[400px] max-w-xs rounded-lg bg-stone-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {reason}
            <Tooltip.Arrow className="fill-stone-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
