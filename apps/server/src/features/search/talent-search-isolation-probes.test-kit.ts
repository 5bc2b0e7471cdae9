import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { hiddenFromInsider, type InsiderProbe } from '../../../test/same-workspace-probe';

/**
 * Probes for the talent search routes (spread into PROBES and INSIDER_PROBES): the outsider
 * searching through the victim's workspace (403) or with the victim's project id in their own
 * workspace (404), and a member of the victim's workspace without the project (404); no answer
 * holds anything of the victim's people.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const SEARCH = { query: 'Grace OR Victim', filters: { exclude_in_project: false } };

const refusedBothWays =
  (path: (w: World) => string): Probe =>
  async (t, w) => {
    const direct = await call(t, 'POST', path(w), {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: SEARCH,
    });
    expect(direct.statusCode).toBe(403);
    const viaOwn = await call(t, 'POST', path(w), {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body: SEARCH,
    });
    expect(viaOwn.statusCode).toBe(404);
    for (const body of [direct.body, viaOwn.body]) {
      expect(body).not.toContain(w.victimCandidateId);
      expect(body).not.toContain('Grace Victim');
    }
  };

const run = (w: World) => `/api/project/${w.victimProjectId}/search/run`;
const ids = (w: World) => `/api/project/${w.victimProjectId}/search/ids`;

const lastRunOf = async (t: TestApp, w: World) =>
  (await t.pool.query('select last_run_at from saved_search where id = $1', [w.victimSearchId]))
    .rows[0] as Record<string, unknown>;

export const TALENT_SEARCH_PROBES: Record<string, Probe> = {
  'POST /api/project/:id/search/saved/:searchId/run': async (t, w) => {
    const before = await lastRunOf(t, w);
    expect(before).toBeDefined();
    const path = `/api/project/${w.victimProjectId}/search/saved/${w.victimSearchId}/run`;
    const direct = await call(t, 'POST', path, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode).toBe(403);
    const viaOwn = await call(t, 'POST', path, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(viaOwn.statusCode).toBe(404);
    expect(await lastRunOf(t, w)).toEqual(before);
  },
  'POST /api/project/:id/search/run': refusedBothWays(run),
  'POST /api/project/:id/search/ids': refusedBothWays(ids),
};

export const TALENT_SEARCH_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'POST /api/project/:id/search/run': hiddenFromInsider('POST', run, () => SEARCH),
  'POST /api/project/:id/search/ids': hiddenFromInsider('POST', ids, () => SEARCH),
};
