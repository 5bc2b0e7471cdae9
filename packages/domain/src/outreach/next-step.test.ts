import { describe, expect, it } from 'vitest';
import {
  countSendingSteps,
  currentSendingStepNumber,
  nextSendingStepNumber,
  planNextStep,
  UNKNOWN_STEP_HELD_REASON,
  type SequenceStep,
} from './next-step';

const step = (order: number, type: string, config: Record<string, unknown> = {}): SequenceStep => ({
  step_id: `s${order}`,
  order,
  type,
  config,
});

const sequence = [
  step(1, 'auto_email', { subject: 'Hi', body: 'Hello' }),
  step(2, 'delay', { days: 2, hours: 3 }),
  step(3, 'auto_linkedin_invite', { note: '' }),
  step(4, 'auto_email', { subject: '{{previous_subject}}', body: 'Again' }),
];

describe('planNextStep', () => {
  it('sends an e-mail step', () => {
    expect(planNextStep(sequence, 0)).toMatchObject({ kind: 'email', index: 0 });
  });

  it('waits out a delay in days and hours, then moves past it', () => {
    expect(planNextStep(sequence, 1)).toEqual({
      kind: 'delay',
      nextIndex: 2,
      waitMs: (2 * 24 + 3) * 3_600_000,
    });
  });

  it('plans a LinkedIn step as an action of the extension', () => {
    expect(planNextStep(sequence, 2)).toEqual({ kind: 'linkedin', index: 2, step: sequence[2] });
  });

  it('plans WhatsApp steps for the WhatsApp planner, which holds what it cannot send', () => {
    const steps = [step(1, 'auto_whatsapp_message_send'), step(2, 'auto_whatsapp_template_send')];
    expect(steps.map((_, index) => planNextStep(steps, index).kind)).toEqual([
      'whatsapp',
      'whatsapp',
    ]);
  });

  it('plans an AI call step for the call planner, which knows whether a provider is configured', () => {
    const calls = [step(1, 'auto_ai_call', { goal: 'Check interest' })];
    expect(planNextStep(calls, 0)).toEqual({ kind: 'call', index: 0, step: calls[0] });
  });

  it('holds at a step of no known channel, with the reason, and never passes it', () => {
    const unknown = [step(1, 'auto_fax_send')];
    const planned = planNextStep(unknown, 0);
    expect(planned.kind === 'held' ? planned.reason : planned.kind).toBe(UNKNOWN_STEP_HELD_REASON);
  });

  it('completes after the last step', () => {
    expect(planNextStep(sequence, 4)).toEqual({ kind: 'complete' });
    expect(planNextStep([], 0)).toEqual({ kind: 'complete' });
  });

  it('numbers the sending steps without the delays', () => {
    expect(countSendingSteps(sequence)).toBe(3);
    expect(nextSendingStepNumber(sequence, 0)).toBe(1);
    expect(nextSendingStepNumber(sequence, 1)).toBe(2);
    expect(nextSendingStepNumber(sequence, 3)).toBe(3);
    expect(nextSendingStepNumber(sequence, 4)).toBeNull();
  });
});

describe('currentSendingStepNumber', () => {
  const two = [
    step(1, 'auto_email', { subject: 'Hi', body: 'Hello' }),
    step(2, 'delay', { days: 2 }),
    step(3, 'auto_email', { subject: 'Again', body: 'Hello again' }),
  ];

  it('is step 1 before anything ran, and while step 1 is planned but not sent yet', () => {
    expect(currentSendingStepNumber(two, 0, null)).toBe(1);
    // Planning step 1 moves step_index past it; its e-mail still waits for its send time.
    expect(currentSendingStepNumber(two, 1, 's1')).toBe(1);
  });

  it('is the step being waited for once step 1 has been sent (during the delay)', () => {
    expect(currentSendingStepNumber(two, 1, null)).toBe(2);
    expect(currentSendingStepNumber(two, 2, null)).toBe(2);
  });

  it('is the last step while its e-mail waits, and null when nothing is left', () => {
    expect(currentSendingStepNumber(two, 3, 's3')).toBe(2);
    expect(currentSendingStepNumber(two, 3, null)).toBeNull();
  });

  it('is the step a candidate is held at', () => {
    expect(currentSendingStepNumber(sequence, 2, null)).toBe(2);
  });

  it('ignores a pending step that is not in the sequence', () => {
    expect(currentSendingStepNumber(two, 0, 'gone')).toBe(1);
  });
});
