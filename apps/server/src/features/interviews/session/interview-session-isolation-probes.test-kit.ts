import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import type { World } from '../../../../test/tenant-isolation-probes';
import { insertInvitation, newInterviewToken, SESSION_PLAN } from './interview-session.test-kit';

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_PRACTICE = 'Victim practice question about the secret merger?';

const victimInvitations = new WeakMap<TestApp, Promise<{ id: string }>>();

/** An invitation of the victim's workspace, inserted once per test app, with an answer. */
const victimInvitation = (t: TestApp, w: World) => {
  const existing = victimInvitations.get(t);
  if (existing) return existing;
  const created = (async () => {
    const invitation = await insertInvitation(t, {
      workspaceId: w.victimWorkspace,
      projectId: w.victimProjectId,
      candidateId: w.victimCandidateId,
      plan: { ...SESSION_PLAN, practice_question: VICTIM_PRACTICE },
    });
    await t.pool.query(
      `insert into interview_answer (workspace_id, invitation_id, question_id, mode, text, started_at, answered_at)
       values ($1, $2, 'db-auth', 'typed', 'Victim answer', now(), now())`,
      [w.victimWorkspace, invitation.id],
    );
    return { id: invitation.id };
  })();
  victimInvitations.set(t, created);
  return created;
};

const victimState = async (t: TestApp, id: string) => ({
  invitation: (
    await t.pool.query(
      `select opened_at, consented_at, started_at, completed_at, time_extended
       from interview_invitation where id = $1`,
      [id],
    )
  ).rows,
  answers: (await t.pool.query('select * from interview_answer where invitation_id = $1', [id]))
    .rows,
  evaluations: (
    await t.pool.query('select 1 from interview_evaluation where invitation_id = $1', [id])
  ).rowCount,
});

/**
 * The public interview routes have no workspace: the token is the only key. A signed-in member
 * of another workspace, naming the victim's workspace, with any token but the victim's, gets
 * 404 and nothing of the victim's interview changes.
 */
const tokenOnly =
  (method: InjectOptions['method'], suffix: string, body?: unknown): Probe =>
  async (t, w) => {
    const { id } = await victimInvitation(t, w);
    const before = await victimState(t, id);
    const url = `/api/interview/${newInterviewToken()}${suffix}`;
    const response = await call(t, method, url, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(response.statusCode, url).toBe(404);
    expect(response.body).not.toContain(VICTIM_PRACTICE);
    expect(response.body).not.toContain('Victim answer');
    expect(response.body).not.toContain('victim@example.com');
    expect(await victimState(t, id)).toEqual(before);
  };

export const INTERVIEW_SESSION_PROBES: Record<string, Probe> = {
  'GET /api/interview/:token': tokenOnly('GET', ''),
  'POST /api/interview/:token/consent': tokenOnly('POST', '/consent', {}),
  'POST /api/interview/:token/answers/:questionId': tokenOnly('POST', '/answers/db-auth', {
    text: 'Overwritten by the outsider',
    started_at: new Date().toISOString(),
  }),
  'POST /api/interview/:token/extend': tokenOnly('POST', '/extend', {}),
  'POST /api/interview/:token/complete': tokenOnly('POST', '/complete', {}),
};
