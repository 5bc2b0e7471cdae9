import type { SequenceStep } from './next-step';

/*
 * Live sequences can be edited (docs/decisions/008): a change to the head reaches everyone it does
 * not rewrite the past of. What a candidate has been through stays as it was; what they have not
 * reached yet comes from the latest head.
 */

/** Where an enrolment goes on in the new head, and whether its planned e-mail is planned again. */
export type Rebase = { stepIndex: number; replan: boolean };

const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );

const sameStep = (a: SequenceStep | undefined, b: SequenceStep | undefined): boolean =>
  a !== undefined &&
  b !== undefined &&
  a.step_id === b.step_id &&
  a.type === b.type &&
  stableJson(a.config) === stableJson(b.config);

/**
 * An enrolment at `stepIndex` of its pinned copy, moved onto the new `head`, or null when it must
 * keep its copy.
 *
 * - The steps it has reached are the ones before `stepIndex`, except an e-mail that is planned and
 *   not handed to a mail server yet (`scheduledStepId`): that one has not reached the candidate.
 *   If the head changed that step (its text, or what stands at its place), it is planned again
 *   from the head (`replan`); unchanged, it stays planned.
 * - It moves only when the head starts with exactly the steps it has reached, in the same order
 *   (same ids): it then goes on at the same place and every later step comes from the head. An
 *   edit that inserts, removes or moves a step before its place would skip or repeat a step for
 *   it, so it keeps its copy.
 */
export const rebaseEnrollment = (
  pinned: readonly SequenceStep[],
  head: readonly SequenceStep[],
  stepIndex: number,
  scheduledStepId: string | null,
): Rebase | null => {
  const planned = stepIndex > 0 ? pinned[stepIndex - 1] : undefined;
  const replan =
    planned !== undefined &&
    planned.step_id === scheduledStepId &&
    !sameStep(planned, head[stepIndex - 1]);
  const reached = replan ? stepIndex - 1 : stepIndex;
  if (reached > head.length) return null;
  for (let at = 0; at < reached; at += 1)
    if (pinned[at]?.step_id !== head[at]?.step_id) return null;
  return { stepIndex: reached, replan };
};
