import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InterviewLink,
  SavedAnswer,
} from '@hirelane/domain/interviews/interview-session.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  signIn,
  type TestApp,
} from '../../../../test/test-app';
import { INTERVIEW_REQUESTS_PER_HOUR } from './interview-session-routes';
import {
  createInterviewProject,
  insertInvitation,
  newInterviewToken,
  sessionApi,
} from './interview-session.test-kit';

let t: TestApp;
let cookie: string;
let workspaceId: string;
let project: { projectId: string; candidateId: string };
let candidates: string[];

const linkOf = (response: { json: () => { data?: unknown } }) =>
  response.json().data as InterviewLink;
const savedOf = (response: { json: () => { data?: unknown } }) =>
  response.json().data as SavedAnswer;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t, 'recruiter@example.com');
  workspaceId = await createWorkspaceAs(t, cookie, 'Acme Talent');
  project = await createInterviewProject(t, { cookie, workspace: workspaceId }, 'ada@example.com');
  candidates = [project.candidateId];
  for (const email of ['bob@example.com', 'cy@example.com', 'di@example.com', 'ed@example.com']) {
    const added = await t.pool.query<{ id: string }>(
      `insert into candidate (workspace_id, full_name, email, source) values ($1, $2, $3, 'csv') returning id`,
      [workspaceId, email, email],
    );
    candidates.push(added.rows[0]!.id);
  }
});

afterAll(async () => {
  await t.close();
});

const invitationFor = (
  index: number,
  extra: Parameters<typeof insertInvitation>[1] extends infer I ? Partial<I> : never = {},
) =>
  insertInvitation(t, {
    workspaceId,
    projectId: project.projectId,
    candidateId: candidates[index]!,
    ...extra,
  });

