import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_CHARLIE_MESSAGE } from '@hirelane/domain/interviews/interview-design.schema';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';
import { proposeInterviewPlan } from '@hirelane/domain/interviews/propose-interview-plan';
import { jobInputSchema } from '@hirelane/domain/projects/job.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { COMPLETE_JOB, projectKit } from '../projects/project.test-kit';
import { designOf, interviewApi, proposalOf } from './interview.test-kit';

/** The interview design of a charlie project without a model: the built-in question bank. */

let t: TestApp;
type Who = { cookie: string; workspace: string };
let owner: Who;
let collaborator: Who;
let outsider: Who;
let charlieId: string;
let riaId: string;

beforeAll(async () => {
  t = await createTestApp();
  const kit = projectKit(t, 201);
  owner = await kit.owner('interview-owner@example.com');
  charlieId = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Backend interviews',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
  riaId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Sourcing' }))._id;
  const mate = await kit.teammate(owner.cookie, owner.workspace, 'interview-mate@example.com');
  collaborator = { cookie: mate.cookie, workspace: owner.workspace };
  const added = await call(t, 'POST', `/api/project/${charlieId}/members/add`, {
    ...owner,
    body: { members: [{ _id: mate.memberId, role: 'collaborator' }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  outsider = await kit.owner('interview-outsider@example.com', 'Other Team');
});

afterAll(async () => {
  await t?.close();
});

const recruiterPlan = (): InterviewPlan => {
  const proposed = proposeInterviewPlan(jobInputSchema.parse(COMPLETE_JOB));
  const [first, ...rest] = proposed.questions;
  return {
    ...proposed,
    deal_breakers: proposed.deal_breakers.map((d) =>
      d.kind === 'notice_period'
        ? { ...d, passing_answer: 'At most 4 weeks', rule: { type: 'number_at_most', value: 4 } }
        : d,
    ),
    questions: [
      ...rest,
      { ...first!, scored: false },
      {
        id: 'r-1',
        text: 'How would you migrate our jobs table without downtime?',
        rubric: 'Expands and contracts the schema in steps and backfills in batches.',
        evidence: ['expand', 'backfill', 'batches'],
        scored: true,
        minutes: 5,
        origin: 'recruiter',
      },
    ],
  };
};

describe('interview design without a model', () => {
  it('answers defaults before anything is saved, and says who writes and whether voice is transcribed', async () => {
    const response = await interviewApi(t, owner, charlieId).get();
    expect(response.statusCode, response.body).toBe(200);
    expect(designOf(response)).toEqual({
      plan: null,
      settings: DEFAULT_INTERVIEW_SETTINGS,
      writer: 'question_bank',
      transcription: 'not_configured',
      updated_at: null,
    });
  });

  it('proposes the question bank plan for the job without saving it', async () => {
    const response = await interviewApi(t, owner, charlieId).propose();
    expect(response.statusCode, response.body).toBe(200);
    const proposal = proposalOf(response);
    expect(proposal.written_by).toBe('question_bank');
    expect(proposal.note).toBeNull();
    expect(proposal.plan).toEqual(proposeInterviewPlan(jobInputSchema.parse(COMPLETE_JOB)));
    expect(proposal.plan.deal_breakers.map((d) => d.kind)).toEqual([
      'work_authorization',
      'location',
      'salary',
      'notice_period',
    ]);
    expect(designOf(await interviewApi(t, owner, charlieId).get()).plan).toBeNull();
  });

  it('saves the edited plan with the recruiter’s own question, and reads it back', async () => {
    const plan = recruiterPlan();
    const saved = await interviewApi(t, owner, charlieId).savePlan(plan);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Interview plan saved.');
    const read = designOf(await interviewApi(t, collaborator, charlieId).get());
    expect(read.plan).toEqual(plan);
    expect(read.plan?.questions.at(-1)?.origin).toBe('recruiter');
    expect(read.settings).toEqual(DEFAULT_INTERVIEW_SETTINGS);
    expect(read.updated_at).not.toBeNull();
    const row = await t.pool.query<{ workspace_id: string; updated_by: string }>(
      `select d.workspace_id, u.email as updated_by from interview_design d
         join "user" u on u.id = d.updated_by where d.project_id = $1`,
      [charlieId],
    );
    expect(row.rows).toEqual([
      { workspace_id: owner.workspace, updated_by: 'interview-owner@example.com' },
    ]);
  });

  it('refuses a plan that does not validate, and keeps the saved one', async () => {
    const plan = recruiterPlan();
    const unscored = {
      ...plan,
      questions: plan.questions.map((question) => ({ ...question, scored: false })),
    };
    const refused = await interviewApi(t, owner, charlieId).savePlan(unscored);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Mark at least one question as scored.');
    const badRule = await interviewApi(t, owner, charlieId).savePlan({
      ...plan,
      deal_breakers: [{ ...plan.deal_breakers[0], rule: { type: 'number_at_most', value: -1 } }],
    });
    expect(badRule.statusCode).toBe(422);
    expect(designOf(await interviewApi(t, owner, charlieId).get()).plan).toEqual(plan);
  });

  it('saves the settings beside the plan, and refuses thresholds that do not go down', async () => {
    const settings = {
      ...DEFAULT_INTERVIEW_SETTINGS,
      language: 'de-DE',
      voice: { gender: 'male', language: 'de-DE', voiceSpeed: '0.9' },
      answer_mode: 'typed',
      answer_seconds: 600,
      link_valid_days: 10,
      reminder_days: [3],
      thresholds: { strong_hire: 90, hire: 75, maybe: 55 },
    };
    const saved = await interviewApi(t, owner, charlieId).saveSettings(settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Interview settings saved.');
    const read = designOf(await interviewApi(t, owner, charlieId).get());
    expect(read.settings).toEqual(settings);
    expect(read.plan).toEqual(recruiterPlan());
    const refused = await interviewApi(t, owner, charlieId).saveSettings({
      ...settings,
      thresholds: { strong_hire: 60, hire: 70, maybe: 50 },
    });
    expect(refused.statusCode).toBe(422);
    const unknownVoice = await interviewApi(t, owner, charlieId).saveSettings({
      ...settings,
      voice: { ...settings.voice, language: 'xx-XX' },
    });
    expect(unknownVoice.statusCode).toBe(422);
    expect(designOf(await interviewApi(t, owner, charlieId).get()).settings).toEqual(settings);
  });

  it('lets a collaborator read but not change or propose (project settings rights)', async () => {
    const api = interviewApi(t, collaborator, charlieId);
    expect((await api.get()).statusCode).toBe(200);
    for (const response of [
      await api.propose(),
      await api.savePlan(recruiterPlan()),
      await api.saveSettings(DEFAULT_INTERVIEW_SETTINGS),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        "Only the project owner or an editor can change this project's settings.",
      );
    }
  });

  it('answers 404 for a ria project and for another workspace’s project', async () => {
    const ria = interviewApi(t, owner, riaId);
    for (const response of [
      await ria.get(),
      await ria.propose(),
      await ria.savePlan(recruiterPlan()),
      await ria.saveSettings(DEFAULT_INTERVIEW_SETTINGS),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(NOT_CHARLIE_MESSAGE);
    }
    const foreign = interviewApi(t, outsider, charlieId);
    for (const response of [
      await foreign.get(),
      await foreign.propose(),
      await foreign.savePlan(recruiterPlan()),
      await foreign.saveSettings(DEFAULT_INTERVIEW_SETTINGS),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('migrate our jobs table');
    }
    const rows = await t.pool.query('select 1 from interview_design where workspace_id = $1', [
      outsider.workspace,
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it('deletes the design with its project', async () => {
    const response = await call(t, 'PUT', `/api/project/delete/${charlieId}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.pool.query('select 1 from interview_design where project_id = $1', [
      charlieId,
    ]);
    expect(rows.rowCount).toBe(0);
  });
});
