import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { logoFileId, uploadLogo } from './workspace-settings.test-kit';

/**
 * Probes for the workspace settings routes (spread into PROBES): the outsider names the victim's
 * workspace (403, not a member), or their own workspace with the victim's logo id (404).
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_NAME = 'Victim Talent';

const victimLogos = new WeakMap<TestApp, Promise<string>>();

/** The victim's logo, uploaded once by the victim. */
const victimLogoId = (t: TestApp, w: World): Promise<string> => {
  let found = victimLogos.get(t);
  if (!found) {
    found = uploadLogo(t, { cookie: w.victimCookie, workspace: w.victimWorkspace }).then(
      (response) => {
        expect(response.statusCode, response.body).toBe(200);
        return logoFileId(response);
      },
    );
    victimLogos.set(t, found);
  }
  return found;
};

const expectNoVictimData = (response: TestResponse, w: World) => {
  for (const secret of [w.victimMemberId, VICTIM_NAME, 'victim@example.com'])
    expect(response.body).not.toContain(secret);
};

const refusedAsOutsider = async (
  t: TestApp,
  w: World,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
) => {
  const response = await call(t, method, url, {
    cookie: w.outsiderCookie,
    workspace: w.victimWorkspace,
    body,
  });
  expect(response.statusCode, `${method} ${url}`).toBe(403);
  expectNoVictimData(response, w);
};

const victimWorkspaceRow = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      'select name, logo_url, feature_flags, interview_retention_days from workspace where id = $1',
      [w.victimWorkspace],
    )
  ).rows[0] as
    | {
        name: string;
        logo_url: string | null;
        feature_flags: object;
        interview_retention_days: number;
      }
    | undefined;

export const WORKSPACE_SETTINGS_PROBES: Record<string, Probe> = {
  'GET /api/workspace/details': (t, w) => refusedAsOutsider(t, w, 'GET', '/api/workspace/details'),
  'POST /api/workspace/rename': async (t, w) => {
    await refusedAsOutsider(t, w, 'POST', '/api/workspace/rename', { name: 'Taken over' });
    expect((await victimWorkspaceRow(t, w))?.name).toBe(VICTIM_NAME);
  },
  'POST /api/workspace/logo/upload': async (t, w) => {
    const before = (await victimWorkspaceRow(t, w))?.logo_url;
    const response = await uploadLogo(t, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(response.statusCode).toBe(403);
    expectNoVictimData(response, w);
    expect((await victimWorkspaceRow(t, w))?.logo_url).toBe(before);
  },
  'POST /api/workspace/logo/remove': async (t, w) => {
    await victimLogoId(t, w);
    await refusedAsOutsider(t, w, 'POST', '/api/workspace/logo/remove', {});
    expect((await victimWorkspaceRow(t, w))?.logo_url).not.toBeNull();
  },
  'GET /api/workspace/logo/:fileId': async (t, w) => {
    const fileId = await victimLogoId(t, w);
    const url = `/api/workspace/logo/${fileId}`;
    await refusedAsOutsider(t, w, 'GET', url);
    const viaOwn = await call(t, 'GET', url, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.headers['content-type']).not.toMatch(/^image\//);
  },
  'POST /api/workspace/leave': async (t, w) => {
    await refusedAsOutsider(t, w, 'POST', '/api/workspace/leave', {});
    const members = await t.pool.query('select 1 from workspace_member where workspace_id = $1', [
      w.victimWorkspace,
    ]);
    expect(members.rowCount).toBeGreaterThan(0);
  },
  'POST /api/workspace/delete': async (t, w) => {
    const body = { confirm_name: VICTIM_NAME };
    await refusedAsOutsider(t, w, 'POST', '/api/workspace/delete', body);
    // Through their own workspace the typed name is checked against that workspace, not the victim's.
    const viaOwn = await call(t, 'POST', '/api/workspace/delete', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expect(viaOwn.statusCode).toBe(422);
    expect(await victimWorkspaceRow(t, w)).toBeDefined();
  },
  'GET /api/workspace/feature-flags': (t, w) =>
    refusedAsOutsider(t, w, 'GET', '/api/workspace/feature-flags'),
  'PUT /api/workspace/feature-flags': async (t, w) => {
    await refusedAsOutsider(t, w, 'PUT', '/api/workspace/feature-flags', {
      flags: { team: true },
    });
    expect((await victimWorkspaceRow(t, w))?.feature_flags).toEqual({});
  },
  'GET /api/workspace/interview-retention': (t, w) =>
    refusedAsOutsider(t, w, 'GET', '/api/workspace/interview-retention'),
  'PUT /api/workspace/interview-retention': async (t, w) => {
    await refusedAsOutsider(t, w, 'PUT', '/api/workspace/interview-retention', {
      interview_retention_days: 7,
    });
    expect((await victimWorkspaceRow(t, w))?.interview_retention_days).toBe(180);
  },
  'GET /api/workspace/integrations': (t, w) =>
    refusedAsOutsider(t, w, 'GET', '/api/workspace/integrations'),
};
