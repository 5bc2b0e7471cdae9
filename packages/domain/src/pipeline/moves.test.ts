import { describe, expect, it } from 'vitest';
import { canMove, moveRefusal } from './moves';
import type { CandidateStage } from './stages';
import { PIPELINE_STAGES, STAGE_LABELS } from './stages';

const ALLOWED: Record<CandidateStage, CandidateStage[]> = {
  shortlisted: ['in_campaign', 'completed', 'rejected'],
  in_campaign: ['completed', 'rejected'],
  completed: ['rejected'],
  rejected: [],
  invited: [],
  interview_completed: ['strong_hire', 'hire', 'maybe', 'no_hire'],
  strong_hire: ['hire', 'maybe', 'no_hire'],
  hire: ['strong_hire', 'maybe', 'no_hire'],
  maybe: ['strong_hire', 'hire', 'no_hire'],
  no_hire: ['strong_hire', 'hire', 'maybe'],
};

const candidateStages = PIPELINE_STAGES.filter((stage) => stage !== 'all') as CandidateStage[];

describe('SPEC 4.5 move table', () => {
  for (const from of candidateStages) {
    for (const to of PIPELINE_STAGES) {
      const expected = (ALLOWED[from] as string[]).includes(to);
      it(`${from} → ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canMove(from, to)).toBe(expected);
        expect(moveRefusal(from, to, STAGE_LABELS) === null).toBe(expected);
      });
    }
  }

  it('explains a refusal with the stage labels', () => {
    expect(moveRefusal('completed', 'shortlisted', STAGE_LABELS)).toBe(
      'A candidate in Completed cannot be moved to Shortlisted.',
    );
    expect(moveRefusal('invited', 'hire', STAGE_LABELS)).toBe(
      'A candidate in Pending cannot be moved.',
    );
    expect(moveRefusal('hire', 'hire', STAGE_LABELS)).toBe('Already in Hire.');
  });
});
