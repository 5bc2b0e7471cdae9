import {
  STRONG_INTERVIEW,
  WEAK_INTERVIEW,
} from '@hirelane/domain/interviews/evaluation/demo-interviews.fixture';
import { CREDIT_PRICES } from '@hirelane/domain/billing/credit-prices';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chatAnswer,
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../../../test/fake-chat-completions';
import type { PipelineCandidate } from '@hirelane/domain/pipeline/pipeline.schema';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { createLocalRulesProvider } from '../../../integrations/llm/local-rules-provider';
import { createOpenAiCompatibleProvider } from '../../../integrations/llm/openai-compatible-provider';
import { COMPLETE_JOB, projectKit } from '../../projects/project.test-kit';
import { interviewScoreCatchUp, interviewScoreJob } from './interview-scoring-jobs';
import {
  completeInterview,
  evaluationRow,
  ledgerOfHold,
  linkRow,
} from './interview-verdict.test-kit';
import { scorePendingEvaluation } from './score-pending-evaluation';

/** The scoring job: a pending evaluation becomes a verdict, a move and a settled hold, once. */

let t: TestApp;
let fake: FakeChatCompletions;
let workspaceId: string;
let projectId: string;
let owner: { cookie: string; workspace: string };
let kit: ReturnType<typeof projectKit>;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeChatCompletions();
  kit = projectKit(t, 211);
  owner = await kit.owner('scoring-owner@example.com');
  workspaceId = owner.workspace;
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Platform interviews',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
});

afterAll(async () => {
  await fake?.close();
  await t?.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

let counter = 0;
const newCandidate = async () => {
  counter += 1;
  const added = await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
    full_name: `Candidate ${counter}`,
    email: `scoring-${counter}@example.com`,
    linkedin_url: `https://www.linkedin.com/in/scoring-${counter}`,
  });
  return added.candidate_id;
};

const builtIn = () => ({ db: t.app.db, text: createLocalRulesProvider() });
const model = () => ({
  db: t.app.db,
  text: createOpenAiCompatibleProvider({
    baseUrl: fake.baseUrl,
    model: 'fake-model',
    timeoutMs: 5000,
    retryDelayMs: 10,
  }),
});

const VALID_SCORES = [
  {
    question_id: 'q-kubernetes',
    score: 92,
    quotes: ['Teams deployed with Helm charts that Argo CD synced from Git'],
    reasoning: 'Runs a GitOps path with Helm and Argo CD.',
  },
  {
    question_id: 'q-terraform',
    score: 84,
    quotes: ['Remote state lives in S3 with DynamoDB locking.'],
    reasoning: 'Remote state with locking, plans in CI.',
  },
  {
    question_id: 'q-observability',
    score: 88,
    quotes: ['In the blameless postmortem we added an alert on pool saturation'],
    reasoning: 'Led the incident and prevented a recurrence.',
  },
  {
    question_id: 'q-path-to-production',
    score: 80,
    quotes: ['Feature flags let teams merge early and release later.'],
    reasoning: 'Progressive delivery and self-service.',
  },
];

const historyOf = async (linkId: string) =>
  (
    await t.pool.query<{ from_stage: string; to_stage: string; moved_by_user_id: string | null }>(
      'select from_stage, to_stage, moved_by_user_id from stage_history where project_candidate_id = $1',
      [linkId],
    )
  ).rows;

