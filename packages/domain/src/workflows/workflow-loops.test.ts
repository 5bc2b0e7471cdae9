import { describe, expect, it } from 'vitest';
import { findWorkflowLoop, workflowLoopMessage, type WorkflowShape } from './workflow-loops';
import type { CandidateStage } from '../pipeline/stages';

const move = (id: string, from: CandidateStage, to: CandidateStage): WorkflowShape => ({
  id,
  name: id,
  trigger: { kind: 'stage_entered', stage: from },
  action: { kind: 'move_to_stage', stage: to },
});

describe('findWorkflowLoop', () => {
  it('refuses a workflow that moves people into the stage that fires it', () => {
    const self = move('A', 'completed', 'completed');
    expect(findWorkflowLoop(self, [])?.map((w) => w.id)).toEqual(['A', 'A']);
  });

  it('finds A → B → A between two workflows', () => {
    const a = move('A', 'shortlisted', 'rejected');
    const b = move('B', 'rejected', 'shortlisted');
    expect(findWorkflowLoop(a, [b])?.map((w) => w.id)).toEqual(['A', 'B', 'A']);
    expect(workflowLoopMessage(findWorkflowLoop(b, [a]) ?? [])).toBe(
      'This workflow would loop: B → A → B. Change its trigger or its action.',
    );
  });

  it('follows longer chains, through adding to the campaign', () => {
    const a = move('A', 'completed', 'shortlisted');
    const b: WorkflowShape = {
      id: 'B',
      name: 'B',
      trigger: { kind: 'stage_entered', stage: 'shortlisted' },
      action: { kind: 'add_to_campaign' },
    };
    const c = move('C', 'in_campaign', 'completed');
    expect(findWorkflowLoop(c, [a, b])?.map((w) => w.id)).toEqual(['C', 'A', 'B', 'C']);
  });

  it('accepts chains that end, and loops it is not part of', () => {
    const a = move('A', 'shortlisted', 'in_campaign');
    const b = move('B', 'in_campaign', 'completed');
    expect(findWorkflowLoop(a, [b])).toBeNull();
    const x = move('X', 'rejected', 'maybe');
    const y = move('Y', 'maybe', 'rejected');
    expect(findWorkflowLoop(a, [x, y])).toBeNull();
  });

  it('judges the edited version, not the stored one, and ignores non-stage triggers', () => {
    const stored = move('A', 'shortlisted', 'shortlisted');
    const edited = move('A', 'shortlisted', 'rejected');
    expect(findWorkflowLoop(edited, [stored])).toBeNull();
    const notify: WorkflowShape = {
      id: 'N',
      name: 'N',
      trigger: { kind: 'reply_labeled', labels: ['interested'] },
      action: { kind: 'move_to_stage', stage: 'completed' },
    };
    expect(findWorkflowLoop(notify, [move('B', 'completed', 'rejected')])).toBeNull();
  });
});
