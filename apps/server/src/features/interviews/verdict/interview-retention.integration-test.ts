import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateInterview } from '@hirelane/domain/interviews/verdict/candidate-interview.schema';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { createLocalRulesProvider } from '../../../integrations/llm/local-rules-provider';
import { COMPLETE_JOB, projectKit } from '../../projects/project.test-kit';
import { interviewRetention } from './interview-scoring-jobs';
import { completeInterview, evaluationRow } from './interview-verdict.test-kit';
import { eraseCandidateInterviews } from './remove-interview-words';
import { scorePendingEvaluation } from './score-pending-evaluation';

/** Retention and erasure remove the candidate's words and recordings, and keep the verdict. */

let t: TestApp;
let kit: ReturnType<typeof projectKit>;
let owner: { cookie: string; workspace: string };
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 213);
  owner = await kit.owner('retention-owner@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Retention',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
});

afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** A scored interview with one recorded answer, completed `daysAgo` days ago. */
const scoredInterview = async (daysAgo: number, where = { owner, projectId }) => {
  const { owner, projectId } = where;
  counter += 1;
  const candidateId = (
    await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      full_name: `Retention Candidate ${counter}`,
      linkedin_url: `https://www.linkedin.com/in/retention-${counter}`,
    })
  ).candidate_id;
  const done = await completeInterview(t, { workspaceId: owner.workspace, projectId, candidateId });
  await scorePendingEvaluation(
    { db: t.app.db, text: createLocalRulesProvider() },
    done.evaluationId,
  );
  const key = `interviews/retention-${counter}.webm`;
  const stored = await t.app.storage.put(key, Buffer.from('recorded voice'));
  const file = await t.pool.query<{ id: string }>(
    `insert into stored_file (workspace_id, storage_key, filename, content_type, size, sha256)
     values ($1, $2, 'answer.webm', 'audio/webm', $3, $4) returning id`,
    [owner.workspace, stored.key, stored.size, stored.sha256],
  );
  await t.pool.query(
    `update interview_answer set audio_file_id = $1
      where invitation_id = $2 and question_id = 'q-kubernetes'`,
    [file.rows[0]!.id, done.invitationId],
  );
  await t.pool.query(
    `update interview_invitation
        set completed_at = now() - make_interval(days => $2), sent_at = now() - make_interval(days => $2 + 1)
      where id = $1`,
    [done.invitationId, daysAgo],
  );
  return { ...done, candidateId, key, fileId: file.rows[0]!.id };
};

const answersOf = async (invitationId: string) =>
  (
    await t.pool.query<{ text: string | null; audio_file_id: string | null }>(
      'select text, audio_file_id from interview_answer where invitation_id = $1',
      [invitationId],
    )
  ).rows;

const fileExists = async (fileId: string) =>
  (await t.pool.query('select 1 from stored_file where id = $1', [fileId])).rowCount === 1;

const bytesExist = async (key: string) =>
  t.app.storage.read(key).then(
    () => true,
    () => false,
  );

describe('interview retention and erasure', () => {
  it('after 180 days removes texts, recordings and quotes, and keeps the verdict and the scores', async () => {
    const old = await scoredInterview(181);
    const recent = await scoredInterview(170);
    const before = await evaluationRow(t, old.evaluationId);

    const counts = await interviewRetention.handler(t.app);
    expect(counts).toEqual({ interviews: 1, recordings: 1 });

    const answers = await answersOf(old.invitationId);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.text === null && a.audio_file_id === null)).toBe(true);
    expect(await fileExists(old.fileId)).toBe(false);
    expect(await bytesExist(old.key)).toBe(false);
    const after = await evaluationRow(t, old.evaluationId);
    expect(after).toMatchObject({ verdict: before?.verdict, overall_score: before?.overall_score });
    expect(JSON.stringify(after?.evaluation)).not.toContain('EU passport');
    expect(after?.evaluation).toMatchObject({ verdict: before?.verdict });

    // The recent interview is untouched, and a second run finds nothing to do.
    expect((await answersOf(recent.invitationId)).every((a) => a.text !== null)).toBe(true);
    expect(await bytesExist(recent.key)).toBe(true);
    expect(await interviewRetention.handler(t.app)).toEqual({ interviews: 0, recordings: 0 });

    // The Interview tab still shows the verdict, marked as past the retention period.
    const response = await call(
      t,
      'GET',
      `/api/project/${projectId}/candidate/${old.candidateId}/interview`,
      owner,
    );
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json().data as CandidateInterview;
    expect(view.expired).toBe(true);
    expect(view.evaluation).toMatchObject({ verdict: before?.verdict });
    expect(view.answers.every((answer) => answer.text === null && answer.audio_url === null)).toBe(
      true,
    );
    expect(view.quote_locations).toEqual([]);
  });

  it("follows each workspace's own period: 30 days there, the default 180 here", async () => {
    const short = await kit.owner('retention-short@example.com');
    const saved = await call(t, 'PUT', '/api/workspace/interview-retention', {
      ...short,
      body: { interview_retention_days: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shortProject = (
      await kit.createProject(short.cookie, short.workspace, {
        name: 'Short retention',
        agent: 'charlie',
        job: COMPLETE_JOB,
      })
    )._id;
    const erased = await scoredInterview(31, { owner: short, projectId: shortProject });
    const young = await scoredInterview(29, { owner: short, projectId: shortProject });
    const kept = await scoredInterview(31);

    expect(await interviewRetention.handler(t.app)).toEqual({ interviews: 1, recordings: 1 });
    expect(
      (await answersOf(erased.invitationId)).every(
        (a) => a.text === null && a.audio_file_id === null,
      ),
    ).toBe(true);
    expect(await bytesExist(erased.key)).toBe(false);
    expect((await answersOf(young.invitationId)).every((a) => a.text !== null)).toBe(true);
    expect((await answersOf(kept.invitationId)).every((a) => a.text !== null)).toBe(true);
    expect(await bytesExist(kept.key)).toBe(true);

    const tab = async (who: typeof owner, project: string, candidateId: string) =>
      (
        await call(t, 'GET', `/api/project/${project}/candidate/${candidateId}/interview`, who)
      ).json().data as CandidateInterview;
    expect((await tab(short, shortProject, erased.candidateId)).expired).toBe(true);
    expect((await tab(owner, projectId, kept.candidateId)).expired).toBe(false);
  });

  it('erases a person: their answers and recordings go, the verdict and decisions stay', async () => {
    const erased = await scoredInterview(1);
    const kept = await scoredInterview(1);
    expect(await eraseCandidateInterviews(t.app, owner.workspace, erased.candidateId)).toBe(1);
    expect(await answersOf(erased.invitationId)).toEqual([]);
    expect(await fileExists(erased.fileId)).toBe(false);
    expect(await bytesExist(erased.key)).toBe(false);
    const row = await evaluationRow(t, erased.evaluationId);
    expect(row?.verdict).toBe('strong_hire');
    expect(JSON.stringify(row?.evaluation)).not.toContain('EU passport');
    expect((await answersOf(kept.invitationId)).length).toBeGreaterThan(0);
    expect(await bytesExist(kept.key)).toBe(true);
  });
});
