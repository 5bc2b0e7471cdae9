import { CHANNEL_HELD_REASON, stepChannel, unsendableChannel } from '../campaigns/step-channels';

/*
 * What an enrolment does next, read from its pinned sequence (docs/decisions/008): finish, wait
 * out a delay, send an e-mail, or hold at a step of a channel that cannot send yet (never pass it:
 * a step is done only when its channel performed it).
 */

export type SequenceStep = {
  step_id: string;
  order: number;
  type: string;
  config: Record<string, unknown>;
};

export type PlannedStep =
  | { kind: 'complete' }
  | { kind: 'delay'; nextIndex: number; waitMs: number }
  | { kind: 'email'; index: number; step: SequenceStep }
  /** A LinkedIn step: planned as an action the extension performs (decision 045). */
  | { kind: 'linkedin'; index: number; step: SequenceStep }
  /** An AI call: planned as a call the voice provider places, when one is configured (047). */
  | { kind: 'call'; index: number; step: SequenceStep }
  /** A WhatsApp step: planned as a message the WhatsApp sender sends (decision 048). */
  | { kind: 'whatsapp'; index: number; step: SequenceStep }
  /** A step this version cannot perform: the candidate waits at it with the reason. */
  | { kind: 'held'; index: number; step: SequenceStep; reason: string };

const HOUR_MS = 3_600_000;

const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const delayMs = (config: Record<string, unknown>): number =>
  (numberOf(config.days) * 24 + numberOf(config.hours)) * HOUR_MS;

/** A step of no channel this version knows: held too, never passed. */
export const UNKNOWN_STEP_HELD_REASON = "Not sent: this kind of step can't be run by campaigns.";

/** The step at `index` of the sequence, as the engine will handle it. */
export const planNextStep = (steps: readonly SequenceStep[], index: number): PlannedStep => {
  const step = steps[index];
  if (!step) return { kind: 'complete' };
  if (step.type === 'delay')
    return { kind: 'delay', nextIndex: index + 1, waitMs: delayMs(step.config) };
  if (step.type === 'auto_email') return { kind: 'email', index, step };
  // Whether a voice provider is configured is known at run time only: the call planner holds.
  if (step.type === 'auto_ai_call') return { kind: 'call', index, step };
  const channel = unsendableChannel(step.type);
  if (channel === null && stepChannel(step.type) === 'linkedin')
    return { kind: 'linkedin', index, step };
  if (channel === null && stepChannel(step.type) === 'whatsapp')
    return { kind: 'whatsapp', index, step };
  return {
    kind: 'held',
    index,
    step,
    reason: channel ? CHANNEL_HELD_REASON[channel] : UNKNOWN_STEP_HELD_REASON,
  };
};

/** How many of the steps send something (delays excluded): the "of m" of "step n of m". */
export const countSendingSteps = (steps: readonly SequenceStep[]): number =>
  steps.filter((step) => step.type !== 'delay').length;

/** 1-based number of the next sending step at or after `index`, or null when none is left. */
export const nextSendingStepNumber = (
  steps: readonly SequenceStep[],
  index: number,
): number | null => {
  let number = 0;
  for (let at = 0; at < steps.length; at += 1) {
    const step = steps[at];
    if (!step || step.type === 'delay') continue;
    number += 1;
    if (at >= index) return number;
  }
  return null;
};

/**
 * The "n" of "step n of m": the sending step the candidate is actually on. A step whose message
 * is planned but not sent yet (`pendingStepId`: waiting for its send time, or being sent) is the
 * one they are on, even though the engine has already moved `stepIndex` past it. Otherwise it is
 * the next sending step at or after `stepIndex`: the one being waited for (after a delay, or held
 * at it). Null when no sending step is left.
 */
export const currentSendingStepNumber = (
  steps: readonly SequenceStep[],
  stepIndex: number,
  pendingStepId: string | null,
): number | null => {
  const pending = pendingStepId ? steps.findIndex((step) => step.step_id === pendingStepId) : -1;
  return nextSendingStepNumber(steps, pending >= 0 ? pending : stepIndex);
};
