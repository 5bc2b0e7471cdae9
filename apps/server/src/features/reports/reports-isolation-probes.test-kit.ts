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

export const REPORT_PROBES: Record<string, Probe> = {
  'GET /api/project/:id/reports': projectReport,
};

/** A member of the victim's workspace without the project gets the 404 of an unknown project. */
export const REPORT_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'GET /api/project/:id/reports': hiddenFromInsider(
    'GET',
    (w) => `/api/project/${w.victimProjectId}/reports`,
  ),
};
