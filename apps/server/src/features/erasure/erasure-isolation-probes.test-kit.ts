import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import type { InsiderProbe } from '../../../test/same-workspace-probe';

/**
 * Probes for erasure and the suppression list (spread into PROBES): the outsider names the
 * victim's workspace (403, not a member) or their own with the victim's ids (404); nothing of the
 * victim is erased, shown or lifted.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const victimPerson = async (t: TestApp, w: World) =>
  (await t.pool.query('select id, email from candidate where id = $1', [w.victimCandidateId]))
    .rows[0] as Record<string, unknown> | undefined;

const victimSuppressions = new WeakMap<TestApp, Promise<string>>();

/** A suppression of the victim's workspace, made once (as an erasure would leave it). */
const victimSuppressionId = (t: TestApp, w: World): Promise<string> => {
  let found = victimSuppressions.get(t);
  if (!found) {
    found = t.pool
      .query<{ id: string }>(
        `with salt as (
           insert into suppression_salt (workspace_id, salt) values ($1, md5(random()::text))
           on conflict (workspace_id) do nothing)
         insert into suppression (workspace_id, hashes, kinds) values ($1, array[md5('v')], '{email}')
         returning id`,
        [w.victimWorkspace],
      )
      .then((result) => result.rows[0]?.id ?? '');
    victimSuppressions.set(t, found);
  }
  return found;
};

const liftedAt = async (t: TestApp, id: string) =>
  (await t.pool.query('select lifted_at from suppression where id = $1', [id])).rows[0] as
    { lifted_at: Date | null } | undefined;

const refusedBothWays = async (
  t: TestApp,
  w: World,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
) => {
  const direct = await call(t, method, url, {
    cookie: w.outsiderCookie,
    workspace: w.victimWorkspace,
    body,
  });
  expect(direct.statusCode, `${method} ${url}`).toBe(403);
  const viaOwn = await call(t, method, url, {
    cookie: w.outsiderCookie,
    workspace: w.outsiderWorkspace,
    body,
  });
  return { direct, viaOwn };
};

export const ERASURE_PROBES: Record<string, Probe> = {
  'POST /api/candidate/:candidateID/erase': async (t, w) => {
    const before = await victimPerson(t, w);
    const url = `/api/candidate/${w.victimCandidateId}/erase`;
    const { direct, viaOwn } = await refusedBothWays(t, w, 'POST', url, {});
    expect(viaOwn.statusCode).toBe(404);
    for (const response of [direct, viaOwn])
      expect(response.body).not.toContain('grace.victim@example.com');
    expect(await victimPerson(t, w)).toEqual(before);
  },
  'POST /api/candidates/bulk/erase': async (t, w) => {
    const before = await victimPerson(t, w);
    const { direct, viaOwn } = await refusedBothWays(t, w, 'POST', '/api/candidates/bulk/erase', {
      candidate_ids: [w.victimCandidateId],
    });
    expect(viaOwn.statusCode).toBe(200);
    expect(viaOwn.json().data).toEqual({ erased: 0, skipped: 1, failed: 0 });
    for (const response of [direct, viaOwn])
      expect(response.body).not.toContain('grace.victim@example.com');
    expect(await victimPerson(t, w)).toEqual(before);
  },
  'GET /api/workspace/suppressions/list': async (t, w) => {
    const id = await victimSuppressionId(t, w);
    const { direct, viaOwn } = await refusedBothWays(
      t,
      w,
      'GET',
      '/api/workspace/suppressions/list',
    );
    expect(viaOwn.statusCode).toBe(200);
    for (const response of [direct, viaOwn]) expect(response.body).not.toContain(id);
  },
  'POST /api/workspace/suppressions/check': async (t, w) => {
    const id = await victimSuppressionId(t, w);
    const { direct, viaOwn } = await refusedBothWays(
      t,
      w,
      'POST',
      '/api/workspace/suppressions/check',
      { email: 'grace.victim@example.com' },
    );
    expect(viaOwn.statusCode).toBe(200);
    expect(viaOwn.json().data).toEqual({ suppression: null });
    for (const response of [direct, viaOwn]) expect(response.body).not.toContain(id);
  },
  'POST /api/workspace/suppressions/:suppressionID/lift': async (t, w) => {
    const id = await victimSuppressionId(t, w);
    const { viaOwn } = await refusedBothWays(
      t,
      w,
      'POST',
      `/api/workspace/suppressions/${id}/lift`,
    );
    expect(viaOwn.statusCode).toBe(404);
    expect(await liftedAt(t, id)).toEqual({ lifted_at: null });
  },
};

/** A plain member of the victim's workspace may not erase anyone: 403, the person unchanged. */
export const ERASURE_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'POST /api/candidate/:candidateID/erase': async (t, w) => {
    const before = await victimPerson(t, w);
    const response = await call(t, 'POST', `/api/candidate/${w.victimCandidateId}/erase`, {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      body: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('grace.victim@example.com');
    expect(await victimPerson(t, w)).toEqual(before);
  },
  'POST /api/candidates/bulk/erase': async (t, w) => {
    const before = await victimPerson(t, w);
    const response = await call(t, 'POST', '/api/candidates/bulk/erase', {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      body: { candidate_ids: [w.victimCandidateId] },
    });
    expect(response.statusCode).toBe(403);
    expect(await victimPerson(t, w)).toEqual(before);
  },
};
