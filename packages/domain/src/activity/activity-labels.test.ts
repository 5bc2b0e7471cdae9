import { describe, expect, it } from 'vitest';
import type { ActivityItem } from './activity.schema';
import { describeActivity, describeNeedsYou, firstLine } from './activity-labels';

const base = { id: 'x', occurred_at: '2026-03-10T10:00:00Z', project: null, actor: 'Dana Lee' };
const candidate = { id: 'c', name: 'Ann Byrne' };

describe('describeActivity', () => {
  it.each<[ActivityItem, string]>([
    [{ ...base, kind: 'reply', candidate, first_line: 'Hi' }, 'Ann Byrne replied'],
    [
      {
        ...base,
        kind: 'stage_move',
        candidate,
        from_stage: 'shortlisted',
        to_stage: 'in_campaign',
      },
      'Dana Lee moved Ann Byrne from Shortlisted to In campaign',
    ],
    [
      // The pipeline's labels: a charlie project's invited stage is shown as "Pending".
      {
        ...base,
        actor: null,
        kind: 'stage_move',
        candidate,
        from_stage: 'invited',
        to_stage: 'interview_completed',
      },
      'Hirelane moved Ann Byrne from Pending to Completed',
    ],
    [
      {
        ...base,
        kind: 'import',
        import_kind: 'csv',
        status: 'completed',
        created: 1,
        updated: 2,
        merged: 0,
        rejected: 3,
      },
      'Dana Lee imported a CSV: 1 new candidate, 2 updated, 0 merged, 3 rejected',
    ],
    [
      {
        ...base,
        kind: 'import',
        import_kind: 'resume',
        status: 'failed',
        created: 0,
        updated: 0,
        merged: 0,
        rejected: 0,
      },
      "Dana Lee's import of resumes failed",
    ],
    [
      { ...base, kind: 'campaign', campaign: { id: 'k', name: 'Spring' }, change: 'paused' },
      'Dana Lee paused the campaign Spring',
    ],
    [
      {
        ...base,
        actor: null,
        kind: 'campaign',
        campaign: { id: 'k', name: 'Spring' },
        change: 'launched',
      },
      'The campaign Spring was launched',
    ],
    [
      { ...base, kind: 'interview', candidate, verdict: 'strong_hire', verdict_by: 'ai' },
      'Ann Byrne completed the interview: Strong hire (AI)',
    ],
    [
      { ...base, kind: 'interview', candidate, verdict: 'no_hire', verdict_by: 'person' },
      'Ann Byrne completed the interview: No hire (decision)',
    ],
    [
      { ...base, kind: 'interview', candidate, verdict: null, verdict_by: null },
      'Ann Byrne completed the interview: no verdict yet',
    ],
    [{ ...base, kind: 'member' }, 'Dana Lee joined the workspace'],
    [
      {
        ...base,
        kind: 'mailbox',
        mailbox: { id: 'm', name: 'jobs@acme.test' },
        problem: 'paused',
        reason: 'Bounce rate above 5%',
      },
      'The mailbox jobs@acme.test was paused: Bounce rate above 5%',
    ],
  ])('%# %s', (item, text) => {
    expect(describeActivity(item)).toBe(text);
  });
});

describe('firstLine', () => {
  it('skips blank and quoted lines and trims', () => {
    expect(firstLine('\n\n> On Monday you wrote\n  Sounds good!  \nBest')).toBe('Sounds good!');
  });

  it('cuts a long line with an ellipsis', () => {
    expect(firstLine('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('is empty when nothing was written', () => {
    expect(firstLine('\n> only a quote\n')).toBe('');
  });
});

describe('describeNeedsYou', () => {
  it('pluralises when the count is greater than 1 (SPEC 9)', () => {
    expect(describeNeedsYou({ kind: 'unanswered_replies', count: 1 })).toBe(
      '1 reply not yet answered',
    );
    expect(describeNeedsYou({ kind: 'unanswered_replies', count: 4 })).toBe(
      '4 replies not yet answered',
    );
    expect(describeNeedsYou({ kind: 'interviews_to_decide', count: 2 })).toBe(
      '2 interviews waiting for a decision',
    );
    expect(describeNeedsYou({ kind: 'held_candidates', count: 1 })).toBe(
      '1 candidate held by the campaign',
    );
    expect(describeNeedsYou({ kind: 'workflow_approvals', count: 2 })).toBe(
      '2 workflow e-mails waiting for approval',
    );
  });

  it('asks about one interview slot offer by the candidate name', () => {
    expect(
      describeNeedsYou({
        kind: 'interview_slot_offers',
        count: 1,
        offer: { id: 'o-1', candidate_name: 'Dana Scully' },
      }),
    ).toBe('Offer an interview slot to Dana Scully?');
    expect(describeNeedsYou({ kind: 'interview_slot_offers', count: 2 })).toBe(
      '2 interview slots to offer',
    );
  });
});
