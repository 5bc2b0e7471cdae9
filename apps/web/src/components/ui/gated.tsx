import { useId, type ReactNode } from 'react';
import { DisabledReason } from './disabled-reason';

/** Whether the viewer may use the control now, and if not, why (team rules, plan limits…). */
export type ActionVerdict = { allowed: true } | { allowed: false; reason: string };

type ControlProps = { disabled: boolean; 'aria-describedby'?: string };

type GatedProps = {
  verdict: ActionVerdict;
  /** Renders the control with the props that disable it and point at the reason. */
  children: (props: ControlProps) => ReactNode;
  /** The disabled control's wrapper layout (DisabledReason's className). */
  className?: string;
};

/**
 * A control the viewer may not use right now: disabled, with the reason in a tooltip and as its
 * accessible description.
 */
export function Gated({ verdict, children, className }: GatedProps) {
  const reasonId = useId();
  if (verdict.allowed) return <>{children({ disabled: false })}</>;
  return (
    <DisabledReason reason={verdict.reason} {...(className ? { className } : {})}>
      {children({ disabled: true, 'aria-describedby': reasonId })}
      <span id={reasonId} className="sr-only">
        {verdict.reason}
      </span>
    </DisabledReason>
  );
}