describe('the interview link', () => {
  it('gives only its state for a used, expired or revoked link, and 404 for an unknown one', async () => {
    const completed = await invitationFor(1, { completed: true });
    const expired = await invitationFor(2, { expiresAt: new Date(Date.now() - 1000) });
    const revoked = await invitationFor(3, { revoked: true });
    for (const [invitation, state] of [
      [completed, 'completed'],
      [expired, 'expired'],
      [revoked, 'revoked'],
    ] as const) {
      const response = await sessionApi(t, invitation.token).get();
      expect(response.statusCode).toBe(200);
      expect(linkOf(response)).toEqual({ state, interview: null });
      expect(response.body).not.toContain('breakfast');
    }
    expect((await sessionApi(t, newInterviewToken()).get()).statusCode).toBe(404);
    expect((await sessionApi(t, expired.token).consent()).statusCode).toBe(410);
    expect((await sessionApi(t, revoked.token).type('q-go', 'late')).statusCode).toBe(410);
    const refused = await sessionApi(t, completed.token).type('q-go', 'one more thing');
    expect(refused.statusCode).toBe(409);
    await t.pool.query('delete from interview_invitation where id = any($1)', [
      [completed.id, expired.id, revoked.id],
    ]);
  });

  it('shows the questions in order without rubrics, saves answers and resumes after a reload', async () => {
    const { token, id } = await invitationFor(0);
    const api = sessionApi(t, token);
    const first = await api.get();
    expect(first.statusCode).toBe(200);
    const link = linkOf(first);
    expect(link.state).toBe('open');
    expect(first.body).not.toContain('SECRET RUBRIC');
    expect(first.body).not.toContain('passing_answer');
    expect(link.interview).toMatchObject({
      job_title: 'Senior Backend Engineer',
      company: 'Acme',
      consented: false,
      retention_days: 180,
      settings: {
        answer_mode: 'candidate_choice',
        time_extended: false,
        transcription: 'not_configured',
      },
      next_question_id: 'practice',
    });
    expect(link.interview?.consent_text).toContain('kept for 180 days');
    expect(link.interview?.questions.map((q) => [q.id, q.kind, q.required])).toEqual([
      ['practice', 'practice', false],
      ['db-auth', 'deal_breaker', true],
      ['db-notice', 'deal_breaker', true],
      ['q-go', 'question', true],
      ['q-sql', 'question', true],
      ['q-culture', 'question', false],
    ]);
    const opened = await t.pool.query<{ opened_at: Date }>(
      'select opened_at from interview_invitation where id = $1',
      [id],
    );
    expect(opened.rows[0]?.opened_at).toBeInstanceOf(Date);
    await api.get();
    const openedAgain = await t.pool.query<{ opened_at: Date }>(
      'select opened_at from interview_invitation where id = $1',
      [id],
    );
    expect(openedAgain.rows[0]?.opened_at).toEqual(opened.rows[0]?.opened_at);

    expect((await api.type('practice', 'Toast')).statusCode).toBe(409);
    expect((await api.consent()).statusCode).toBe(200);
    const practice = await api.type('practice', 'Toast and coffee');
    expect(practice.statusCode).toBe(200);
    expect(savedOf(practice)).toMatchObject({ answered: true, next_question_id: 'db-auth' });
    const notStarted = await t.pool.query<{ started_at: Date | null }>(
      'select started_at from interview_invitation where id = $1',
      [id],
    );
    expect(notStarted.rows[0]?.started_at).toBeNull();

    expect(savedOf(await api.type('db-auth', 'Yes, I am an EU citizen.')).next_question_id).toBe(
      'db-notice',
    );
    const started = await t.pool.query<{ started_at: Date | null }>(
      'select started_at from interview_invitation where id = $1',
      [id],
    );
    expect(started.rows[0]?.started_at).toBeInstanceOf(Date);
    expect((await api.type('unknown-question', 'x')).statusCode).toBe(404);
    expect((await api.type('db-notice', '   ')).statusCode).toBe(422);

    const reloaded = linkOf(await api.get());
    expect(reloaded.state).toBe('in_progress');
    expect(reloaded.interview?.consented).toBe(true);
    expect(reloaded.interview?.next_question_id).toBe('db-notice');
    expect(reloaded.interview?.questions.filter((q) => q.answered).map((q) => q.id)).toEqual([
      'practice',
      'db-auth',
    ]);

    // Answering again replaces the answer.
    await api.type('db-auth', 'Yes, I hold a Blue Card.');
    const rows = await t.pool.query<{ text: string }>(
      `select text from interview_answer where invitation_id = $1 and question_id = 'db-auth'`,
      [id],
    );
    expect(rows.rows.map((row) => row.text)).toEqual(['Yes, I hold a Blue Card.']);

    // Finishing needs every deal-breaker and scored question; practice and unscored are not counted.
    const early = await api.complete();
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([
      { path: 'db-notice', message: 'What is your notice period in weeks?' },
      { path: 'q-go', message: 'Tell me about a Go service you built.' },
      { path: 'q-sql', message: 'How do you find a slow SQL query?' },
    ]);
    await api.type('db-notice', 'Four weeks.');
    await api.type('q-go', 'A billing service with goroutines.');
    await api.type('q-sql', 'I read the EXPLAIN plan.');

    expect((await api.extend()).statusCode).toBe(200);
    expect([409, 422]).toContain((await api.extend()).statusCode);
    expect(linkOf(await api.get()).interview?.settings.time_extended).toBe(true);

    const done = await api.complete();
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ state: 'completed' });
    const evaluation = await t.pool.query<{ id: string; status: string; workspace_id: string }>(
      'select id, status, workspace_id from interview_evaluation where invitation_id = $1',
      [id],
    );
    expect(evaluation.rows.map(({ status, workspace_id }) => ({ status, workspace_id }))).toEqual([
      { status: 'pending', workspace_id: workspaceId },
    ]);
    // The scoring job was queued in the same transaction (pg-boss's own table).
    const queued = await t.pool.query(
      `select 1 from pgboss.job where name = 'interviews.score' and data->>'evaluation_id' = $1`,
      [evaluation.rows[0]?.id],
    );
    expect(queued.rowCount).toBe(1);
    expect(linkOf(await api.get())).toEqual({ state: 'completed', interview: null });
    expect((await api.type('q-culture', 'Late answer')).statusCode).toBe(409);
    expect((await api.complete()).statusCode).toBe(409);
    const answers = await t.pool.query(
      'select question_id from interview_answer where invitation_id = $1 order by question_id',
      [id],
    );
    expect(answers.rows.map((row: { question_id: string }) => row.question_id)).toEqual([
      'db-auth',
      'db-notice',
      'practice',
      'q-go',
      'q-sql',
    ]);
  });

  it("tells the candidate the workspace's retention period", async () => {
    const saved = await call(t, 'PUT', '/api/workspace/interview-retention', {
      cookie,
      workspace: workspaceId,
      body: { interview_retention_days: 30 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { token, id } = await invitationFor(4);
    const link = linkOf(await sessionApi(t, token).get());
    expect(link.interview?.retention_days).toBe(30);
    expect(link.interview?.consent_text).toContain('kept for 30 days and then deleted');
    await t.pool.query('delete from interview_invitation where id = $1', [id]);
    await t.pool.query('update workspace set interview_retention_days = 180 where id = $1', [
      workspaceId,
    ]);
  });

  it('limits the requests of one IP like the other public endpoints', async () => {
    const { token, id } = await invitationFor(1);
    await t.pool.query(
      `insert into public_tool_request (tool, ip) select 'interview', '10.9.9.9' from generate_series(1, $1::int)`,
      [INTERVIEW_REQUESTS_PER_HOUR],
    );
    const limited = await call(t, 'GET', `/api/interview/${token}`, { ip: '10.9.9.9' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).not.toContain('breakfast');
    expect((await call(t, 'GET', `/api/interview/${token}`, { ip: '10.9.9.10' })).statusCode).toBe(
      200,
    );
    await t.pool.query('delete from interview_invitation where id = $1', [id]);
  });

  it('lets one token read and write only its own interview', async () => {
    const mine = await invitationFor(1);
    const theirs = await invitationFor(2, {
      plan: {
        ...(await import('./interview-session.test-kit')).SESSION_PLAN,
        practice_question: 'Their private practice question?',
      },
    });
    await sessionApi(t, theirs.token).consent();
    await sessionApi(t, theirs.token).type('db-auth', 'Their secret answer');
    const api = sessionApi(t, mine.token);
    const view = await api.get();
    expect(view.body).not.toContain('Their private practice question?');
    expect(view.body).not.toContain('Their secret answer');
    await api.consent();
    await api.type('db-auth', 'My answer');
    const theirAnswers = await t.pool.query<{ text: string }>(
      'select text from interview_answer where invitation_id = $1',
      [theirs.id],
    );
    expect(theirAnswers.rows.map((row) => row.text)).toEqual(['Their secret answer']);
    // A token that differs by one character is another (unknown) link.
    const altered = `${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}`;
    expect((await sessionApi(t, altered).get()).statusCode).toBe(404);
    expect((await sessionApi(t, altered).type('db-auth', 'x')).statusCode).toBe(404);
    await t.pool.query('delete from interview_invitation where id = any($1)', [
      [mine.id, theirs.id],
    ]);
  });
});
