import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowRun } from '@hirelane/domain/workflows/workflow.schema';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { sealSecret } from '../../integrations/crypto/secret-box';
import { createLocalRulesProvider } from '../../integrations/llm/local-rules-provider';
import { setMessageLabel } from '../inbox/inbox-label-store';
import { inboxFacts } from '../inbox/inbox.test-kit';
import { completeInterview } from '../interviews/verdict/interview-verdict.test-kit';
import { scorePendingEvaluation } from '../interviews/verdict/score-pending-evaluation';
import { COMPLETE_JOB, projectKit, type Kit } from '../projects/project.test-kit';
import { NOT_WAITING } from './decide-workflow-run';
import { workflowRunJob } from './workflow-run-job';
import { workflowKit, type As } from './workflow.test-kit';

/**
 * The other triggers and actions: an interview verdict (the AI's and a person's), a reply label,
 * adding to the campaign with its rules, and the e-mail a person approves, sent through a real
 * SMTP server from the campaign's mailbox (or rejected, and then nothing is sent).
 */

const SENDER = 'recruiter@flows.test';
const PASSWORD = 'mailbox-secret-456';

let t: TestApp;
let smtp: SmtpTestServer;
let kit: Kit;
let wf: ReturnType<typeof workflowKit>;
let facts: ReturnType<typeof inboxFacts>;
let owner: As;
let ria: { _id: string; linked_campaign: string };
let charlie: string;
let mailbox: string;
let counter = 0;

const person = async (projectId: string, extra: Record<string, unknown> = {}) => {
  counter += 1;
  return (
    await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      first_name: `Trig${counter}`,
      last_name: 'Person',
      email: `trig${counter}@example.com`,
      ...extra,
    })
  ).candidate_id;
};

const runAll = async (workflowId: string) => {
  for (const run of await wf.runsOf(workflowId))
    if (run.status === 'queued')
      await workflowRunJob.handler(t.app, { workspace_id: owner.workspace, run_id: run.id });
  return wf.runsOf(workflowId);
};

/** A reply of the person to the campaign, labelled by a person (the inbox's correction). */
const labelledReply = async (candidateId: string, label: string) => {
  const enrollment = await facts.enrollment(
    owner.workspace,
    ria.linked_campaign,
    candidateId,
    mailbox,
  );
  const reply = await facts.message(owner.workspace, enrollment, candidateId, {
    direction: 'inbound',
    text: 'Sounds good, tell me more.',
    at: '2026-03-01T10:00:00Z',
  });
  await setMessageLabel(t.app.db, owner.workspace, reply.id, label, 'user');
  return reply.id;
};

