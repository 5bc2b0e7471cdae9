import { describe, expect, it } from 'vitest';
import {
  countSendingSteps,
  currentSendingStepNumber,
  nextSendingStepNumber,
  planNextStep,
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

  it('holds at a step of a channel that cannot send yet, with the reason, and never passes it', () => {
    const steps = [
      step(1, 'auto_whatsapp_message_send'),
      step(2, 'auto_whatsapp_template_send'),
      step(3, 'auto_ai_call'),
    ];
    const reasons = steps.map((_, index) => {
      const planned = planNextStep(steps, index);
      return planned.kind === 'held' ? planned.reason : planned.kind;
    });
    // WhatsApp steps go to the WhatsApp planner (decision 048), which holds what it cannot send.
    expect(reasons).toEqual([
      'whatsapp',
      'whatsapp',
      "Not sent: AI call steps can't be placed yet in this version. Remove this step from the campaign and the sequence goes on.",
    ]);
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
