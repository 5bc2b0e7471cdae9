import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { hiddenFromInsider } from '../../../test/same-workspace-probe';

type Probe = (t: TestApp, w: World) => Promise<void>;

const SECRETS = (w: World) => [
  w.victimCandidateId,
  w.victimProjectId,
  'Grace Victim',
  'grace.victim@example.com',
  'Victim Pipeline',
];

const expectNothingOfVictim = (body: string, w: World) => {
  for (const secret of SECRETS(w)) expect(body).not.toContain(secret);
};

const victimState = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      `select c.do_not_contact_at,
              (select count(*) from do_not_contact_change d where d.candidate_id = c.id)::int as changes,
              (select count(*) from project_candidate pc where pc.candidate_id = c.id)::int as links
         from candidate c where c.id = $1`,
      [w.victimCandidateId],
    )
  ).rows[0] as Record<string, unknown>;

const addBody = (w: World) => ({
  project_id: w.victimProjectId,
  candidate_ids: [w.victimCandidateId],
});
const dncBody = (w: World) => ({ candidate_ids: [w.victimCandidateId], reason: 'Probe' });
const exportBody = (w: World) => ({ candidate_ids: [w.victimCandidateId] });

/** A bulk write through the victim's workspace (403) and through the outsider's own (nothing). */
const bulkProbe =
  (path: string, body: (w: World) => unknown, ownStatus: number): Probe =>
  async (t, w) => {
    const before = await victimState(t, w);
    const direct = await call(t, 'POST', path, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: body(w),
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, 'POST', path, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body: body(w),
    });
    expect(own.statusCode, own.body).toBe(ownStatus);
    for (const response of [direct, own]) expectNothingOfVictim(response.body, w);
    expect(await victimState(t, w)).toEqual(before);
  };

/** A plain member without the victim's project: 200, the person skipped and left as they were. */
const insiderBulkProbe =
  (path: string, body: (w: World) => unknown): Probe =>
  async (t, w) => {
    const before = await victimState(t, w);
    const response = await call(t, 'POST', path, {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      body: body(w),
    });
    expect(response.statusCode, response.body).toBe(200);
    expectNothingOfVictim(response.body, w);
    expect(await victimState(t, w)).toEqual(before);
  };

/** A read of the directory (the page or its CSV) through the victim's workspace and the outsider's. */
const readProbe =
  (path: string): Probe =>
  async (t, w) => {
    const direct = await call(t, 'GET', path, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, 'GET', `${path}?q=grace`, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(own.statusCode, own.body).toBe(200);
    const named = await call(t, 'GET', `${path}?project=${w.victimProjectId}`, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(named.statusCode, named.body).toBe(404);
    for (const response of [direct, own, named]) expectNothingOfVictim(response.body, w);
  };

/** A member's read of the directory (the page or its CSV): the person and project stay hidden. */
const insiderReadProbe =
  (path: string): Probe =>
  async (t, w) => {
    const all = await call(t, 'GET', path, {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(all.statusCode, all.body).toBe(200);
    const named = await call(t, 'GET', `${path}?project=${w.victimProjectId}`, {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(named.statusCode, named.body).toBe(404);
    for (const response of [all, named]) expectNothingOfVictim(response.body, w);
    // The owner does see the person: the probe above is not passing on an empty world.
    const owner = await call(t, 'GET', path, {
      cookie: w.victimCookie,
      workspace: w.victimWorkspace,
    });
    expect(owner.body).toContain(path.endsWith('export') ? 'Grace Victim' : w.victimCandidateId);
  };

/**
 * The directory reads the caller's workspace: the outsider is refused (403) through the
 * victim's, sees nothing of the victim through their own, and naming the victim's project is 404.
 */
export const CANDIDATE_DIRECTORY_PROBES: Record<string, Probe> = {
  'GET /api/candidates': readProbe('/api/candidates'),
  'GET /api/candidates/export': readProbe('/api/candidates/export'),
  'POST /api/candidates/bulk/add-to-project': bulkProbe(
    '/api/candidates/bulk/add-to-project',
    addBody,
    404,
  ),
  'POST /api/candidates/bulk/do-not-contact': bulkProbe(
    '/api/candidates/bulk/do-not-contact',
    dncBody,
    200,
  ),
  'POST /api/candidates/export': bulkProbe('/api/candidates/export', exportBody, 200),
};

/** A plain member without the victim's project: the person is not listed, the project is 404. */
export const CANDIDATE_DIRECTORY_INSIDER_PROBES: Record<string, Probe> = {
  'GET /api/candidates': insiderReadProbe('/api/candidates'),
  'GET /api/candidates/export': insiderReadProbe('/api/candidates/export'),
  'POST /api/candidates/bulk/add-to-project': hiddenFromInsider(
    'POST',
    () => '/api/candidates/bulk/add-to-project',
    addBody,
  ),
  'POST /api/candidates/bulk/do-not-contact': insiderBulkProbe(
    '/api/candidates/bulk/do-not-contact',
    dncBody,
  ),
  'POST /api/candidates/export': insiderBulkProbe('/api/candidates/export', exportBody),
};
