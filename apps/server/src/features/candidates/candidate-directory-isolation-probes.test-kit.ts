import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

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

/**
 * The directory reads the caller's workspace: the outsider is refused (403) through the
 * victim's, sees nothing of the victim through their own, and naming the victim's project is 404.
 */
export const CANDIDATE_DIRECTORY_PROBES: Record<string, Probe> = {
  'GET /api/candidates': async (t, w) => {
    const direct = await call(t, 'GET', '/api/candidates', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, 'GET', '/api/candidates?q=grace', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(own.statusCode, own.body).toBe(200);
    const named = await call(t, 'GET', `/api/candidates?project=${w.victimProjectId}`, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(named.statusCode, named.body).toBe(404);
    for (const response of [direct, own, named]) expectNothingOfVictim(response.body, w);
  },
};

/** A plain member without the victim's project: the person is not listed, the project is 404. */
export const CANDIDATE_DIRECTORY_INSIDER_PROBES: Record<string, Probe> = {
  'GET /api/candidates': async (t, w) => {
    const all = await call(t, 'GET', '/api/candidates', {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(all.statusCode, all.body).toBe(200);
    const named = await call(t, 'GET', `/api/candidates?project=${w.victimProjectId}`, {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(named.statusCode, named.body).toBe(404);
    for (const response of [all, named]) expectNothingOfVictim(response.body, w);
    // The owner does see the person: the probe above is not passing on an empty world.
    const owner = await call(t, 'GET', '/api/candidates', {
      cookie: w.victimCookie,
      workspace: w.victimWorkspace,
    });
    expect(owner.body).toContain(w.victimCandidateId);
  },
};
