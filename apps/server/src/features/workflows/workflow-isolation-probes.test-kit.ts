import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

/**
 * The workflow routes (spread into PROBES): the outsider is refused (403) through the victim's
 * workspace and gets 404 for the victim's project, workflow and run through their own; the
 * victim's plain member, on none of the victim's projects, gets 404 too. Nothing of the victim's
 * workflow or run changes, and no answer carries it.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const SECRET_NAME = 'Victim secret workflow';

/** The victim's workflow with one run waiting for approval, made once per world. */
const victimWorkflow = async (t: TestApp, w: World) => {
  const existing = await t.pool.query<{ id: string; run_id: string }>(
    `select w.id, r.id as run_id from workflow w join workflow_run r on r.workflow_id = w.id
      where w.workspace_id = $1 and w.name = $2`,
    [w.victimWorkspace, SECRET_NAME],
  );
  if (existing.rows[0]) return { workflowId: existing.rows[0].id, runId: existing.rows[0].run_id };
  const made = await t.pool.query<{ id: string }>(
    `insert into workflow (workspace_id, project_id, name, enabled, trigger, action, trigger_kind, trigger_values)
     values ($1, $2, $3, true, '{"kind":"stage_entered","stage":"completed"}',
             '{"kind":"send_email_after_approval","subject":"Hi","body":"Secret body"}',
             'stage_entered', '{completed}') returning id`,
    [w.victimWorkspace, w.victimProjectId, SECRET_NAME],
  );
  const workflowId = made.rows[0]!.id;
  const run = await t.pool.query<{ id: string }>(
    `insert into workflow_run (workspace_id, workflow_id, project_id, candidate_id, event_key, event, status)
     values ($1, $2, $3, $4, 'stage:probe', 'Entered Completed', 'pending_approval') returning id`,
    [w.victimWorkspace, workflowId, w.victimProjectId, w.victimCandidateId],
  );
  return { workflowId, runId: run.rows[0]!.id };
};

const stateOf = async (t: TestApp, workflowId: string) =>
  (
    await t.pool.query(
      `select w.name, w.enabled, w.trigger, w.action,
              (select array_agg(r.status) from workflow_run r where r.workflow_id = w.id) as runs
         from workflow w where w.id = $1`,
      [workflowId],
    )
  ).rows[0] as unknown;

const BODY = {
  name: 'Hijack',
  enabled: false,
  trigger: { kind: 'stage_entered', stage: 'completed' },
  action: { kind: 'move_to_stage', stage: 'rejected' },
};

const probe =
  (
    method: InjectOptions['method'],
    path: (w: World, ids: { workflowId: string; runId: string }) => string,
    body?: unknown,
  ): Probe =>
  async (t, w) => {
    const ids = await victimWorkflow(t, w);
    const before = await stateOf(t, ids.workflowId);
    const url = path(w, ids);
    const direct = await call(t, method, url, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      ...(body === undefined ? {} : { body }),
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, method, url, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      ...(body === undefined ? {} : { body }),
    });
    expect(own.statusCode, own.body).toBe(404);
    const insider = await call(t, method, url, {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      ...(body === undefined ? {} : { body }),
    });
    expect(insider.statusCode, insider.body).toBe(404);
    for (const response of [direct, own, insider]) {
      expect(response.body).not.toContain(SECRET_NAME);
      expect(response.body).not.toContain(ids.workflowId);
    }
    expect(await stateOf(t, ids.workflowId)).toEqual(before);
  };

const base = (w: World) => `/api/project/${w.victimProjectId}/workflows`;

export const WORKFLOW_PROBES: Record<string, Probe> = {
  'GET /api/project/:id/workflows': probe('GET', base),
  'POST /api/project/:id/workflows': probe('POST', base, BODY),
  'GET /api/project/:id/workflows/:workflowId': probe(
    'GET',
    (w, ids) => `${base(w)}/${ids.workflowId}`,
  ),
  'PUT /api/project/:id/workflows/:workflowId': probe(
    'PUT',
    (w, ids) => `${base(w)}/${ids.workflowId}`,
    BODY,
  ),
  'PUT /api/project/:id/workflows/:workflowId/enabled': probe(
    'PUT',
    (w, ids) => `${base(w)}/${ids.workflowId}/enabled`,
    { enabled: false },
  ),
  'DELETE /api/project/:id/workflows/:workflowId': probe(
    'DELETE',
    (w, ids) => `${base(w)}/${ids.workflowId}`,
  ),
  'GET /api/project/:id/workflows/:workflowId/runs': probe(
    'GET',
    (w, ids) => `${base(w)}/${ids.workflowId}/runs`,
  ),
  'POST /api/project/:id/workflows/:workflowId/runs/:runId/decision': probe(
    'POST',
    (w, ids) => `${base(w)}/${ids.workflowId}/runs/${ids.runId}/decision`,
    { decision: 'approve' },
  ),
};
