import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

/**
 * Probes for the campaign authoring routes (spread into PROBES): generation, previews and saved
 * templates. The outsider names the victim's workspace (403: not a member) or their own workspace
 * with the victim's ids (404), and the victim's rows stay exactly as they were.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const SECRETS = ['Victim template body', 'Victim generated', 'Grace Victim', 'Victim Engineer'];

const firstId = async (t: TestApp, text: string, values: unknown[]): Promise<string | undefined> =>
  (await t.pool.query<{ id: string }>(text, values)).rows[0]?.id;

/** The victim's saved WhatsApp template, made on first use. */
const victimTemplateId = async (t: TestApp, w: World): Promise<string> =>
  (await firstId(t, 'select id from message_template where workspace_id = $1 limit 1', [
    w.victimWorkspace,
  ])) ??
  (await firstId(
    t,
    `insert into message_template (workspace_id, channel, name, body)
     values ($1, 'whatsapp', 'Victim template', 'Victim template body') returning id`,
    [w.victimWorkspace],
  )) ??
  '';

/** A ready generation run of the victim's campaign, made on first use. */
const victimGenerationId = async (t: TestApp, w: World): Promise<string> =>
  (await firstId(t, 'select id from step_generation where campaign_id = $1 limit 1', [
    w.victimCampaignId,
  ])) ??
  (await firstId(
    t,
    `insert into step_generation (workspace_id, campaign_id, project_id, status, request, generated_steps, provider)
     values ($1, $2, $3, 'ready',
             '{"channels":["whatsapp"],"tone":"casual","number_of_steps":1}',
             '[{"type":"auto_whatsapp_message_send","config":{"message":"Victim generated"}}]',
             '{"kind":"local_rules","label":"Built-in writer (no AI model configured)"}')
     returning id`,
    [w.victimWorkspace, w.victimCampaignId, w.victimProjectId],
  )) ??
  '';

const victimState = async (t: TestApp, w: World) =>
  (
    await t.pool.query(
      `select (select json_agg(json_build_object('id', g.id, 'status', g.status) order by g.id)
                 from step_generation g where g.workspace_id = $1) as generations,
              (select json_agg(json_build_object('id', m.id, 'name', m.name, 'body', m.body) order by m.id)
                 from message_template m where m.workspace_id = $1) as templates,
              (select json_agg(json_build_object('id', s.id, 'config', s.config) order by s.id)
                 from campaign_step s where s.workspace_id = $1) as steps`,
      [w.victimWorkspace],
    )
  ).rows[0] as Record<string, unknown>;

const expectNoSecrets = (response: TestResponse, w: World) => {
  for (const secret of [...SECRETS, w.victimMemberId, 'victim@example.com'])
    expect(response.body).not.toContain(secret);
};

const outsider = (
  t: TestApp,
  w: World,
  method: InjectOptions['method'],
  url: string,
  own: boolean,
  body?: unknown,
) =>
  call(t, method, url, {
    cookie: w.outsiderCookie,
    workspace: own ? w.outsiderWorkspace : w.victimWorkspace,
    body,
  });

/** 403 through the victim's workspace, `ownStatus` through the outsider's; nothing of the victim changes. */
const refused =
  (
    method: InjectOptions['method'],
    url: (w: World, ids: { templateId: string; generationId: string }) => string,
    body?: unknown,
    ownStatus = 404,
  ): Probe =>
  async (t, w) => {
    const ids = {
      templateId: await victimTemplateId(t, w),
      generationId: await victimGenerationId(t, w),
    };
    const before = await victimState(t, w);
    const target = url(w, ids);
    const direct = await outsider(t, w, method, target, false, body);
    expect(direct.statusCode, `${target} via victim workspace`).toBe(403);
    const viaOwn = await outsider(t, w, method, target, true, body);
    expect(viaOwn.statusCode, `${target} via own workspace`).toBe(ownStatus);
    for (const response of [direct, viaOwn]) expectNoSecrets(response, w);
    expect(await victimState(t, w)).toEqual(before);
  };

const VALID_TEMPLATE = { channel: 'whatsapp', name: 'Mole', body: 'Mole body' };
const REQUEST = { channels: ['email'], tone: 'casual', number_of_steps: 1 };
const generationUrl = (w: World, generationId: string, action: string) =>
  `/api/campaign/${w.victimCampaignId}/steps/generation/${generationId}/${action}`;

/** The outsider's own campaign, with none of the victim's candidates. */
const outsiderCampaignId = async (t: TestApp, w: World): Promise<string> => {
  const created = await outsider(t, w, 'POST', '/api/project/create', true, {
    name: 'Outsider preview',
    job: { title: 'Mole' },
  });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json().data as { linked_campaign: string }).linked_campaign;
};

export const AUTHORING_PROBES: Record<string, Probe> = {
  'GET /api/campaign/text-provider': refused(
    'GET',
    () => '/api/campaign/text-provider',
    undefined,
    200,
  ),
  'GET /api/campaign/template-variables': refused(
    'GET',
    () => '/api/campaign/template-variables',
    undefined,
    200,
  ),
  'POST /api/campaign/:campaignID/steps/generate': refused(
    'POST',
    (w) => `/api/campaign/${w.victimCampaignId}/steps/generate`,
    REQUEST,
  ),
  'GET /api/campaign/:campaignID/steps/generation': refused(
    'GET',
    (w) => `/api/campaign/${w.victimCampaignId}/steps/generation`,
  ),
  'PUT /api/campaign/:campaignID/steps/generation/:generationID/accept': refused('PUT', (w, ids) =>
    generationUrl(w, ids.generationId, 'accept'),
  ),
  'PUT /api/campaign/:campaignID/steps/generation/:generationID/discard': refused('PUT', (w, ids) =>
    generationUrl(w, ids.generationId, 'discard'),
  ),
  'GET /api/campaign/:campaignID/preview-values': async (t, w) => {
    await refused(
      'GET',
      (world) =>
        `/api/campaign/${world.victimCampaignId}/preview-values?candidate_id=${world.victimCandidateId}`,
    )(t, w);
    const ownCampaign = await outsiderCampaignId(t, w);
    const victimPerson = await outsider(
      t,
      w,
      'GET',
      `/api/campaign/${ownCampaign}/preview-values?candidate_id=${w.victimCandidateId}`,
      true,
    );
    expect(victimPerson.statusCode).toBe(404);
    expectNoSecrets(victimPerson, w);
  },
  'GET /api/campaign/template/list': refused(
    'GET',
    () => '/api/campaign/template/list',
    undefined,
    200,
  ),
  'POST /api/campaign/template/create': async (t, w) => {
    const before = await victimState(t, w);
    const direct = await outsider(
      t,
      w,
      'POST',
      '/api/campaign/template/create',
      false,
      VALID_TEMPLATE,
    );
    expect(direct.statusCode).toBe(403);
    expect(await victimState(t, w)).toEqual(before);
  },
  'PUT /api/campaign/template/update/:id': refused(
    'PUT',
    (_w, ids) => `/api/campaign/template/update/${ids.templateId}`,
    VALID_TEMPLATE,
  ),
  'PUT /api/campaign/template/delete/:id': refused(
    'PUT',
    (_w, ids) => `/api/campaign/template/delete/${ids.templateId}`,
  ),
};
