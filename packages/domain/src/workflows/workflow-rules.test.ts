import { describe, expect, it } from 'vitest';
import { workflowRefusal } from './workflow-rules';

describe('workflowRefusal', () => {
  it('accepts stages and actions of the project', () => {
    expect(
      workflowRefusal('ria', {
        trigger: { kind: 'stage_entered', stage: 'in_campaign' },
        action: { kind: 'move_to_stage', stage: 'rejected' },
      }),
    ).toBeNull();
    expect(
      workflowRefusal('charlie', {
        trigger: { kind: 'interview_verdict', verdicts: ['hire'] },
        action: { kind: 'move_to_stage', stage: 'hire' },
      }),
    ).toBeNull();
  });

  it('refuses stages of the other agent, verdicts outside interviews and a campaign in charlie', () => {
    expect(
      workflowRefusal('ria', {
        trigger: { kind: 'stage_entered', stage: 'invited' },
        action: { kind: 'add_to_campaign' },
      }),
    ).toEqual({ path: 'trigger.stage', message: 'Pending is not a stage of this project.' });
    expect(
      workflowRefusal('ria', {
        trigger: { kind: 'interview_verdict', verdicts: ['hire'] },
        action: { kind: 'add_to_campaign' },
      })?.path,
    ).toBe('trigger.kind');
    expect(
      workflowRefusal('charlie', {
        trigger: { kind: 'stage_entered', stage: 'invited' },
        action: { kind: 'move_to_stage', stage: 'shortlisted' },
      })?.message,
    ).toBe('Shortlisted is not a stage of this project.');
    expect(
      workflowRefusal('charlie', {
        trigger: { kind: 'stage_entered', stage: 'invited' },
        action: { kind: 'add_to_campaign' },
      })?.message,
    ).toBe('Only outreach projects have a campaign.');
  });
});
