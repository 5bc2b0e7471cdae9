import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { hiddenFromInsider, type InsiderProbe } from '../../../test/same-workspace-probe';

type Probe = (t: TestApp, w: World) => Promise<void>;

const callsUrl = (w: World) => `/api/candidate/${w.victimCandidateId}/calls`;

/** The AI call routes (decision 047) as the outsider: 403 via the victim's workspace, else 404. */
export const CALL_PROBES: Record<string, Probe> = {
  'GET /api/candidate/:candidateID/calls': async (t, w) => {
    for (const url of [callsUrl(w), `${callsUrl(w)}?project_id=${w.victimProjectId}`]) {
      const direct = await call(t, 'GET', url, {
        cookie: w.outsiderCookie,
        workspace: w.victimWorkspace,
      });
      expect(direct.statusCode, `${url} via victim workspace`).toBe(403);
      const viaOwn = await call(t, 'GET', url, {
        cookie: w.outsiderCookie,
        workspace: w.outsiderWorkspace,
      });
      expect(viaOwn.statusCode, `${url} via own workspace`).toBe(404);
      for (const response of [direct, viaOwn])
        expect(response.body).not.toContain(w.victimCandidateId);
    }
  },
};

export const CALL_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'GET /api/candidate/:candidateID/calls': async (t, w) => {
    await hiddenFromInsider('GET', callsUrl)(t, w);
    await hiddenFromInsider(
      'GET',
      (world) => `${callsUrl(world)}?project_id=${world.victimProjectId}`,
    )(t, w);
  },
};
