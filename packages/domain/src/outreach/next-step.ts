/*
 * What an enrolment does next, read from its pinned sequence (docs/decisions/008): finish, wait
 * out a delay, send an e-mail, or pass a step of a channel this engine does not drive.
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
  | { kind: 'other_channel'; index: number; step: SequenceStep; reason: string };

const HOUR_MS = 3_600_000;

const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const delayMs = (config: Record<string, unknown>): number =>
  (numberOf(config.days) * 24 + numberOf(config.hours)) * HOUR_MS;

export const OTHER_CHANNEL_REASONS: Record<string, string> = {
  auto_ai_call: 'AI calls are not connected to campaigns yet, so this step was passed.',
  auto_linkedin_invite:
    'LinkedIn steps run from the browser extension, which does not run campaign steps yet, so this step was passed.',
  auto_linkedin_profile_view:
    'LinkedIn steps run from the browser extension, which does not run campaign steps yet, so this step was passed.',
  auto_linkedin_message_send:
    'LinkedIn steps run from the browser extension, which does not run campaign steps yet, so this step was passed.',
  auto_linkedin_profile_follow:
    'LinkedIn steps run from the browser extension, which does not run campaign steps yet, so this step was passed.',
  auto_whatsapp_message_send:
    'WhatsApp is not connected to campaigns yet, so this step was passed.',
  auto_whatsapp_template_send:
    'WhatsApp is not connected to campaigns yet, so this step was passed.',
};

/** The step at `index` of the sequence, as the engine will handle it. */
export const planNextStep = (steps: readonly SequenceStep[], index: number): PlannedStep => {
  const step = steps[index];
  if (!step) return { kind: 'complete' };
  if (step.type === 'delay')
    return { kind: 'delay', nextIndex: index + 1, waitMs: delayMs(step.config) };
  if (step.type === 'auto_email') return { kind: 'email', index, step };
  return {
    kind: 'other_channel',
    index,
    step,
    reason: OTHER_CHANNEL_REASONS[step.type] ?? 'This kind of step is not run by campaigns yet.',
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
