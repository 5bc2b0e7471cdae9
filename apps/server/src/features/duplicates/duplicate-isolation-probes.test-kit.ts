import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import type { InsiderProbe } from '../../../test/same-workspace-probe';

/**
 * The duplicate review (decision 043): the outsider is refused through the victim's workspace
 * (403) and finds nothing of the victim through their own (an empty list, 404 for the ids); a
 * plain member of the victim's workspace is refused (403). Nothing is merged or dismissed.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const victimState = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      `select c.id, c.email,
              (select count(*) from candidate_duplicate_dismissal d
                where d.candidate_a = c.id or d.candidate_b = c.id)::int as dismissals
         from candidate c where c.id = $1`,
      [w.victimCandidateId],
    )
  ).rows[0] as Record<string, unknown> | undefined;

const pairBody = (w: World) => ({ primary_id: randomUUID(), secondary_id: w.victimCandidateId });

const writeProbe =
  (path: string): Probe =>
  async (t, w) => {
    const before = await victimState(t, w);
    const direct = await call(t, 'POST', path, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: pairBody(w),
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, 'POST', path, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body: pairBody(w),
    });
    expect(own.statusCode, own.body).toBe(404);
    for (const response of [direct, own])
      expect(response.body).not.toContain('grace.victim@example.com');
    expect(await victimState(t, w)).toEqual(before);
  };

export const DUPLICATE_PROBES: Record<string, Probe> = {
  'GET /api/candidates/duplicates': async (t, w) => {
    const direct = await call(t, 'GET', '/api/candidates/duplicates', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    const own = await call(t, 'GET', '/api/candidates/duplicates', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(own.statusCode, own.body).toBe(200);
    for (const response of [direct, own]) {
      expect(response.body).not.toContain(w.victimCandidateId);
      expect(response.body).not.toContain('Grace Victim');
    }
  },
  'POST /api/candidates/duplicates/merge': writeProbe('/api/candidates/duplicates/merge'),
  'POST /api/candidates/duplicates/dismiss': writeProbe('/api/candidates/duplicates/dismiss'),
};

const insiderRefused =
  (method: 'GET' | 'POST', path: string): InsiderProbe =>
  async (t, w) => {
    const before = await victimState(t, w);
    const response = await call(t, method, path, {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      ...(method === 'POST' ? { body: pairBody(w) } : {}),
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.body).not.toContain(w.victimCandidateId);
    expect(await victimState(t, w)).toEqual(before);
  };

/** A plain member may not review duplicates at all: 403 before anything is read. */
export const DUPLICATE_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'GET /api/candidates/duplicates': insiderRefused('GET', '/api/candidates/duplicates'),
  'POST /api/candidates/duplicates/merge': insiderRefused(
    'POST',
    '/api/candidates/duplicates/merge',
  ),
  'POST /api/candidates/duplicates/dismiss': insiderRefused(
    'POST',
    '/api/candidates/duplicates/dismiss',
  ),
};
