import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';
import { proposeInterviewPlan } from '@hirelane/domain/interviews/propose-interview-plan';
import { jobInputSchema } from '@hirelane/domain/projects/job.schema';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { COMPLETE_JOB } from '../projects/project.test-kit';

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_QUESTION = 'Victim interview question about the secret roadmap?';
const victimPlan = () => {
  const plan = proposeInterviewPlan(jobInputSchema.parse(COMPLETE_JOB));
  return { ...plan, practice_question: VICTIM_QUESTION };
};

const charlieProjects = new WeakMap<TestApp, Promise<string>>();

/** The victim's charlie project with a saved plan and settings, created once per test app. */
export const victimCharlieProject = (t: TestApp, w: World): Promise<string> => {
  const existing = charlieProjects.get(t);
  if (existing) return existing;
  const created = (async () => {
    const as = { cookie: w.victimCookie, workspace: w.victimWorkspace };
    const project = await call(t, 'POST', '/api/project/create', {
      ...as,
      body: { name: 'Victim Interviews', agent: 'charlie', job: COMPLETE_JOB },
    });
    const id = (project.json().data as { _id: string })._id;
    for (const [path, body] of [
      ['plan', victimPlan()],
      ['settings', DEFAULT_INTERVIEW_SETTINGS],
    ] as const) {
      const saved = await call(t, 'PUT', `/api/project/${id}/interview/${path}`, { ...as, body });
      if (saved.statusCode !== 200) throw new Error(`victim setup failed: ${saved.body}`);
    }
    return id;
  })();
  charlieProjects.set(t, created);
  return created;
};

const victimDesign = async (t: TestApp, w: World): Promise<unknown[]> =>
  (
    await t.pool.query<Record<string, unknown>>(
      'select project_id, plan, settings, updated_at from interview_design where workspace_id = $1',
      [w.victimWorkspace],
    )
  ).rows;

/** Refused through the victim's workspace (403) and through the outsider's (404), nothing changed. */
const bothWays =
  (method: InjectOptions['method'], suffix: string, body?: unknown): Probe =>
  async (t, w) => {
    const projectId = await victimCharlieProject(t, w);
    const url = `/api/project/${projectId}/interview${suffix}`;
    const before = await victimDesign(t, w);
    expect(before).toHaveLength(1);
    const direct = await call(t, method, url, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode, `${url} via victim workspace`).toBe(403);
    const viaOwn = await call(t, method, url, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expect(viaOwn.statusCode, `${url} via own workspace`).toBe(404);
    for (const response of [direct, viaOwn]) {
      expect(response.body).not.toContain(VICTIM_QUESTION);
      expect(response.body).not.toContain('victim@example.com');
    }
    expect(await victimDesign(t, w)).toEqual(before);
    const outsiderRows = await t.pool.query(
      'select 1 from interview_design where workspace_id = $1',
      [w.outsiderWorkspace],
    );
    expect(outsiderRows.rowCount).toBe(0);
  };

export const INTERVIEW_PROBES: Record<string, Probe> = {
  'GET /api/project/:id/interview': bothWays('GET', ''),
  'POST /api/project/:id/interview/plan/propose': bothWays('POST', '/plan/propose'),
  'PUT /api/project/:id/interview/plan': bothWays('PUT', '/plan', {
    ...victimPlan(),
    practice_question: 'Overwritten by the outsider',
  }),
  'PUT /api/project/:id/interview/settings': bothWays('PUT', '/settings', {
    ...DEFAULT_INTERVIEW_SETTINGS,
    link_valid_days: 1,
  }),
};
