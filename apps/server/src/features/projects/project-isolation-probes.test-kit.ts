import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { hiddenFromInsider, type InsiderProbe } from '../../../test/same-workspace-probe';

/**
 * Probes for the project, pipeline and candidate routes (spread into PROBES). Each calls the
 * route as the outsider twice: naming the victim's workspace (403, not a member) and naming
 * their own workspace with the victim's ids (404: the ids do not exist there).
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_SECRETS = (w: World) => [
  w.victimMemberId,
  w.victimProjectId,
  w.victimJobId,
  w.victimCandidateId,
  w.victimCampaignId,
  'victim@example.com',
  'Victim Pipeline',
  'Grace Victim',
];

const bothWays = async (
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
  expect(direct.statusCode, `${url} via victim workspace`).toBe(403);
  const viaOwn = await call(t, method, url, {
    cookie: w.outsiderCookie,
    workspace: w.outsiderWorkspace,
    body,
  });
  expect(viaOwn.statusCode, `${url} via own workspace`).toBe(404);
  for (const response of [direct, viaOwn])
    for (const secret of VICTIM_SECRETS(w)) expect(response.body).not.toContain(secret);
};

const victimState = async (t: TestApp, w: World) => {
  const result = await t.pool.query(
    `select p.name, p.archived_at, j.title,
            (select count(*) from project_member m where m.project_id = p.id)::int as members,
            (select json_agg(json_build_object('stage', pc.stage, 'values', pc.custom_values)) from project_candidate pc where pc.project_id = p.id) as links,
            (select count(*) from custom_field f where f.project_id = p.id)::int as fields,
            (select count(*) from saved_search s where s.project_id = p.id)::int as searches,
            (select count(*) from candidate_note n where n.candidate_id = $2)::int as notes
       from project p join job j on j.id = p.job_id where p.id = $1`,
    [w.victimProjectId, w.victimCandidateId],
  );
  return result.rows[0] as Record<string, unknown>;
};

/** A write probe: refused both ways, and the victim's project is exactly as before. */
const unchanged =
  (
    method: InjectOptions['method'],
    url: (w: World) => string,
    body: (w: World) => unknown,
  ): Probe =>
  async (t, w) => {
    const before = await victimState(t, w);
    expect(before).toBeDefined();
    await bothWays(t, w, method, url(w), body(w));
    expect(await victimState(t, w)).toEqual(before);
  };

const read =
  (url: (w: World) => string): Probe =>
  (t, w) =>
    bothWays(t, w, 'GET', url(w));

const job = { title: 'Stolen', company: 'Mole Inc' };

