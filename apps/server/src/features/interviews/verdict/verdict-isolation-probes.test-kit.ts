import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import type { World } from '../../../../test/tenant-isolation-probes';
import { COMPLETE_JOB } from '../../projects/project.test-kit';
import { completeInterview } from './interview-verdict.test-kit';

type Probe = (t: TestApp, w: World) => Promise<void>;

/** Words of the victim's interview that must never reach another caller. */
const VICTIM_ANSWER = 'Victim answer about the secret Kubernetes migration.';

type VictimInterview = { projectId: string; answerId: string };
const worlds = new WeakMap<TestApp, Promise<VictimInterview>>();

/**
 * The victim's charlie project with the victim's candidate in it and a scored interview with a
 * recording, created once per test app (straight in SQL, as the interview page leaves it).
 */
const victimInterview = (t: TestApp, w: World): Promise<VictimInterview> => {
  const existing = worlds.get(t);
  if (existing) return existing;
  const created = (async () => {
    const project = await call(t, 'POST', '/api/project/create', {
      cookie: w.victimCookie,
      workspace: w.victimWorkspace,
      body: { name: 'Victim Verdicts', agent: 'charlie', job: COMPLETE_JOB },
    });
    const projectId = (project.json().data as { _id: string })._id;
    await t.pool.query(
      `insert into project_candidate (workspace_id, project_id, candidate_id, stage, sub_stage, source)
       values ($1, $2, $3, 'interview_completed', 'hire', 'chrome_extension')`,
      [w.victimWorkspace, projectId, w.victimCandidateId],
    );
    const done = await completeInterview(t, {
      workspaceId: w.victimWorkspace,
      projectId,
      candidateId: w.victimCandidateId,
      answers: [
        {
          question_id: 'q-kubernetes',
          text: VICTIM_ANSWER,
          mode: 'voice',
          started_at: '2026-11-20T10:00:00Z',
          answered_at: '2026-11-20T10:02:00Z',
        },
      ],
    });
    await t.pool.query(
      `update interview_evaluation set status = 'scoring_unavailable' where id = $1`,
      [done.evaluationId],
    );
    const stored = await t.app.storage.put(
      'interviews/victim-audio.webm',
      Buffer.from('victim audio'),
    );
    const file = await t.pool.query<{ id: string }>(
      `insert into stored_file (workspace_id, storage_key, filename, content_type, size, sha256)
       values ($1, $2, 'answer.webm', 'audio/webm', $3, $4) returning id`,
      [w.victimWorkspace, stored.key, stored.size, stored.sha256],
    );
    const answer = await t.pool.query<{ id: string }>(
      `update interview_answer set audio_file_id = $1 where invitation_id = $2 returning id`,
      [file.rows[0]!.id, done.invitationId],
    );
    return { projectId, answerId: answer.rows[0]!.id };
  })();
  worlds.set(t, created);
  return created;
};

const victimState = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      `select (select count(*) from interview_verdict_decision where workspace_id = $1)::int as decisions,
              (select json_agg(stage order by project_id) from project_candidate where candidate_id = $2) as stages`,
      [w.victimWorkspace, w.victimCandidateId],
    )
  ).rows[0] as Record<string, unknown>;

type Url = (w: World, victim: VictimInterview) => string;

const base: Url = (w, victim) =>
  `/api/project/${victim.projectId}/candidate/${w.victimCandidateId}/interview`;
const decisionBody = { verdict: 'strong_hire', reason: 'Outsider overrules' };

const expectNothingLeaked = (body: string) => {
  expect(body).not.toContain(VICTIM_ANSWER);
  expect(body).not.toContain('victim audio');
  expect(body).not.toContain('victim@example.com');
};

/** Refused through the victim's workspace (403) and through the outsider's (404), nothing changed. */
const bothWays =
  (method: InjectOptions['method'], url: Url, body?: unknown): Probe =>
  async (t, w) => {
    const victim = await victimInterview(t, w);
    const before = await victimState(t, w);
    const direct = await call(t, method, url(w, victim), {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode, `${url(w, victim)} via victim workspace`).toBe(403);
    const viaOwn = await call(t, method, url(w, victim), {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expect(viaOwn.statusCode, `${url(w, victim)} via own workspace`).toBe(404);
    for (const response of [direct, viaOwn]) expectNothingLeaked(response.body);
    expect(await victimState(t, w)).toEqual(before);
  };

/** A member of the victim's workspace without the charlie project gets the 404 of an unknown id. */
const hiddenFromInsider =
  (method: InjectOptions['method'], url: Url, body?: unknown): Probe =>
  async (t, w) => {
    const victim = await victimInterview(t, w);
    const before = await victimState(t, w);
    const response = await call(t, method, url(w, victim), {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(response.statusCode, `${url(w, victim)} as a member without the project`).toBe(404);
    expectNothingLeaked(response.body);
    expect(await victimState(t, w)).toEqual(before);
  };

const audio: Url = (w, victim) => `${base(w, victim)}/audio/${victim.answerId}`;
const decision: Url = (w, victim) => `${base(w, victim)}/decision`;

export const VERDICT_PROBES: Record<string, Probe> = {
  'GET /api/project/:id/candidate/:candidateID/interview': bothWays('GET', base),
  'POST /api/project/:id/candidate/:candidateID/interview/decision': bothWays(
    'POST',
    decision,
    decisionBody,
  ),
  'GET /api/project/:id/candidate/:candidateID/interview/audio/:answerId': bothWays('GET', audio),
};

export const VERDICT_INSIDER_PROBES: Record<string, Probe> = {
  'GET /api/project/:id/candidate/:candidateID/interview': hiddenFromInsider('GET', base),
  'POST /api/project/:id/candidate/:candidateID/interview/decision': hiddenFromInsider(
    'POST',
    decision,
    decisionBody,
  ),
  'GET /api/project/:id/candidate/:candidateID/interview/audio/:answerId': hiddenFromInsider(
    'GET',
    audio,
  ),
};
