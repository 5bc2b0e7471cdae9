import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';

export const LOCKED_MOVE_MESSAGE =
  'A step being sent right now keeps its place for a moment: this move would shift it.';

/** The list with one item moved from `from` to `to` (both indexes in the original list). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...items];
  next.splice(to, 0, moved);
  return next;
};

/**
 * Whether moving the step at `from` to `to` leaves every locked step where it is: a move shifts
 * each step between the two places, and the server refuses to move a step being sent.
 */
export const canMoveStep = (
  steps: readonly Pick<CampaignStep, 'can_update'>[],
  from: number,
  to: number,
): boolean => {
  if (from === to || to < 0 || to >= steps.length) return false;
  const [low, high] = from < to ? [from, to] : [to, from];
  return steps.slice(low, high + 1).every((step) => step.can_update);
};

/** The steps in their new order, numbered again from 1. */
export const reordered = (steps: readonly CampaignStep[], from: number, to: number) =>
  moveItem(steps, from, to).map((step, index) => ({ ...step, order: index + 1 }));
