import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

/**
 * Decision 051's routes in the tenancy walk. PARTNER_PROBES (spread into PROBES): another
 * workspace's member is refused with nothing of the victim. PARTNER_ACTOR_PROBES: the victim
 * workspace's own recruiting partner, who was shared another project, calls the portal routes with
 * the victim's ids and sees nothing outside their reach; every other route answers them 403.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const SECRETS = ['Grace Victim', 'grace.victim@example.com', 'Victim Pipeline', 'Victim Engineer'];

const refused =
  (method: 'GET' | 'POST', url: (w: World) => string, body?: (w: World) => unknown): Probe =>
  async (t, w) => {
    const partners = await t.pool.query('select count(*) from partner_project');
    for (const [workspace, statuses] of [
      [w.victimWorkspace, [403]],
      // Their own workspace answers about their own data: never the victim's.
      [w.outsiderWorkspace, [200, 403, 404]],
    ] as const) {
      const response = await call(t, method, url(w), {
        cookie: w.outsiderCookie,
        workspace,
        body: body?.(w),
      });
      expect(statuses, `${url(w)} in ${workspace}`).toContain(response.statusCode);
      for (const secret of SECRETS) expect(response.body).not.toContain(secret);
    }
    expect((await t.pool.query('select count(*) from partner_project')).rows).toEqual(
      partners.rows,
    );
  };

const victimPartnerBody = (w: World) => ({ member_id: w.partnerMemberId });

export const PARTNER_PROBES: Record<string, Probe> = {
  'GET /api/workspace/partners/list': refused('GET', () => '/api/workspace/partners/list'),
  'POST /api/workspace/partners/invite': async (t, w) => {
    const mails = t.mails.length;
    await refused(
      'POST',
      () => '/api/workspace/partners/invite',
      () => ({ email: 'spy@agency.example', agency_name: 'Spy', project_ids: [w.victimProjectId] }),
    )(t, w);
    expect(t.mails.length).toBe(mails);
  },
  'GET /api/project/:id/partners/list': refused(
    'GET',
    (w) => `/api/project/${w.victimProjectId}/partners/list`,
  ),
  'POST /api/project/:id/partners/add': refused(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/partners/add`,
    victimPartnerBody,
  ),
  'POST /api/project/:id/partners/remove': refused(
    'POST',
    (w) => `/api/project/${w.partnerProjectId}/partners/remove`,
    victimPartnerBody,
  ),
  'GET /api/partner/projects': refused('GET', () => '/api/partner/projects'),
  'GET /api/partner/submissions': refused('GET', () => '/api/partner/submissions'),
  'POST /api/partner/project/:id/submit': refused(
    'POST',
    (w) => `/api/partner/project/${w.partnerProjectId}/submit`,
    () => ({ first_name: 'Spy', email: 'spy.person@example.com' }),
  ),
  'POST /api/partner/project/:id/submit-resume': refused(
    'POST',
    (w) => `/api/partner/project/${w.partnerProjectId}/submit-resume`,
    () => ({}),
  ),
};

const asPartner = (t: TestApp, w: World, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t, method, url, { cookie: w.partnerCookie, workspace: w.victimWorkspace, body });

/** The portal routes as the victim workspace's partner: only their own project, nothing else. */
export const PARTNER_ACTOR_PROBES: Record<string, Probe> = {
  'GET /api/partner/projects': async (t, w) => {
    const response = await asPartner(t, w, 'GET', '/api/partner/projects');
    expect(response.statusCode).toBe(200);
    expect(
      (response.json().data as { projects: Array<{ _id: string }> }).projects.map((p) => p._id),
    ).toEqual([w.partnerProjectId]);
    for (const secret of SECRETS) expect(response.body).not.toContain(secret);
  },
  'GET /api/partner/submissions': async (t, w) => {
    const response = await asPartner(t, w, 'GET', '/api/partner/submissions');
    expect(response.statusCode).toBe(200);
    for (const secret of SECRETS) expect(response.body).not.toContain(secret);
  },
  'POST /api/partner/project/:id/submit': async (t, w) => {
    const before = await t.pool.query('select count(*) from project_candidate');
    const intoVictim = await asPartner(
      t,
      w,
      'POST',
      `/api/partner/project/${w.victimProjectId}/submit`,
      {
        first_name: 'Nosy',
        email: 'nosy@example.com',
      },
    );
    expect(intoVictim.statusCode).toBe(404);
    const known = await asPartner(
      t,
      w,
      'POST',
      `/api/partner/project/${w.partnerProjectId}/submit`,
      {
        first_name: 'Grace',
        email: 'grace.victim@example.com',
      },
    );
    expect(known.statusCode).toBe(422);
    expect(known.json().message).toMatch(/^Already in this workspace since .+\.$/);
    for (const response of [intoVictim, known])
      for (const secret of SECRETS.filter((s) => s !== 'grace.victim@example.com'))
        expect(response.body).not.toContain(secret);
    expect((await t.pool.query('select count(*) from project_candidate')).rows).toEqual(
      before.rows,
    );
  },
  'POST /api/partner/project/:id/submit-resume': async (t, w) => {
    const response = await asPartner(
      t,
      w,
      'POST',
      `/api/partner/project/${w.victimProjectId}/submit-resume`,
      {},
    );
    expect(response.statusCode).toBe(404);
    for (const secret of SECRETS) expect(response.body).not.toContain(secret);
  },
};
