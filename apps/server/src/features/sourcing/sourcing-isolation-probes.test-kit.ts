import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import { hiddenFromInsider, type InsiderProbe } from '../../../test/same-workspace-probe';
import type { World } from '../../../test/tenant-isolation-probes';

type Probe = (t: TestApp, w: World) => Promise<void>;

/** No run of the victim's is needed: the project is checked before the run is looked up. */
const SOME_RUN_ID = '6f1d9a52-2c4e-4c36-9d0f-8f1b1f0e5a11';

const victimSourcing = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      `select (select count(*) from sourcing_run where workspace_id = $1)::int as runs,
              (select count(*) from credit_ledger where workspace_id = $1)::int as ledger,
              (select count(*) from sourcing_schedule where workspace_id = $1)::int as schedules`,
      [w.victimWorkspace],
    )
  ).rows[0] as Record<string, unknown>;

/** Refused through the victim's workspace (403) and through the outsider's (404), nothing written. */
const bothWays =
  (method: InjectOptions['method'], url: (w: World) => string, body?: unknown): Probe =>
  async (t, w) => {
    const before = await victimSourcing(t, w);
    const direct = await call(t, method, url(w), {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode, `${url(w)} via victim workspace`).toBe(403);
    const viaOwn = await call(t, method, url(w), {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expect(viaOwn.statusCode, `${url(w)} via own workspace`).toBe(404);
    for (const response of [direct, viaOwn]) {
      expect(response.body).not.toContain('Victim Pipeline');
      expect(response.body).not.toContain('victim@example.com');
    }
    expect(await victimSourcing(t, w)).toEqual(before);
  };

const runs = (w: World) => `/api/project/${w.victimProjectId}/sourcing/runs`;
const daily = (w: World) => `/api/project/${w.victimProjectId}/sourcing/daily`;
const DAILY_BODY = { query: '', count: 1, enabled: true, time: '07:00', time_zone: 'UTC' };

export const SOURCING_PROBES: Record<string, Probe> = {
  'POST /api/project/:id/sourcing/proposal': bothWays(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/sourcing/proposal`,
  ),
  'POST /api/project/:id/sourcing/runs': bothWays('POST', runs, { query: '', count: 1 }),
  'GET /api/project/:id/sourcing/runs/:runId': bothWays('GET', (w) => `${runs(w)}/${SOME_RUN_ID}`),
  'POST /api/project/:id/sourcing/runs/:runId/cancel': bothWays(
    'POST',
    (w) => `${runs(w)}/${SOME_RUN_ID}/cancel`,
  ),
  'GET /api/project/:id/sourcing/reasons/:candidateId': bothWays(
    'GET',
    (w) => `/api/project/${w.victimProjectId}/sourcing/reasons/${w.victimCandidateId}`,
  ),
  'GET /api/project/:id/sourcing/daily': bothWays('GET', daily),
  'PUT /api/project/:id/sourcing/daily': bothWays('PUT', daily, DAILY_BODY),
};

/**
 * A member of the victim's workspace without the project does not learn why a person was chosen,
 * nor the project's daily search.
 */
export const SOURCING_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'GET /api/project/:id/sourcing/daily': hiddenFromInsider('GET', daily),
  'PUT /api/project/:id/sourcing/daily': hiddenFromInsider('PUT', daily, () => DAILY_BODY),
  'GET /api/project/:id/sourcing/reasons/:candidateId': hiddenFromInsider(
    'GET',
    (w) => `/api/project/${w.victimProjectId}/sourcing/reasons/${w.victimCandidateId}`,
  ),
};
