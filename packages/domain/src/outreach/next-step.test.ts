import { describe, expect, it } from 'vitest';
import {
  countSendingSteps,
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

  it('passes a step of another channel with the reason', () => {
    const planned = planNextStep(sequence, 2);
    expect(planned.kind).toBe('other_channel');
    if (planned.kind === 'other_channel') expect(planned.reason).toMatch(/browser extension/);
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