beforeAll(async () => {
  smtp = await startSmtpTestServer({ user: SENDER, password: PASSWORD });
  t = await createTestApp({ OUTREACH_SMTP_TIMEOUT_MS: '5000' });
  kit = projectKit(t, 253);
  wf = workflowKit(t);
  facts = inboxFacts(t);
  owner = await kit.owner('triggers-owner@example.com');
  ria = await kit.createProject(owner.cookie, owner.workspace, { name: 'Trigger ria' });
  charlie = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Trigger charlie',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
  const made = await t.pool.query<{ id: string }>(
    `insert into mailbox (workspace_id, email, provider, status, enabled, display_name, signature,
       smtp_host, smtp_port, smtp_security, username, secret)
     values ($1, $2, 'custom', 'verified', true, 'Alex Morgan', 'Alex', '127.0.0.1', $3, 'none',
       $2, $4) returning id`,
    [owner.workspace, SENDER, smtp.port, sealSecret(t.app.config.encryptionKey, PASSWORD)],
  );
  mailbox = made.rows[0]!.id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('an interview verdict', () => {
  it('fires on the AI verdict and on a person’s decision, each once', async () => {
    const strong = await wf.create(owner, charlie, {
      name: 'Strong to hire',
      enabled: true,
      trigger: { kind: 'interview_verdict', verdicts: ['strong_hire'] },
      action: { kind: 'move_to_stage', stage: 'hire' },
    });
    const maybe = await wf.create(owner, charlie, {
      name: 'Maybe to no',
      enabled: true,
      trigger: { kind: 'interview_verdict', verdicts: ['maybe'] },
      action: { kind: 'move_to_stage', stage: 'no_hire' },
    });
    const candidateId = await person(charlie);
    const done = await completeInterview(t, {
      workspaceId: owner.workspace,
      projectId: charlie,
      candidateId,
    });
    await scorePendingEvaluation(
      { db: t.app.db, text: createLocalRulesProvider() },
      done.evaluationId,
    );
    expect(await wf.runsOf(strong.id)).toMatchObject([
      { status: 'queued', event: 'Interview verdict Strong hire' },
    ]);
    expect(await runAll(strong.id)).toMatchObject([{ status: 'done' }]);
    expect(await wf.stageOf(charlie, candidateId)).toBe('hire');

    const decided = await call(
      t,
      'POST',
      `/api/project/${charlie}/candidate/${candidateId}/interview/decision`,
      { ...owner, body: { verdict: 'maybe', reason: 'Unsure after the follow-up call.' } },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    // The decision's transaction queued the run's job (the scoring job leaves it to the catch-up).
    const [maybeRun] = await wf.runsOf(maybe.id);
    expect(await wf.jobsOf([maybeRun!.id])).toEqual([maybeRun!.id]);
    expect(await runAll(maybe.id)).toMatchObject([
      { status: 'done', event: 'Interview verdict Maybe' },
    ]);
    expect(await wf.stageOf(charlie, candidateId)).toBe('no_hire');
    expect(await wf.runsOf(strong.id)).toHaveLength(1);
  });
});

describe('a reply label', () => {
  it('adds a shortlisted person to the campaign, and skips with the rule’s reason', async () => {
    const enrol = await wf.create(owner, ria._id, {
      name: 'Interested to campaign',
      enabled: true,
      trigger: { kind: 'reply_labeled', labels: ['interested', 'question'] },
      action: { kind: 'add_to_campaign' },
    });
    const ann = await person(ria._id);
    const messageId = await labelledReply(ann, 'interested');
    // The same label again is the same event; another label that does not match fires nothing.
    await setMessageLabel(t.app.db, owner.workspace, messageId, 'interested', 'user');
    await setMessageLabel(t.app.db, owner.workspace, messageId, 'out_of_office', 'user');
    expect(await runAll(enrol.id)).toMatchObject([
      { status: 'done', event: 'Reply labelled Interested', candidate_id: ann },
    ]);
    expect(await wf.stageOf(ria._id, ann)).toBe('in_campaign');

    const barred = await person(ria._id);
    await t.pool.query('update candidate set do_not_contact_at = now() where id = $1', [barred]);
    await labelledReply(barred, 'question');
    const already = await person(ria._id);
    await kit.move(owner.cookie, owner.workspace, ria._id, {
      candidate_ids: [already],
      to_stage: 'completed',
    });
    await labelledReply(already, 'question');
    const runs = await runAll(enrol.id);
    expect(runs.slice(1).map((run) => run.reason)).toEqual([
      'The candidate is marked do-not-contact.',
      'Only shortlisted candidates join the campaign; this one is in Completed.',
    ]);
    expect(await wf.stageOf(ria._id, barred)).toBe('shortlisted');
  });
});

describe('an e-mail after approval', () => {
  it('waits for a person, then sends from the campaign’s mailbox, or is rejected', async () => {
    const mail = await wf.create(owner, ria._id, {
      name: 'Thank them',
      enabled: true,
      trigger: { kind: 'reply_labeled', labels: ['wrong_person'] },
      action: {
        kind: 'send_email_after_approval',
        subject: 'Thanks for letting us know',
        body: 'Sorry for the noise, we will not write again.',
      },
    });
    const bea = await person(ria._id);
    const cal = await person(ria._id);
    await labelledReply(bea, 'wrong_person');
    await labelledReply(cal, 'wrong_person');
    const runs = await runAll(mail.id);
    expect(runs.map((run) => run.status)).toEqual(['pending_approval', 'pending_approval']);
    const needsYou = async () =>
      (
        (await call(t, 'GET', '/api/activity/needs-you', owner)).json().data as {
          items: { kind: string; count: number; project: { id: string } }[];
        }
      ).items.filter((item) => item.kind === 'workflow_approvals');
    expect(await needsYou()).toMatchObject([{ count: 2, project: { id: ria._id } }]);
    const decide = (runId: string, decision: string) =>
      call(t, 'POST', `/api/project/${ria._id}/workflows/${mail.id}/runs/${runId}/decision`, {
        ...owner,
        body: { decision },
      });

    const approved = await decide(runs[0]!.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json().data as { run: WorkflowRun }).run).toMatchObject({
      status: 'done',
      decided_by: 'triggers-owner@example.com',
    });
    const beaEmail = (
      await t.pool.query<{ email: string }>('select email from candidate where id = $1', [bea])
    ).rows[0]?.email;
    const delivered = smtp.messages.find(
      (message) => message.parsed.subject === 'Thanks for letting us know',
    );
    expect(delivered?.to).toBe(beaEmail);
    expect(delivered?.parsed.text).toContain('Sorry for the noise');
    const recorded = await t.pool.query(
      `select subject, from_email from email_message
        where candidate_id = $1 and direction = 'outbound'`,
      [bea],
    );
    expect(recorded.rows).toEqual([{ subject: 'Thanks for letting us know', from_email: SENDER }]);

    const rejected = await decide(runs[1]!.id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ run: { status: 'rejected' } });
    expect(await needsYou()).toEqual([]);
    const again = await decide(runs[1]!.id, 'approve');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(NOT_WAITING);
    expect(
      smtp.messages.filter((m) => m.parsed.subject === 'Thanks for letting us know'),
    ).toHaveLength(1);
  });
});
