import type { LinkedinActionOutcome } from '@hirelane/domain/linkedin/extension-contract.schema';

/** What performing one action on the page came to: reported as the action's result. */
export type ActionOutcome = { outcome: LinkedinActionOutcome; detail: string | null };

export const outcome = (
  value: LinkedinActionOutcome,
  detail: string | null = null,
): ActionOutcome => ({
  outcome: value,
  detail,
});

export const failed = (detail: string): ActionOutcome => outcome('failed', detail);
