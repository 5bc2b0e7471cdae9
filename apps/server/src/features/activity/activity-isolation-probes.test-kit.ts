import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

type Probe = (t: TestApp, w: World) => Promise<void>;

/** What no one outside the victim's project may read. */
const PROJECT_SECRETS = (w: World) => [
  w.victimProjectId,
  w.victimCandidateId,
  w.victimCampaignId,
  'Victim Pipeline',
  'Grace Victim',
];
/** Teammates may see each other (members:view): the owner's address is secret only outside. */
const OUTSIDE_SECRETS = (w: World) => [...PROJECT_SECRETS(w), 'victim@example.com'];

/**
 * The feed routes read the caller's workspace: the outsider is refused (403) through the
 * victim's, and through their own sees nothing of the victim; naming the victim's project is
 * 404. The victim's plain member (no project) sees none of the project's facts either (their
 * teammates joining, yes: members see each other).
 */
const probe =
  (path: string, named?: (w: World) => string): Probe =>
  async (t, w) => {
    const direct = await call(t, 'GET', path, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, 'GET', path, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(own.statusCode, own.body).toBe(200);
    const insider = await call(t, 'GET', path, {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(insider.statusCode, insider.body).toBe(200);
    for (const secret of PROJECT_SECRETS(w)) expect(insider.body).not.toContain(secret);
    const responses = [direct, own];
    if (named) {
      for (const [cookie, workspace] of [
        [w.outsiderCookie, w.outsiderWorkspace],
        [w.insiderCookie, w.victimWorkspace],
      ] as const) {
        const response = await call(t, 'GET', named(w), { cookie, workspace });
        expect(response.statusCode, response.body).toBe(404);
        for (const secret of PROJECT_SECRETS(w)) expect(response.body).not.toContain(secret);
      }
    }
    for (const response of responses)
      for (const secret of OUTSIDE_SECRETS(w)) expect(response.body).not.toContain(secret);
  };

export const ACTIVITY_PROBES: Record<string, Probe> = {
  'GET /api/activity': probe(
    '/api/activity',
    (w) => `/api/activity?projectId=${w.victimProjectId}`,
  ),
  'GET /api/activity/needs-you': probe('/api/activity/needs-you'),
};