export const PROJECT_PROBES: Record<string, Probe> = {
  'POST /api/project/create': async (t, w) => {
    const response = await call(t, 'POST', '/api/project/create', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { name: 'Mole project', job },
    });
    expect(response.statusCode).toBe(403);
    const rows = await t.pool.query(`select 1 from project where name = 'Mole project'`);
    expect(rows.rowCount).toBe(0);
  },
  'GET /api/project/list': async (t, w) => {
    const direct = await call(t, 'GET', '/api/project/list', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode).toBe(403);
    const own = await call(t, 'GET', '/api/project/list', {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain(w.victimProjectId);
  },
  'GET /api/project/get/:id': read((w) => `/api/project/get/${w.victimProjectId}`),
  'PUT /api/project/update/:id': unchanged(
    'PUT',
    (w) => `/api/project/update/${w.victimProjectId}`,
    () => ({ name: 'Renamed by mole', job }),
  ),
  'PUT /api/project/archive/:id': unchanged(
    'PUT',
    (w) => `/api/project/archive/${w.victimProjectId}`,
    () => ({ archived: true }),
  ),
  'PUT /api/project/delete/:id': unchanged(
    'PUT',
    (w) => `/api/project/delete/${w.victimProjectId}`,
    () => undefined,
  ),
  'GET /api/job/get-complete-details/:linked_job': read(
    (w) => `/api/job/get-complete-details/${w.victimJobId}`,
  ),
  'GET /api/project/:id/members/list': read(
    (w) => `/api/project/${w.victimProjectId}/members/list`,
  ),
  'POST /api/project/:id/members/add': unchanged(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/members/add`,
    (w) => ({ members: [{ _id: w.victimMemberId, role: 'editor' }] }),
  ),
  'POST /api/project/:id/members/remove': unchanged(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/members/remove`,
    (w) => ({ member_id: w.victimMemberId }),
  ),
  'POST /api/project/:id/members/change-role': unchanged(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/members/change-role`,
    (w) => ({ member_id: w.victimMemberId, role: 'collaborator' }),
  ),
  'GET /api/project/:id/search/list': read((w) => `/api/project/${w.victimProjectId}/search/list`),
  'GET /api/project/:id/insights/funnel': read(
    (w) => `/api/project/${w.victimProjectId}/insights/funnel`,
  ),
  'GET /api/project/:id/insights/market': read(
    (w) => `/api/project/${w.victimProjectId}/insights/market`,
  ),
  'POST /api/project/:id/search/save': unchanged(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/search/save`,
    () => ({ name: 'Mole search', kind: 'search', query: {} }),
  ),
  'PUT /api/project/:id/search/delete/:searchId': unchanged(
    'PUT',
    (w) => `/api/project/${w.victimProjectId}/search/delete/${w.victimSearchId}`,
    () => undefined,
  ),
  'GET /api/project/:id/pipeline/stages': read(
    (w) => `/api/project/${w.victimProjectId}/pipeline/stages`,
  ),
  'GET /api/project/:id/pipeline/candidates': read(
    (w) => `/api/project/${w.victimProjectId}/pipeline/candidates`,
  ),
  'POST /api/project/:id/pipeline/move': unchanged(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/pipeline/move`,
    (w) => ({ candidate_ids: [w.victimCandidateId], to_stage: 'rejected' }),
  ),
  'PUT /api/project/:id/candidate/:candidateID/custom-values': unchanged(
    'PUT',
    (w) => `/api/project/${w.victimProjectId}/candidate/${w.victimCandidateId}/custom-values`,
    (w) => ({ values: { [w.victimFieldId]: 'mole' } }),
  ),
  'POST /api/project/:id/custom-fields/create': unchanged(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/custom-fields/create`,
    () => ({ name: 'Mole field', type: 'text' }),
  ),
  'PUT /api/project/:id/custom-fields/update/:fieldId': unchanged(
    'PUT',
    (w) => `/api/project/${w.victimProjectId}/custom-fields/update/${w.victimFieldId}`,
    () => ({ name: 'Mole field', type: 'text' }),
  ),
  'PUT /api/project/:id/custom-fields/delete/:fieldId': unchanged(
    'PUT',
    (w) => `/api/project/${w.victimProjectId}/custom-fields/delete/${w.victimFieldId}`,
    () => undefined,
  ),
  'POST /api/project/:id/candidate/add': unchanged(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/candidate/add`,
    () => ({ first_name: 'Mole', email: 'grace.victim@example.com', source: 'csv' }),
  ),
  'POST /api/project/:id/candidate/create': unchanged(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/candidate/create`,
    () => ({ first_name: 'Mole', email: 'grace.victim@example.com', note: 'Mole was here' }),
  ),
  'GET /api/candidate/get/:candidateID': async (t, w) => {
    await bothWays(t, w, 'GET', `/api/candidate/get/${w.victimCandidateId}`);
    await bothWays(
      t,
      w,
      'GET',
      `/api/candidate/get/${w.victimCandidateId}?project_id=${w.victimProjectId}`,
    );
  },
  'GET /api/candidate/:candidateID/resume': read(
    (w) => `/api/candidate/${w.victimCandidateId}/resume`,
  ),
  'GET /api/candidate/:candidateID/contact-channels': async (t, w) => {
    await bothWays(t, w, 'GET', `/api/candidate/${w.victimCandidateId}/contact-channels`);
    await bothWays(
      t,
      w,
      'GET',
      `/api/candidate/${w.victimCandidateId}/contact-channels?project_id=${w.victimProjectId}`,
    );
  },
  'POST /api/candidate/:candidateID/notes/add': unchanged(
    'POST',
    (w) => `/api/candidate/${w.victimCandidateId}/notes/add`,
    () => ({ body: 'Mole was here' }),
  ),
  'PUT /api/candidate/:candidateID/do-not-contact': async (t, w) => {
    await bothWays(t, w, 'PUT', `/api/candidate/${w.victimCandidateId}/do-not-contact`, {
      do_not_contact: true,
      reason: 'Mole was here',
    });
    const row = await t.pool.query(
      `select do_not_contact_at, (select count(*) from do_not_contact_change c where c.candidate_id = $1)::int as changes
         from candidate where id = $1`,
      [w.victimCandidateId],
    );
    expect(row.rows[0]).toEqual({ do_not_contact_at: null, changes: 0 });
  },
  'GET /api/campaign/get/:id': read((w) => `/api/campaign/get/${w.victimCampaignId}`),
  'GET /api/campaign/:id/steps': read((w) => `/api/campaign/${w.victimCampaignId}/steps`),
};

/**
 * The same routes as a member of the victim's workspace without the candidate's project
 * (spread into INSIDER_PROBES): 404 on every route that names the person or their project.
 */
export const PROJECT_INSIDER_PROBES: Record<string, InsiderProbe> = {
  'POST /api/project/:id/candidate/add': hiddenFromInsider(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/candidate/add`,
    () => ({ first_name: 'Mole', email: 'grace.victim@example.com', source: 'csv' }),
  ),
  'POST /api/project/:id/candidate/create': hiddenFromInsider(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/candidate/create`,
    () => ({ first_name: 'Mole', email: 'grace.victim@example.com', note: 'Mole was here' }),
  ),
  'GET /api/project/:id/pipeline/candidates': hiddenFromInsider(
    'GET',
    (w) => `/api/project/${w.victimProjectId}/pipeline/candidates`,
  ),
  'POST /api/project/:id/pipeline/move': hiddenFromInsider(
    'POST',
    (w) => `/api/project/${w.victimProjectId}/pipeline/move`,
    (w) => ({ candidate_ids: [w.victimCandidateId], to_stage: 'rejected' }),
  ),
  'PUT /api/project/:id/candidate/:candidateID/custom-values': hiddenFromInsider(
    'PUT',
    (w) => `/api/project/${w.victimProjectId}/candidate/${w.victimCandidateId}/custom-values`,
    (w) => ({ values: { [w.victimFieldId]: 'mole' } }),
  ),
  'GET /api/candidate/get/:candidateID': async (t, w) => {
    await hiddenFromInsider('GET', () => `/api/candidate/get/${w.victimCandidateId}`)(t, w);
    await hiddenFromInsider(
      'GET',
      () => `/api/candidate/get/${w.victimCandidateId}?project_id=${w.victimProjectId}`,
    )(t, w);
  },
  'GET /api/candidate/:candidateID/resume': hiddenFromInsider(
    'GET',
    (w) => `/api/candidate/${w.victimCandidateId}/resume`,
  ),
  'GET /api/candidate/:candidateID/contact-channels': async (t, w) => {
    const url = `/api/candidate/${w.victimCandidateId}/contact-channels`;
    await hiddenFromInsider('GET', () => url)(t, w);
    await hiddenFromInsider('GET', () => `${url}?project_id=${w.victimProjectId}`)(t, w);
  },
  'POST /api/candidate/:candidateID/notes/add': async (t, w) => {
    const url = () => `/api/candidate/${w.victimCandidateId}/notes/add`;
    await hiddenFromInsider('POST', url, () => ({ body: 'Mole was here' }))(t, w);
    await hiddenFromInsider('POST', url, () => ({
      body: 'Mole was here',
      project_id: w.victimProjectId,
    }))(t, w);
  },
  'PUT /api/candidate/:candidateID/do-not-contact': async (t, w) => {
    await hiddenFromInsider(
      'PUT',
      () => `/api/candidate/${w.victimCandidateId}/do-not-contact`,
      () => ({ do_not_contact: true, reason: 'Mole was here' }),
    )(t, w);
    const row = await t.pool.query(`select do_not_contact_at from candidate where id = $1`, [
      w.victimCandidateId,
    ]);
    expect(row.rows[0]).toEqual({ do_not_contact_at: null });
  },
};
