import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from './test-app';
import type { World } from './tenant-isolation-probes';

/**
 * The second kind of isolation probe (decision 014): a member of the victim's own workspace who
 * was given none of the candidate's projects calls a candidate route. The answer is the 404 of an
 * unknown id, with nothing of the person in it, and nothing of the person changes.
 */
export type InsiderProbe = (t: TestApp, w: World) => Promise<void>;

const PERSON_SECRETS = [
  'Grace Victim',
  'grace.victim@example.com',
  'Victim note',
  'Victim Pipeline',
];

const personState = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      `select c.first_name, c.full_name, c.email, c.updated_at, c.do_not_contact_at,
              (select json_agg(json_build_object('stage', pc.stage, 'values', pc.custom_values)
                               order by pc.project_id)
                 from project_candidate pc where pc.candidate_id = c.id) as links,
              (select count(*) from candidate_note n where n.candidate_id = c.id)::int as notes,
              (select count(*) from project_candidate pc where pc.project_id = $2)::int as in_project
         from candidate c where c.id = $1`,
      [w.victimCandidateId, w.victimProjectId],
    )
  ).rows[0] as Record<string, unknown>;

export const hiddenFromInsider =
  (
    method: InjectOptions['method'],
    url: (w: World) => string,
    body?: (w: World) => unknown,
  ): InsiderProbe =>
  async (t, w) => {
    const before = await personState(t, w);
    expect(before).toBeDefined();
    const response = await call(t, method, url(w), {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      body: body?.(w),
    });
    expect(response.statusCode, `${url(w)} as a member without the project`).toBe(404);
    for (const secret of PERSON_SECRETS) expect(response.body).not.toContain(secret);
    expect(await personState(t, w)).toEqual(before);
  };
