import { describe, expect, it } from 'vitest';
import type { SequenceStep } from './next-step';
import { rebaseEnrollment } from './rebase-enrollment';

const email = (id: string, body: string): SequenceStep => ({
  step_id: id,
  order: 0,
  type: 'auto_email',
  config: { subject: 'Hi', body },
});
const delay: SequenceStep = { step_id: 'd', order: 0, type: 'delay', config: { days: 2 } };

const pinned = [email('s1', 'Helo'), delay, email('s2', 'Folow up')];
const fixed = [email('s1', 'Hello'), delay, email('s2', 'Follow up')];

describe('rebaseEnrollment', () => {
  it('moves someone who has not started onto the new head at the start', () => {
    expect(rebaseEnrollment(pinned, fixed, 0, null)).toEqual({ stepIndex: 0, replan: false });
  });

  it('plans again an e-mail that is planned but not sent when the head changed its text', () => {
    expect(rebaseEnrollment(pinned, fixed, 1, 's1')).toEqual({ stepIndex: 0, replan: true });
  });

  it('leaves a planned e-mail planned when its step did not change (key order aside)', () => {
    const reordered = [
      { ...pinned[0]!, config: { body: 'Helo', subject: 'Hi' } },
      delay,
      email('s2', 'Follow up'),
    ];
    expect(rebaseEnrollment(pinned, reordered, 1, 's1')).toEqual({ stepIndex: 1, replan: false });
  });

  it('keeps what was sent: someone past step 1 goes on at the same place, later steps from the head', () => {
    // s1 was sent (nothing scheduled): the delay is running, s2 comes from the head.
    expect(rebaseEnrollment(pinned, fixed, 2, null)).toEqual({ stepIndex: 2, replan: false });
    expect(rebaseEnrollment(pinned, fixed, 1, null)).toEqual({ stepIndex: 1, replan: false });
  });

  it('moves someone whose last step is past, when the head only changed steps they have had', () => {
    expect(rebaseEnrollment(pinned, fixed, 3, null)).toEqual({ stepIndex: 3, replan: false });
  });

  it('brings a step added after their place, and drops one removed after it', () => {
    const added = [...fixed, email('s3', 'Last try')];
    expect(rebaseEnrollment(pinned, added, 1, null)).toEqual({ stepIndex: 1, replan: false });
    const removed = [email('s1', 'Hello')];
    expect(rebaseEnrollment(pinned, removed, 1, null)).toEqual({ stepIndex: 1, replan: false });
  });

  it('keeps the copy of someone whose past the edit would rewrite', () => {
    // A step inserted before their place: it would be skipped.
    const inserted = [email('s0', 'Intro'), ...fixed];
    expect(rebaseEnrollment(pinned, inserted, 1, null)).toBeNull();
    // Their steps moved: one would be repeated or skipped.
    const moved = [email('s2', 'Follow up'), delay, email('s1', 'Hello')];
    expect(rebaseEnrollment(pinned, moved, 1, null)).toBeNull();
    // A step they had was removed and the head is now shorter than their past.
    expect(rebaseEnrollment(pinned, [email('s1', 'Hello')], 3, null)).toBeNull();
  });

  it('plans again when the planned step was removed or replaced at its place', () => {
    const replaced = [email('s9', 'Other'), delay];
    expect(rebaseEnrollment(pinned, replaced, 1, 's1')).toEqual({ stepIndex: 0, replan: true });
  });

  it('never plans again an e-mail whose step is not the planned one', () => {
    expect(rebaseEnrollment(pinned, fixed, 3, 's1')).toEqual({ stepIndex: 3, replan: false });
  });
});
