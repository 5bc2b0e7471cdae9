import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { apply, validFields } from './career-page.test-kit';

/**
 * Probes for the career page routes (spread into PROBES). The settings routes refuse the outsider
 * naming the victim's workspace (403) or the victim's project through their own (404). The public
 * pages start from a slug: the outsider's own page never shows or takes an application for the
 * victim's project, and the victim's page, never switched on, does not exist.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const OUTSIDER_SLUG = 'outsider-probe';

const outsiderPages = new WeakMap<TestApp, Promise<void>>();

/** The outsider's career page, switched on once per test app. */
const outsiderPage = (t: TestApp, w: World): Promise<void> => {
  let done = outsiderPages.get(t);
  if (!done) {
    done = call(t, 'PUT', '/api/workspace/career-page', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body: { slug: OUTSIDER_SLUG, enabled: true },
    }).then((response) => expect(response.statusCode, response.body).toBe(200));
    outsiderPages.set(t, done);
  }
  return done;
};

const expectNoVictimData = (response: TestResponse, w: World) => {
  for (const secret of [w.victimProjectId, w.victimWorkspace, 'Victim Talent'])
    expect(response.body).not.toContain(secret);
};

const victimRows = async (t: TestApp, w: World) => ({
  workspace: (
    await t.pool.query('select career_slug, career_page_enabled from workspace where id = $1', [
      w.victimWorkspace,
    ])
  ).rows,
  project: (
    await t.pool.query('select career_published_at from project where id = $1', [w.victimProjectId])
  ).rows,
  candidates: (
    await t.pool.query(
      "select 1 from project_candidate where workspace_id = $1 and source = 'career_page'",
      [w.victimWorkspace],
    )
  ).rowCount,
});

const UNTOUCHED = {
  workspace: [{ career_slug: null, career_page_enabled: false }],
  project: [{ career_published_at: null }],
  candidates: 0,
};

const settingsRefused =
  (method: InjectOptions['method'], path: string, body?: unknown): Probe =>
  async (t, w) => {
    const url = path.replace(':id', w.victimProjectId);
    const direct = await call(t, method, url, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode, `${method} ${url}`).toBe(403);
    expectNoVictimData(direct, w);
    if (path.includes(':id')) {
      const viaOwn = await call(t, method, url, {
        cookie: w.outsiderCookie,
        workspace: w.outsiderWorkspace,
        body,
      });
      expect(viaOwn.statusCode, `${method} ${url} via own workspace`).toBe(404);
    }
    expect(await victimRows(t, w)).toEqual(UNTOUCHED);
  };

const publicNotFound =
  (path: (w: World) => string): Probe =>
  async (t, w) => {
    await outsiderPage(t, w);
    for (const url of [path(w), path(w).replace(OUTSIDER_SLUG, 'victim-talent')]) {
      const response = await call(t, 'GET', url, { cookie: w.outsiderCookie });
      expect(response.statusCode, url).toBe(404);
      expectNoVictimData(response, w);
    }
  };

export const CAREER_PROBES: Record<string, Probe> = {
  'GET /api/workspace/career-page': settingsRefused('GET', '/api/workspace/career-page'),
  'PUT /api/workspace/career-page': settingsRefused('PUT', '/api/workspace/career-page', {
    slug: 'victim-talent',
    enabled: true,
  }),
  'GET /api/project/:id/career-page': settingsRefused('GET', '/api/project/:id/career-page'),
  'PUT /api/project/:id/career-page': settingsRefused('PUT', '/api/project/:id/career-page', {
    published: true,
  }),
  'GET /careers/_/style.css': async (t, w) => {
    const response = await call(t, 'GET', '/careers/_/style.css');
    expect(response.statusCode).toBe(200);
    expectNoVictimData(response, w);
  },
  'GET /careers': publicNotFound(() => '/careers'),
  'GET /careers/*': publicNotFound((w) => `/careers/${OUTSIDER_SLUG}/${w.victimProjectId}/x`),
  'GET /careers/:slug': async (t, w) => {
    await outsiderPage(t, w);
    const own = await call(t, 'GET', `/careers/${OUTSIDER_SLUG}`);
    expect(own.statusCode).toBe(200);
    expectNoVictimData(own, w);
    expect((await call(t, 'GET', '/careers/victim-talent')).statusCode).toBe(404);
  },
  'GET /careers/:slug/logo': publicNotFound(() => `/careers/${OUTSIDER_SLUG}/logo`),
  'GET /careers/:slug/theme.css': publicNotFound(() => `/careers/${OUTSIDER_SLUG}/theme.css`),
  'GET /careers/:slug/:projectId': publicNotFound(
    (w) => `/careers/${OUTSIDER_SLUG}/${w.victimProjectId}`,
  ),
  'GET /careers/:slug/:projectId/thanks': publicNotFound(
    (w) => `/careers/${OUTSIDER_SLUG}/${w.victimProjectId}/thanks`,
  ),
  'POST /careers/:slug/:projectId/apply': async (t, w) => {
    await outsiderPage(t, w);
    const response = await apply(t, `/careers/${OUTSIDER_SLUG}/${w.victimProjectId}`, {
      fields: validFields(t, { email: 'probe-applicant@example.com' }),
      ip: '10.66.0.1',
    });
    expect(response.statusCode).toBe(404);
    expectNoVictimData(response, w);
    expect(await victimRows(t, w)).toEqual(UNTOUCHED);
  },
};
