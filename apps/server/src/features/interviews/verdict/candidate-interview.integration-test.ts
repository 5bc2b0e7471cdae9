import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateInterview } from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import {
  DECISION_SAVED_MESSAGE,
  NOT_EVALUATED_MESSAGE,
} from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { createLocalRulesProvider } from '../../../integrations/llm/local-rules-provider';
import { COMPLETE_JOB, projectKit } from '../../projects/project.test-kit';
import { completeInterview, linkRow } from './interview-verdict.test-kit';
import { scorePendingEvaluation } from './score-pending-evaluation';

/** The Interview tab's API: the interview with located quotes, the overrule, the recording. */

let t: TestApp;
type Who = { cookie: string; workspace: string };
let owner: Who;
let member: Who;
let kit: ReturnType<typeof projectKit>;
let projectId: string;
let riaId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 212);
  owner = await kit.owner('verdict-owner@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Verdicts',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
  riaId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Sourcing' }))._id;
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'verdict-mate@example.com');
  member = { cookie: mate.cookie, workspace: owner.workspace };
});

afterAll(async () => {
  await t?.close();
});

let counter = 0;
const newCandidate = async () => {
  counter += 1;
  return (
    await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      full_name: `Verdict Candidate ${counter}`,
      linkedin_url: `https://www.linkedin.com/in/verdict-${counter}`,
    })
  ).candidate_id;
};

const url = (candidateId: string, suffix = '', project = projectId) =>
  `/api/project/${project}/candidate/${candidateId}/interview${suffix}`;

const scoredInterview = async () => {
  const candidateId = await newCandidate();
  const done = await completeInterview(t, {
    workspaceId: owner.workspace,
    projectId,
    candidateId,
  });
  await scorePendingEvaluation(
    { db: t.app.db, text: createLocalRulesProvider() },
    done.evaluationId,
  );
  return { candidateId, ...done };
};

const interviewOf = (response: { json: () => { data?: unknown } }) =>
  response.json().data as CandidateInterview;

