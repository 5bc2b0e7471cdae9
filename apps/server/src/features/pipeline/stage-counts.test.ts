import { describe, expect, it } from 'vitest';
import { buildStageCounts } from './stage-counts';

describe('buildStageCounts', () => {
  it('lists the ria tabs in order with all = everyone and zero counts kept', () => {
    const counts = buildStageCounts('ria', [
      { stage: 'shortlisted', subStage: null, count: 3 },
      { stage: 'in_campaign', subStage: 'new', count: 2 },
      { stage: 'in_campaign', subStage: 'engaging', count: 1 },
    ]);
    expect(counts.map((stage) => [stage.stage_id, stage.count])).toEqual([
      ['all', 6],
      ['shortlisted', 3],
      ['in_campaign', 3],
      ['completed', 0],
      ['rejected', 0],
    ]);
    expect(counts[2]?.sub_stages).toEqual([
      { sub_stage_id: 'new', count: 2 },
      { sub_stage_id: 'engaging', count: 1 },
    ]);
    expect(counts[0]?.sub_stages).toEqual([]);
    expect(counts[1]?.sub_stages).toEqual([]);
  });

  it('labels the charlie stages and counts the AI verdict sub-stages', () => {
    const counts = buildStageCounts('charlie', [
      { stage: 'invited', subStage: 'scheduled', count: 4 },
      { stage: 'interview_completed', subStage: 'maybe', count: 2 },
      { stage: 'hire', subStage: null, count: 1 },
    ]);
    expect(counts.map((stage) => stage.label)).toEqual([
      'All',
      'Pending',
      'Completed',
      'Strong hire',
      'Hire',
      'Maybe',
      'No hire',
      'Rejected',
    ]);
    expect(counts[0]?.count).toBe(7);
    expect(counts[1]?.sub_stages).toEqual([
      { sub_stage_id: 'new', count: 0 },
      { sub_stage_id: 'scheduled', count: 4 },
    ]);
    expect(counts[2]?.sub_stages.find((sub) => sub.sub_stage_id === 'maybe')?.count).toBe(2);
  });

  it('counts stages the agent does not show only in all', () => {
    const counts = buildStageCounts('ria', [{ stage: 'invited', subStage: 'new', count: 5 }]);
    expect(counts[0]?.count).toBe(5);
    expect(counts.slice(1).every((stage) => stage.count === 0)).toBe(true);
  });
});
