import { describe, expect, it } from 'vitest';
import { saveWorkflowRequest } from '@hirelane/domain/workflows/workflow.schema';
import type { Workflow } from '@hirelane/domain/workflows/workflow.schema';
import { actionOptions, emptyForm, formOf, requestOf, triggerOptions } from './workflow-form';

const stored = (trigger: Workflow['trigger'], action: Workflow['action']): Workflow => ({
  id: 'w1',
  project_id: 'p1',
  name: 'Flow',
  enabled: false,
  trigger,
  action,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('the workflow form', () => {
  it('starts from the project’s own stages and offers only what the agent has', () => {
    expect(emptyForm('ria')).toMatchObject({
      triggerStage: 'shortlisted',
      actionStage: 'rejected',
    });
    expect(emptyForm('charlie')).toMatchObject({
      triggerStage: 'invited',
      actionStage: 'rejected',
    });
    expect(triggerOptions('ria').map((option) => option.value)).not.toContain('interview_verdict');
    expect(actionOptions('charlie').map((option) => option.value)).not.toContain('add_to_campaign');
  });

  it('turns a stored workflow into the form and back, unchanged', () => {
    const cases = [
      stored(
        { kind: 'stage_entered', stage: 'in_campaign' },
        { kind: 'move_to_stage', stage: 'completed' },
      ),
      stored(
        { kind: 'interview_verdict', verdicts: ['hire', 'maybe'] },
        { kind: 'notify_teammate', member_id: '6f1c2d9e-4b1a-4c55-9a31-1f2e3d4c5b6a' },
      ),
      stored(
        { kind: 'reply_labeled', labels: ['question'] },
        { kind: 'send_email_after_approval', subject: 'Hello', body: 'Thanks' },
      ),
      stored({ kind: 'reply_labeled', labels: ['interested'] }, { kind: 'add_to_campaign' }),
    ];
    for (const workflow of cases) {
      const request = requestOf(formOf('charlie', workflow));
      expect(request).toEqual({
        name: 'Flow',
        enabled: false,
        trigger: workflow.trigger,
        action: workflow.action,
      });
    }
  });

  it('lets the domain schema name what is missing', () => {
    const form = {
      ...emptyForm('ria'),
      triggerKind: 'reply_labeled' as const,
      actionKind: 'notify_teammate' as const,
    };
    const parsed = saveWorkflowRequest.safeParse(requestOf(form));
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name the workflow.',
        'Pick at least one label.',
        'Pick a teammate.',
      ]),
    );
  });
});
