import { describe, expect, it } from 'vitest';
import { buildPipelineFunnel } from './pipeline-funnel';

describe('buildPipelineFunnel', () => {
  it('counts a person in every step any of their stages reached, with conversions', () => {
    const funnel = buildPipelineFunnel('ria', [
      { stages: ['shortlisted'], count: 6 },
      { stages: ['shortlisted', 'in_campaign'], count: 3 },
      // Added straight to the campaign, then finished it.
      { stages: ['in_campaign', 'completed'], count: 1 },
      // Rejected after the campaign: still reached it.
      { stages: ['shortlisted', 'in_campaign', 'rejected'], count: 2 },
    ]);
    expect(funnel).toEqual({
      total: 12,
      rejected: 2,
      steps: [
        { label: 'Added', count: 12, conversion: null },
        { label: 'In campaign', count: 6, conversion: 0.5 },
        { label: 'Completed', count: 1, conversion: 1 / 6 },
      ],
    });
  });

  it('an empty step gives no conversion for the next one', () => {
    const funnel = buildPipelineFunnel('charlie', [{ stages: ['invited'], count: 4 }]);
    expect(funnel.steps.map((step) => [step.label, step.count, step.conversion])).toEqual([
      ['Invited', 4, null],
      ['Interviewed', 0, 0],
      ['Hire or strong hire', 0, null],
    ]);
  });

  it('charlie verdicts count as interviewed, and only hires reach the last step', () => {
    const funnel = buildPipelineFunnel('charlie', [
      { stages: ['invited', 'interview_completed', 'strong_hire'], count: 1 },
      { stages: ['invited', 'no_hire'], count: 2 },
    ]);
    expect(funnel.steps.map((step) => step.count)).toEqual([3, 3, 1]);
  });

  it('no people: zero everywhere', () => {
    expect(buildPipelineFunnel('ria', []).steps.every((step) => step.count === 0)).toBe(true);
  });
});