describe('the interview scoring job', () => {
  it('scores with the built-in evaluator, moves the candidate with the verdict and settles the hold, once', async () => {
    const candidateId = await newCandidate();
    const done = await completeInterview(t, {
      workspaceId,
      projectId,
      candidateId,
      withHold: true,
    });
    expect(await scorePendingEvaluation(builtIn(), done.evaluationId)).toBe('scored');

    const row = await evaluationRow(t, done.evaluationId);
    expect(row).toMatchObject({ status: 'scored', verdict: 'strong_hire' });
    expect(row?.overall_score).toBeGreaterThanOrEqual(85);
    expect(row?.evaluation).toMatchObject({ evaluator: 'built_in', verdict: 'strong_hire' });
    const link = await linkRow(t, projectId, candidateId);
    expect(link).toMatchObject({ stage: 'interview_completed', sub_stage: 'strong_hire' });
    expect(await historyOf(link!.id)).toEqual([
      { from_stage: 'invited', to_stage: 'interview_completed', moved_by_user_id: null },
    ]);
    expect(await ledgerOfHold(t, done.holdId!)).toEqual([{ kind: 'settle', amount: 0 }]);

    // A second run (the queued job and the catch-up) does nothing.
    expect(await scorePendingEvaluation(builtIn(), done.evaluationId)).toBe('none');
    await interviewScoreJob.handler(t.app, { evaluation_id: done.evaluationId });
    expect(await historyOf(link!.id)).toHaveLength(1);
    expect(await ledgerOfHold(t, done.holdId!)).toHaveLength(1);
    expect(await evaluationRow(t, done.evaluationId)).toEqual(row);
  });

  it('gives a weak interview no_hire through the catch-up', async () => {
    const candidateId = await newCandidate();
    const done = await completeInterview(t, {
      workspaceId,
      projectId,
      candidateId,
      answers: WEAK_INTERVIEW,
    });
    // The test app's own text provider is the built-in one (no LLM_* variables).
    const counts = await interviewScoreCatchUp.handler(t.app);
    expect(counts).toEqual({ scored: 1, unavailable: 0, failed: 0 });
    expect(await evaluationRow(t, done.evaluationId)).toMatchObject({
      status: 'scored',
      verdict: 'no_hire',
    });
    expect(await linkRow(t, projectId, candidateId)).toMatchObject({
      stage: 'interview_completed',
      sub_stage: 'no_hire',
    });
  });

  it('stores the model verdict with its verified quotes', async () => {
    const candidateId = await newCandidate();
    const done = await completeInterview(t, {
      workspaceId,
      projectId,
      candidateId,
      withHold: true,
    });
    fake.script(chatAnswer(JSON.stringify({ scores: VALID_SCORES })));
    expect(await scorePendingEvaluation(model(), done.evaluationId)).toBe('scored');
    expect(fake.requests).toHaveLength(1);
    // The project's job goes with the answers.
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain('Senior Backend Engineer');
    const row = await evaluationRow(t, done.evaluationId);
    // mean of 92, 84, 88, 80 = 86: strong_hire at the default thresholds (85).
    expect(row).toMatchObject({ status: 'scored', verdict: 'strong_hire', overall_score: 86 });
    expect(row?.evaluation).toMatchObject({ evaluator: 'model' });
    expect(await linkRow(t, projectId, candidateId)).toMatchObject({
      stage: 'interview_completed',
      sub_stage: 'strong_hire',
    });
    const ledger = await ledgerOfHold(t, done.holdId!);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.kind).toBe('settle');
    const hold = await t.pool.query<{ amount: number }>(
      'select amount from credit_ledger where id = $1',
      [done.holdId],
    );
    expect(hold.rows[0]!.amount).toBe(-CREDIT_PRICES.ai_interview);
  });

  it('says "Scoring unavailable" after two invalid model answers: no verdict, no score, a person decides', async () => {
    const candidateId = await newCandidate();
    const done = await completeInterview(t, {
      workspaceId,
      projectId,
      candidateId,
      withHold: true,
    });
    fake.script(chatAnswer('not json at all'), chatAnswer('{"scores": "still wrong"}'));
    expect(await scorePendingEvaluation(model(), done.evaluationId)).toBe('scoring_unavailable');
    expect(fake.requests).toHaveLength(2);
    const row = await evaluationRow(t, done.evaluationId);
    expect(row).toMatchObject({
      status: 'scoring_unavailable',
      verdict: null,
      overall_score: null,
    });
    expect(row?.evaluation).toMatchObject({ reason: 'invalid_model_answer' });
    expect(await linkRow(t, projectId, candidateId)).toMatchObject({
      stage: 'interview_completed',
      sub_stage: null,
    });
    // The interview was taken: its price is charged even though the scoring failed.
    expect((await ledgerOfHold(t, done.holdId!))[0]!.kind).toBe('settle');
  });

  it('lets the catch-up score the others when one evaluation fails, and leaves that one pending', async () => {
    const broken = await completeInterview(t, {
      workspaceId,
      projectId,
      candidateId: await newCandidate(),
    });
    await t.pool.query(`update interview_invitation set plan = '{}' where id = $1`, [
      broken.invitationId,
    ]);
    const candidateId = await newCandidate();
    const good = await completeInterview(t, { workspaceId, projectId, candidateId });
    expect(await interviewScoreCatchUp.handler(t.app)).toEqual({
      scored: 1,
      unavailable: 0,
      failed: 1,
    });
    expect(await evaluationRow(t, broken.evaluationId)).toMatchObject({ status: 'pending' });
    expect(await evaluationRow(t, good.evaluationId)).toMatchObject({ status: 'scored' });
    await t.pool.query('delete from interview_evaluation where id = $1', [broken.evaluationId]);
  });

  it('shows each verdict and score in the pipeline table, sortable by score (people without one last)', async () => {
    const response = await call(
      t,
      'GET',
      `/api/project/${projectId}/pipeline/candidates?sort=interview_score&order=desc&limit=100`,
      owner,
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json().data as { items: PipelineCandidate[] }).items;
    const scores = items.map((item) => item.interview?.score ?? null);
    const scored = scores.filter((score): score is number => score !== null);
    expect(scored.length).toBeGreaterThanOrEqual(3);
    expect(scored).toEqual([...scored].sort((a, b) => b - a));
    expect(scores.slice(0, scored.length)).toEqual(scored);
    expect(items[0]?.interview).toMatchObject({ status: 'scored', verdict: 'strong_hire' });
    expect(items.find((item) => item.interview?.verdict === 'no_hire')).toBeDefined();
    expect(
      items.find((item) => item.interview?.status === 'scoring_unavailable')?.interview,
    ).toEqual({ status: 'scoring_unavailable', verdict: null, score: null });
  });

  it('leaves a candidate moved elsewhere meanwhile where they are, and scores nothing without a pending row', async () => {
    const candidateId = await newCandidate();
    await t.pool.query(
      `update project_candidate set stage = 'rejected', sub_stage = null
        where project_id = $1 and candidate_id = $2`,
      [projectId, candidateId],
    );
    const done = await completeInterview(t, {
      workspaceId,
      projectId,
      candidateId,
      answers: STRONG_INTERVIEW,
    });
    expect(await scorePendingEvaluation(builtIn(), done.evaluationId)).toBe('scored');
    expect(await linkRow(t, projectId, candidateId)).toMatchObject({ stage: 'rejected' });
    expect(await scorePendingEvaluation(builtIn(), null)).toBe('none');
  });
});
