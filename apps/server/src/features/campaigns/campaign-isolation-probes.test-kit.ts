import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

/**
 * Probes for the campaign step, settings and activation routes (spread into PROBES). Each write
 * is made as the outsider naming the victim's workspace (403: not a member) and naming their own
 * workspace with the victim's ids (404), and the victim's campaign must be exactly as before.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

/** The victim campaign's one step, made on first use (the shared world has no steps). */
const victimStepId = async (t: TestApp, w: World): Promise<string> => {
  const found = await t.pool.query<{ id: string }>(
    'select id from campaign_step where campaign_id = $1 order by position limit 1',
    [w.victimCampaignId],
  );
  if (found.rows[0]) return found.rows[0].id;
  const made = await t.pool.query<{ id: string }>(
    `insert into campaign_step (workspace_id, campaign_id, position, type, config)
     values ($1, $2, 1, 'auto_whatsapp_message_send', '{"message":"Victim message"}') returning id`,
    [w.victimWorkspace, w.victimCampaignId],
  );
  return made.rows[0]?.id ?? '';
};

const victimCampaignState = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      `select c.status, c.config, c.schedule, c.daily_limit, c.launched_at, c.head_version,
              (select json_agg(json_build_object('id', s.id, 'position', s.position, 'config', s.config)
                                order by s.position)
                 from campaign_step s where s.campaign_id = c.id) as steps
         from campaign c where c.id = $1`,
      [w.victimCampaignId],
    )
  ).rows[0] as Record<string, unknown>;

const unchanged =
  (
    method: InjectOptions['method'],
    url: (w: World, stepId: string) => string,
    body: (w: World, stepId: string) => unknown,
  ): Probe =>
  async (t, w) => {
    const stepId = await victimStepId(t, w);
    const before = await victimCampaignState(t, w);
    const target = url(w, stepId);
    const payload = body(w, stepId);
    const direct = await call(t, method, target, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: payload,
    });
    expect(direct.statusCode, `${target} via victim workspace`).toBe(403);
    const viaOwn = await call(t, method, target, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body: payload,
    });
    expect(viaOwn.statusCode, `${target} via own workspace`).toBe(404);
    for (const response of [direct, viaOwn])
      for (const secret of ['Victim message', 'Victim Pipeline', 'victim@example.com'])
        expect(response.body).not.toContain(secret);
    expect(await victimCampaignState(t, w)).toEqual(before);
  };

export const CAMPAIGN_PROBES: Record<string, Probe> = {
  'POST /api/campaign/:campaignID/step/add': unchanged(
    'POST',
    (w) => `/api/campaign/${w.victimCampaignId}/step/add`,
    () => ({ type: 'delay', config: { days: 1, hours: 0 }, order: 1 }),
  ),
  'PUT /api/campaign/:campaignID/step/update/:stepID': unchanged(
    'PUT',
    (w, stepId) => `/api/campaign/${w.victimCampaignId}/step/update/${stepId}`,
    () => ({ type: 'auto_whatsapp_message_send', config: { message: 'Mole message' } }),
  ),
  'PUT /api/campaign/:campaignID/step/delete/:stepID': unchanged(
    'PUT',
    (w, stepId) => `/api/campaign/${w.victimCampaignId}/step/delete/${stepId}`,
    () => undefined,
  ),
  'PUT /api/campaign/:campaignID/steps/reorder': unchanged(
    'PUT',
    (w) => `/api/campaign/${w.victimCampaignId}/steps/reorder`,
    (_w, stepId) => ({ step_ids: [stepId] }),
  ),
  'PUT /api/campaign/:id/settings': unchanged(
    'PUT',
    (w) => `/api/campaign/${w.victimCampaignId}/settings`,
    () => ({ daily_limit: 1, from_email: null }),
  ),
  'PUT /api/campaign/activate/:id': unchanged(
    'PUT',
    (w) => `/api/campaign/activate/${w.victimCampaignId}`,
    () => ({ run: true }),
  ),
};
