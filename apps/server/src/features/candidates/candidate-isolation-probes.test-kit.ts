import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { hiddenFromInsider, type InsiderProbe } from '../../../test/same-workspace-probe';

/** Probes for the candidate routes of this feature's paid actions (spread into PROBES). */

type Probe = (t: TestApp, w: World) => Promise<void>;

const revealState = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      `select c.email, c.phone_numbers, c.contact_revealed_at,
              (select count(*) from credit_ledger l where l.object_id = c.id::text)::int as charges
         from candidate c where c.id = $1`,
      [w.victimCandidateId],
    )
  ).rows[0] as Record<string, unknown>;

const revealUrl = (w: World) => `/api/candidate/${w.victimCandidateId}/reveal-contact`;

const saveUrl = (w: World) => `/api/project/${w.victimProjectId}/search/save-candidates`;
const saveBody = (w: World) => ({ candidate_ids: [w.victimCandidateId], target: 'in_campaign' });
const linksOfVictimProject = async (t: TestApp, w: World) =>
  (
    await t.pool.query<{ candidate_id: string; stage: string }>(
      `select candidate_id, stage from project_candidate where project_id = $1 order by candidate_id`,
      [w.victimProjectId],
    )
  ).rows;

export const CANDIDATE_PROBES: Record<string, Probe> = {
  'POST /api/candidate/:candidateID/reveal-contact': async (t, w) => {
    const before = await revealState(t, w);
    const direct = await call(t, 'POST', revealUrl(w), {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: {},
    });
    expect(direct.statusCode).toBe(403);
    const viaOwn = await call(t, 'POST', revealUrl(w), {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body: { project_id: w.victimProjectId },
    });
    expect(viaOwn.statusCode).toBe(404);
    for (const response of [direct, viaOwn])
      expect(response.body).not.toContain('grace.victim@example.com');
    expect(await revealState(t, w)).toEqual(before);
  },
  'POST /api/project/:id/search/save-candidates': async (t, w) => {
    const before = await linksOfVictimProject(t, w);
    const direct = await call(t, 'POST', saveUrl(w), {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: saveBody(w),
    });
    expect(direct.statusCode).toBe(403);
    const viaOwn = await call(t, 'POST', saveUrl(w), {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body: saveBody(w),
    });
    expect(viaOwn.statusCode).toBe(404);
    for (const response of [direct, viaOwn])
      expect(response.body).not.toContain('grace.victim@example.com');
    expect(await linksOfVictimProject(t, w)).toEqual(before);
  },
};

/** As a member of the victim's workspace without the candidate's project: 404, nothing charged. */
export const CANDIDATE_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'POST /api/candidate/:candidateID/reveal-contact': async (t, w) => {
    const before = await revealState(t, w);
    await hiddenFromInsider('POST', revealUrl, () => ({}))(t, w);
    await hiddenFromInsider('POST', revealUrl, () => ({ project_id: w.victimProjectId }))(t, w);
    expect(await revealState(t, w)).toEqual(before);
  },
  'POST /api/project/:id/search/save-candidates': hiddenFromInsider('POST', saveUrl, saveBody),
};
