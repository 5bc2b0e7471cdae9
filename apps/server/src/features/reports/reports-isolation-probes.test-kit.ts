import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { hiddenFromInsider, type InsiderProbe } from '../../../test/same-workspace-probe';

type Probe = (t: TestApp, w: World) => Promise<void>;

const SECRETS = (w: World) => [
  w.victimProjectId,
  w.victimCandidateId,
  w.victimCampaignId,
  'Victim Pipeline',
  'Grace Victim',
  'victim@example.com',
];

/** The victim's project report: 403 through the victim's workspace, 404 through the outsider's. */
const projectReport: Probe = async (t, w) => {
  const url = `/api/project/${w.victimProjectId}/reports`;
  const direct = await call(t, 'GET', url, {
    cookie: w.outsiderCookie,
    workspace: w.victimWorkspace,
  });
  expect(direct.statusCode, direct.body).toBe(403);
  const own = await call(t, 'GET', url, {
    cookie: w.outsiderCookie,
    workspace: w.outsiderWorkspace,
  });
  expect(own.statusCode, own.body).toBe(404);
  for (const response of [direct, own])
    for (const secret of SECRETS(w)) expect(response.body).not.toContain(secret);
};

/**
 * The workspace report reads the caller's workspace: refused (403) through the victim's, empty of
 * the victim through the outsider's own; the victim's plain member sees none of the project; the
 * victim's project named as the filter is 404 to both.
 */
const workspaceReport: Probe = async (t, w) => {
  const direct = await call(t, 'GET', '/api/reports', {
    cookie: w.outsiderCookie,
    workspace: w.victimWorkspace,
  });
  expect(direct.statusCode, direct.body).toBe(403);
  const own = await call(t, 'GET', '/api/reports', {
    cookie: w.outsiderCookie,
    workspace: w.outsiderWorkspace,
  });
  expect(own.statusCode, own.body).toBe(200);
  const insider = await call(t, 'GET', '/api/reports', {
    cookie: w.insiderCookie,
    workspace: w.victimWorkspace,
  });
  expect(insider.statusCode, insider.body).toBe(200);
  for (const [cookie, workspace] of [
    [w.outsiderCookie, w.outsiderWorkspace],
    [w.insiderCookie, w.victimWorkspace],
  ] as const) {
    const named = await call(t, 'GET', `/api/reports?project=${w.victimProjectId}`, {
      cookie,
      workspace,
    });
    expect(named.statusCode, named.body).toBe(404);
    for (const secret of SECRETS(w)) expect(named.body).not.toContain(secret);
  }
  for (const response of [direct, own, insider])
    for (const secret of SECRETS(w)) expect(response.body).not.toContain(secret);
};

export const REPORT_PROBES: Record<string, Probe> = {
  'GET /api/project/:id/reports': projectReport,
  'GET /api/reports': workspaceReport,
};

/** A member of the victim's workspace without the project gets the 404 of an unknown project. */
export const REPORT_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'GET /api/project/:id/reports': hiddenFromInsider(
    'GET',
    (w) => `/api/project/${w.victimProjectId}/reports`,
  ),
};
