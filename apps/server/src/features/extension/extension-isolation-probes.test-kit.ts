import { expect } from 'vitest';
import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

/**
 * Probes for the browser extension's routes (decision 044), spread into PROBES and
 * INSIDER_PROBES. The outsider naming the victim's workspace is refused (403); through their own
 * workspace the victim's project is 404 and the victim's person is not found, even by their
 * LinkedIn profile; a member of the victim's workspace outside the person's project does not
 * learn that the person exists (decision 014).
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_LINKEDIN = 'https://www.linkedin.com/in/grace-victim-probe';

const expectNoVictimData = (response: TestResponse, w: World) => {
  for (const secret of [
    w.victimProjectId,
    w.victimWorkspace,
    w.victimCandidateId,
    'Victim Pipeline',
    'Victim Talent',
  ])
    expect(response.body).not.toContain(secret);
};

/** The victim's person gets a LinkedIn profile, so a lookup by it has something to find. */
const giveVictimLinkedin = (t: TestApp, w: World) =>
  t.pool.query(
    "update candidate set linkedin_url = $1, linkedin_key = 'linkedin.com/in/grace-victim-probe' where id = $2",
    [VICTIM_LINKEDIN, w.victimCandidateId],
  );

const savedByExtension = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      "select 1 from project_candidate where workspace_id = $1 and source = 'chrome_extension'",
      [w.victimWorkspace],
    )
  ).rowCount;

const PROFILE = {
  full_name: 'Probe Person',
  linkedin_url: 'https://www.linkedin.com/in/probe-person',
};

export const EXTENSION_PROBES: Record<string, Probe> = {
  'GET /api/extension/context': async (t, w) => {
    const response = await call(t, 'GET', '/api/extension/context', { cookie: w.outsiderCookie });
    // The outsider's own current workspace, never the victim's.
    expect(response.statusCode).toBe(200);
    expectNoVictimData(response, w);
  },
  'POST /api/extension/lookup': async (t, w) => {
    await giveVictimLinkedin(t, w);
    const body = { linkedin_url: VICTIM_LINKEDIN };
    const direct = await call(t, 'POST', '/api/extension/lookup', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode).toBe(403);
    expectNoVictimData(direct, w);
    const viaOwn = await call(t, 'POST', '/api/extension/lookup', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expect(viaOwn.statusCode).toBe(200);
    expect((viaOwn.json() as { data: unknown }).data).toEqual({ candidate_id: null, projects: [] });
  },
  'POST /api/extension/profiles': async (t, w) => {
    const body = { project_id: w.victimProjectId, profile: PROFILE };
    const before = await savedByExtension(t, w);
    const direct = await call(t, 'POST', '/api/extension/profiles', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode).toBe(403);
    const viaOwn = await call(t, 'POST', '/api/extension/profiles', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expect(viaOwn.statusCode).toBe(404);
    expectNoVictimData(viaOwn, w);
    expect(await savedByExtension(t, w)).toBe(before);
  },
  'GET /api/extension/release': async (t, w) => {
    const response = await call(t, 'GET', '/api/extension/release', { cookie: w.outsiderCookie });
    expect([200, 404]).toContain(response.statusCode);
    expectNoVictimData(response, w);
  },
  'GET /downloads/hirelane-extension.zip': async (t, w) => {
    const response = await call(t, 'GET', '/downloads/hirelane-extension.zip', {
      cookie: w.outsiderCookie,
    });
    expect([200, 404]).toContain(response.statusCode);
    expectNoVictimData(response, w);
  },
};

export const EXTENSION_INSIDER_PROBES: Record<string, Probe> = {
  'POST /api/extension/lookup': async (t, w) => {
    await giveVictimLinkedin(t, w);
    const response = await call(t, 'POST', '/api/extension/lookup', {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      body: { linkedin_url: VICTIM_LINKEDIN },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: unknown }).data).toEqual({
      candidate_id: null,
      projects: [],
    });
  },
  'POST /api/extension/profiles': async (t, w) => {
    const before = await savedByExtension(t, w);
    const response = await call(t, 'POST', '/api/extension/profiles', {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      body: { project_id: w.victimProjectId, profile: PROFILE },
    });
    expect(response.statusCode).toBe(404);
    expect(await savedByExtension(t, w)).toBe(before);
  },
};