describe('a candidate interview, for the recruiter', () => {
  it('answers null for a person never invited, and 404 for a ria project', async () => {
    const candidateId = await newCandidate();
    const none = await call(t, 'GET', url(candidateId), owner);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toBeNull();
    const ria = await call(t, 'GET', url(candidateId, '', riaId), owner);
    expect(ria.statusCode).toBe(404);
  });

  it('shows the invitation e-mail delivery: sent, or not sent with the reason', async () => {
    const { candidateId } = await scoredInterview();
    const view = interviewOf(await call(t, 'GET', url(candidateId), owner));
    const invitation = await t.pool.query<{ delivered_at: Date | null }>(
      'select delivered_at from interview_invitation where id = $1',
      [view.invitation_id],
    );
    expect(view.delivery).toEqual({
      delivered_at: invitation.rows[0]?.delivered_at?.toISOString() ?? null,
      error: null,
      sent_from: null,
    });
    const box = (
      await t.pool.query<{ id: string }>(
        `insert into mailbox (workspace_id, email, provider, status, enabled)
         values ($1, 'interviews@acme.test', 'custom', 'verified', true) returning id`,
        [owner.workspace],
      )
    ).rows[0]?.id;
    await t.pool.query(
      `update interview_invitation set delivered_at = null, mailbox_id = $2,
         delivery_error = 'The mail server refused it: 550 5.1.1 No such user' where id = $1`,
      [view.invitation_id, box],
    );
    const failed = interviewOf(await call(t, 'GET', url(candidateId), owner));
    expect(failed.delivery).toEqual({
      delivered_at: null,
      error: 'The mail server refused it: 550 5.1.1 No such user',
      sent_from: 'interviews@acme.test',
    });
  });

  it('shows the timeline, the answers in plan order with timings, and each kept quote located in its answer', async () => {
    const { candidateId } = await scoredInterview();
    const response = await call(t, 'GET', url(candidateId), owner);
    expect(response.statusCode, response.body).toBe(200);
    const view = interviewOf(response);
    expect(view.evaluation_status).toBe('scored');
    expect(view.evaluation).toMatchObject({ status: 'scored', verdict: 'strong_hire' });
    expect(view.timeline.completed_at).not.toBeNull();
    expect(view.answers[0]).toMatchObject({
      question_id: 'db-work-authorization',
      kind: 'deal_breaker',
      question: 'Are you authorised to work in Germany without sponsorship?',
      seconds: 180,
      audio_url: null,
    });
    expect(view.quote_locations.length).toBeGreaterThan(0);
    const texts = new Map(view.answers.map((answer) => [answer.question_id, answer.text ?? '']));
    if (view.evaluation?.status !== 'scored') throw new Error('not scored');
    for (const score of view.evaluation.questions)
      for (const quote of score.quotes) {
        const located = view.quote_locations.find(
          (at) =>
            at.question_id === score.question_id &&
            texts.get(at.question_id)?.slice(at.start, at.end) === quote,
        );
        expect(located, quote).toBeDefined();
      }
    expect(view.decisions).toEqual([]);
    expect(view.expired).toBe(false);
  });

  it('overrules with a reason: the decision is kept beside the AI verdict and the candidate moves', async () => {
    const { candidateId } = await scoredInterview();
    const decided = await call(t, 'POST', url(candidateId, '/decision'), {
      ...owner,
      body: { verdict: 'maybe', reason: 'Thin on Terraform in the follow-up call.' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().message).toBe(DECISION_SAVED_MESSAGE);
    const view = interviewOf(decided);
    expect(view.evaluation).toMatchObject({ verdict: 'strong_hire' });
    expect(view.decisions).toMatchObject([
      { verdict: 'maybe', reason: 'Thin on Terraform in the follow-up call.' },
    ]);
    expect(await linkRow(t, projectId, candidateId)).toMatchObject({ stage: 'maybe' });

    const again = await call(t, 'POST', url(candidateId, '/decision'), {
      ...owner,
      body: { verdict: 'hire', reason: 'References were excellent.' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(interviewOf(again).decisions.map((d) => d.verdict)).toEqual(['hire', 'maybe']);
    expect(await linkRow(t, projectId, candidateId)).toMatchObject({ stage: 'hire' });
    const history = await t.pool.query<{ from_stage: string; to_stage: string }>(
      `select from_stage, to_stage from stage_history
        where project_candidate_id = (select id from project_candidate where candidate_id = $1)
        order by moved_at, id`,
      [candidateId],
    );
    expect(history.rows.map((row) => `${row.from_stage}>${row.to_stage}`).sort()).toEqual(
      ['interview_completed>maybe', 'invited>interview_completed', 'maybe>hire'].sort(),
    );
  });

  it('requires a reason of 3 to 500 characters and a known verdict', async () => {
    const { candidateId } = await scoredInterview();
    for (const body of [
      { verdict: 'hire', reason: 'no' },
      { verdict: 'hire', reason: 'x'.repeat(501) },
      { verdict: 'hire' },
      { verdict: 'superb', reason: 'Great answers.' },
    ]) {
      const refused = await call(t, 'POST', url(candidateId, '/decision'), { ...owner, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
    }
    const decisions = await t.pool.query(
      'select 1 from interview_verdict_decision d join interview_evaluation e on e.id = d.evaluation_id join interview_invitation i on i.id = e.invitation_id where i.candidate_id = $1',
      [candidateId],
    );
    expect(decisions.rowCount).toBe(0);
  });

  it('refuses a decision before the evaluation, and after the candidate was rejected', async () => {
    const candidateId = await newCandidate();
    await completeInterview(t, { workspaceId: owner.workspace, projectId, candidateId });
    const early = await call(t, 'POST', url(candidateId, '/decision'), {
      ...owner,
      body: { verdict: 'hire', reason: 'Looks good to me.' },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(NOT_EVALUATED_MESSAGE);

    const scored = await scoredInterview();
    await t.pool.query(`update project_candidate set stage = 'rejected' where candidate_id = $1`, [
      scored.candidateId,
    ]);
    const late = await call(t, 'POST', url(scored.candidateId, '/decision'), {
      ...owner,
      body: { verdict: 'hire', reason: 'Changed my mind.' },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('A candidate in Rejected cannot be moved.');
  });

  it('serves a recording only through the project, and hides the interview from a member without it', async () => {
    const { candidateId, invitationId } = await scoredInterview();
    const stored = await t.app.storage.put(
      'interviews/test-answer.webm',
      Buffer.from('voice bytes'),
    );
    const file = await t.pool.query<{ id: string }>(
      `insert into stored_file (workspace_id, storage_key, filename, content_type, size, sha256)
       values ($1, $2, 'answer.webm', 'audio/webm', $3, $4) returning id`,
      [owner.workspace, stored.key, stored.size, stored.sha256],
    );
    await t.pool.query(
      `update interview_answer set audio_file_id = $1, mode = 'voice'
        where invitation_id = $2 and question_id = 'q-kubernetes'`,
      [file.rows[0]!.id, invitationId],
    );
    const view = interviewOf(await call(t, 'GET', url(candidateId), owner));
    const voice = view.answers.find((answer) => answer.question_id === 'q-kubernetes');
    expect(voice?.audio_url).toContain(`/interview/audio/${voice?._id}`);
    const audio = await call(t, 'GET', voice!.audio_url!, owner);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/webm');
    expect(audio.body).toBe('voice bytes');

    for (const path of [url(candidateId), voice!.audio_url!.split('?')[0]!]) {
      const hidden = await call(t, 'GET', path, member);
      expect(hidden.statusCode, path).toBe(404);
      expect(hidden.body).not.toContain('Kubernetes');
    }
  });
});
