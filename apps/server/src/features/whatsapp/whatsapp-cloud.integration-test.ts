import type { FakeWhatsappCloud } from '@hirelane/test-servers/fake-whatsapp-cloud/fake-whatsapp-cloud';
import type { MessageTemplate } from '@hirelane/domain/campaigns/message-template.schema';
import { CONTACT_BLOCK_MESSAGES } from '@hirelane/domain/outreach/contact-rulebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { STEP_TEMPLATE_NOT_APPROVED } from '../campaigns/templates/template-approval-store';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { signCloudApiBody } from '../../integrations/whatsapp/cloud-api-signature';
import { sendDueCloudWhatsapp } from './send-due-cloud-whatsapp';
import {
  CLOUD_APP_SECRET,
  cloudAccount,
  connectBusiness,
  createCloudWorld,
} from './whatsapp-cloud.test-kit';
import { whatsappKit } from './whatsapp.test-kit';

let t: TestApp;
let cloud: FakeWhatsappCloud;
let kit: ReturnType<typeof whatsappKit>;
let owner: As;
let webhookUrl = '';
let verifyToken = '';
const ACCOUNT = cloudAccount(1);

/** Noon in London: daytime where the people of these tests live. */
const NOON = new Date('2026-11-24T12:00:00Z');
const person = (name: string, phone: string) => ({
  full_name: name,
  phone_numbers: [phone],
  country: 'United Kingdom',
});

beforeAll(async () => {
  ({ t, cloud } = await createCloudWorld());
  kit = whatsappKit(t, null, 96);
  owner = await kit.owner('wa-cloud-owner@example.com');
});
afterAll(async () => {
  await t.close();
  await cloud.close();
});

const businessStatus = async (as: As) => {
  const response = await call(
    t,
    'GET',
    '/api/communication/whatsapp-business-api/account/status',
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown>;
};

const templates = async (as: As) =>
  (await call(t, 'GET', '/api/campaign/template/list?channel=whatsapp_template', as)).json()
    .data as MessageTemplate[];

const templateNamed = async (as: As, name: string) => {
  const found = (await templates(as)).find((template) => template.name.startsWith(name));
  if (!found) throw new Error(`No template ${name}`);
  return found;
};

describe('connecting the WhatsApp Business account', () => {
  it('refuses credentials Graph refuses, storing nothing', async () => {
    cloud.addAccount(ACCOUNT);
    const refused = await call(
      t,
      'POST',
      '/api/communication/whatsapp-business-api/account/connect',
      {
        ...owner,
        body: {
          phone_number_id: ACCOUNT.phoneNumberId,
          waba_id: ACCOUNT.wabaId,
          access_token: 'EAAG-wrong',
          app_secret: CLOUD_APP_SECRET,
        },
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'WhatsApp Business refused to read the phone number (HTTP 401, code 190: Invalid OAuth access token - Cannot parse access token).',
    );
    const malformed = await call(
      t,
      'POST',
      '/api/communication/whatsapp-business-api/account/connect',
      {
        ...owner,
        body: { phone_number_id: 'abc', waba_id: '', access_token: '', app_secret: 'x' },
      },
    );
    expect(malformed.statusCode).toBe(422);
    expect(await businessStatus(owner)).toEqual({
      connected: false,
      status: null,
      phone_number: null,
      error_message: null,
    });
  });

  it('verifies by one Graph call, stores WORKING and syncs the templates with their status', async () => {
    ({ webhook_url: webhookUrl, verify_token: verifyToken } = await connectBusiness(
      t,
      cloud,
      owner,
      ACCOUNT,
    ));
    expect(await businessStatus(owner)).toEqual({
      connected: true,
      status: 'WORKING',
      phone_number: ACCOUNT.displayPhoneNumber,
      error_message: null,
    });
    const stored = await t.pool.query<{ access_token_sealed: string; app_secret_sealed: string }>(
      'select access_token_sealed, app_secret_sealed from whatsapp_business_account where workspace_id = $1',
      [owner.workspace],
    );
    expect(stored.rows[0]?.access_token_sealed).toMatch(/^v1\./);
    expect(JSON.stringify(stored.rows)).not.toContain(ACCOUNT.accessToken);
    expect(JSON.stringify(stored.rows)).not.toContain(CLOUD_APP_SECRET);

    const view = await call(t, 'GET', '/api/communication/whatsapp-business-api/account', owner);
    expect(view.json().data).toMatchObject({
      connected: true,
      templates: { approved: 2, pending: 1, rejected: 1 },
      webhook_url: expect.stringMatching(
        /\/api\/webhooks\/whatsapp\/cloud\/[0-9a-f-]{36}$/,
      ) as unknown,
    });
    const intro = await templateNamed(owner, 'role_intro');
    expect(intro).toMatchObject({
      approval_status: 'APPROVED',
      language: 'en',
      header: 'A role for you',
      body: 'Hi {{1}}, we are hiring a {{2}}. Interested?',
      footer: 'Reply STOP to opt out',
      actions: [
        { label: 'Tell me more', icon: 'quick_reply' },
        { label: 'Call us', icon: 'call' },
      ],
      can_edit: false,
    });
    // Meta's templates are changed in WhatsApp Manager, not here.
    const edit = await call(t, 'PUT', `/api/campaign/template/update/${intro._id}`, {
      ...owner,
      body: {
        channel: 'whatsapp_template',
        name: 'x',
        header: null,
        body: 'x',
        footer: null,
        actions: [],
      },
    });
    expect(edit.statusCode).toBe(422);

    // Meta approves the pending one: a sync updates it in place.
    const pending = await templateNamed(owner, 'offer_pending');
    cloud.setTemplates(ACCOUNT.wabaId, [
      ...(await import('./whatsapp-cloud.test-kit')).CLOUD_TEMPLATES.map((template) =>
        template.name === 'offer_pending' ? { ...template, status: 'APPROVED' } : template,
      ),
    ]);
    const synced = await call(
      t,
      'POST',
      '/api/communication/whatsapp-business-api/templates/sync',
      owner,
    );
    expect(synced.statusCode, synced.body).toBe(200);
    expect((synced.json().data as { templates: unknown }).templates).toEqual({
      approved: 3,
      pending: 0,
      rejected: 1,
    });
    expect((await templateNamed(owner, 'offer_pending'))._id).toBe(pending._id);
  });

  it('answers Meta’s webhook verification with the challenge, else 403', async () => {
    const path = new URL(webhookUrl).pathname;
    const verify = (token: string, mode = 'subscribe') =>
      t.fastify.inject({
        method: 'GET',
        url: `${path}?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      });
    const ok = await verify(verifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    expect((await verify('wrong')).statusCode).toBe(403);
    expect((await verify(verifyToken, 'unsubscribe')).statusCode).toBe(403);
  });
});

describe('a WhatsApp template step', () => {
  it('can choose only approved templates', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Choose' });
    const rejected = await templateNamed(owner, 'too_pushy');
    const refused = await kit.api(owner).add(project.linked_campaign, {
      type: 'auto_whatsapp_template_send',
      config: { template_id: rejected._id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(STEP_TEMPLATE_NOT_APPROVED);
  });

  it('is sent exactly once with its parameters filled, then follows its statuses', async () => {
    const intro = await templateNamed(owner, 'role_intro');
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Cloud Once',
      [
        {
          type: 'auto_whatsapp_template_send',
          config: { template_id: intro._id, variables: ['first_name', 'full_name'] },
        },
        DRAFTS.delay,
      ],
      [person('Ada Lovelace', '07700 900123')],
    );
    const [ada = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: NOON });
    await scheduleDueSteps(t.app, { now: NOON });
    expect(await kit.messagesOf(ada)).toMatchObject([
      {
        status: 'scheduled',
        to_phone: '+447700900123',
        body: 'A role for you\n\nHi Ada, we are hiring a Ada Lovelace. Interested?\n\nReply STOP to opt out',
      },
    ]);
    const before = cloud.sent.length;
    const rounds = await Promise.all([
      sendDueCloudWhatsapp(t.app, NOON),
      sendDueCloudWhatsapp(t.app, NOON),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    await sendDueCloudWhatsapp(t.app, NOON);
    const sent = cloud.sent.slice(before);
    expect(sent).toEqual([
      {
        id: expect.stringMatching(/^wamid\./) as unknown,
        phoneNumberId: ACCOUNT.phoneNumberId,
        to: '447700900123',
        type: 'template',
        template: {
          name: 'role_intro',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ada' },
                { type: 'text', text: 'Ada Lovelace' },
              ],
            },
          ],
        },
      },
    ]);
    const id = sent[0]?.id ?? '';
    expect((await kit.messagesOf(ada))[0]).toMatchObject({
      status: 'sent',
      provider_message_id: id,
    });
    expect((await kit.enrolmentsOf(ada))[0]).toMatchObject({ held_reason: null, step_index: 1 });

    expect((await cloud.status(ACCOUNT.phoneNumberId, id, 'delivered')).status).toBe(200);
    expect((await kit.messagesOf(ada))[0]?.status).toBe('delivered');
    await cloud.status(ACCOUNT.phoneNumberId, id, 'read');
    const late = await cloud.status(ACCOUNT.phoneNumberId, id, 'delivered');
    expect(late.status).toBe(200);
    expect((await kit.messagesOf(ada))[0]?.status).toBe('read');
  });

  it('fills named parameters by their variable, and holds a missing value', async () => {
    const named = await templateNamed(owner, 'named_hello');
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Cloud Named',
      [{ type: 'auto_whatsapp_template_send', config: { template_id: named._id } }],
      [person('Grace Hopper', '07700 900124')],
    );
    await scheduleDueSteps(t.app, { now: NOON });
    await sendDueCloudWhatsapp(t.app, NOON);
    expect(cloud.sent.at(-1)?.template?.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: 'Grace', parameter_name: 'first_name' }] },
    ]);
    expect((await kit.messagesOf(candidateIds[0] ?? ''))[0]?.status).toBe('sent');

    const intro = await templateNamed(owner, 'role_intro');
    const unmapped = await kit.runningCampaign(
      owner,
      'Cloud Unmapped',
      [{ type: 'auto_whatsapp_template_send', config: { template_id: intro._id } }],
      [person('Alan Turing', '07700 900125')],
    );
    await scheduleDueSteps(t.app, { now: NOON });
    expect((await kit.enrolmentsOf(unmapped.candidateIds[0] ?? ''))[0]?.held_reason).toBe(
      'Not sent: no value for {{1}}, {{2}}.',
    );
  });
});

describe('the Cloud API webhook', () => {
  it('refuses a bad or missing signature (401) and records a replayed message once', async () => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    expect(await cloud.post(ACCOUNT.phoneNumberId, body, `sha256=${'ab'.repeat(32)}`)).toBe(401);
    expect(await cloud.post(ACCOUNT.phoneNumberId, body, null)).toBe(401);
    expect(
      await cloud.post(ACCOUNT.phoneNumberId, body, signCloudApiBody('f'.repeat(32), body)),
    ).toBe(401);
    expect(
      await cloud.post(ACCOUNT.phoneNumberId, body, signCloudApiBody(CLOUD_APP_SECRET, body)),
    ).toBe(200);

    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Cloud Replay',
      [DRAFTS.delay, DRAFTS.email],
      [person('Rey Play', '07700 900333')],
    );
    const [rey = ''] = candidateIds;
    const first = await cloud.receive(ACCOUNT.phoneNumberId, '447700900333', 'Sounds good');
    expect(first.status).toBe(200);
    const raw = JSON.stringify(first.body);
    const replay = await t.fastify.inject({
      method: 'POST',
      url: new URL(webhookUrl).pathname,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signCloudApiBody(CLOUD_APP_SECRET, raw),
      },
      payload: raw,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<{ outcomes: string[] }>().outcomes).toEqual(['duplicate']);
    const inbound = (await kit.messagesOf(rey)).filter((m) => m.direction === 'inbound');
    expect(inbound).toMatchObject([{ body: 'Sounds good', status: 'received' }]);
    expect(inbound[0]?.thread_id).not.toBeNull();
    // The e-mail sequence of the same person stops: a WhatsApp answer is a reply.
    expect(await kit.enrolmentsOf(rey)).toEqual([
      expect.objectContaining({ status: 'stopped', stop_reason: 'replied' }),
    ]);
  });
});

describe('replying from the inbox on WhatsApp', () => {
  it('queues the answer for the business number inside the 24-hour window, refuses it after', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Cloud Inbox',
      [DRAFTS.delay],
      // No known location: no quiet hours, so the wall clock does not matter here.
      [{ full_name: 'In Box', phone_numbers: ['+447700900888'] }],
    );
    const [inbox = ''] = candidateIds;
    await cloud.receive(ACCOUNT.phoneNumberId, '447700900888', 'Is the role remote?');
    const [received] = await kit.messagesOf(inbox);
    const threadId = received?.thread_id ?? '';
    await t.pool.query(
      `update workspace set feature_flags = feature_flags || '{"team": true}'::jsonb where id = $1`,
      [owner.workspace],
    );
    const reply = (body: string) =>
      call(t, 'POST', `/api/inbox/threads/${threadId}/reply`, {
        ...owner,
        body: { body, channel: 'whatsapp' },
      });
    const asWritten = await reply('Hi {{first_name}}');
    expect(asWritten.statusCode).toBe(422);
    const queued = await reply('Yes, <b>fully</b> remote.');
    expect(queued.statusCode, queued.body).toBe(200);
    await sendDueCloudWhatsapp(t.app);
    expect(cloud.sent.at(-1)).toMatchObject({
      type: 'text',
      to: '447700900888',
      text: { body: 'Yes, fully remote.' },
    });
    const messages = await kit.messagesOf(inbox);
    expect(messages.map((m) => [m.direction, m.status, m.thread_id])).toEqual([
      ['inbound', 'received', threadId],
      ['outbound', 'sent', threadId],
    ]);

    // Two days later Meta's window is closed: the answer is refused with the rulebook's words.
    await t.pool.query(
      `update whatsapp_message set at = now() - interval '2 days' where candidate_id = $1`,
      [inbox],
    );
    const late = await reply('Still there?');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(`Not sent: ${CONTACT_BLOCK_MESSAGES.whatsapp_window}`);
  });
});

describe('free text through the business account', () => {
  it('is held outside the 24-hour window with the rulebook reason', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Cloud Window',
      [DRAFTS.whatsapp],
      [person('Win Dow', '07700 900666')],
    );
    const [win = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: NOON });
    expect((await kit.enrolmentsOf(win))[0]?.held_reason).toBe(
      `Not sent: ${CONTACT_BLOCK_MESSAGES.whatsapp_window}`,
    );
    expect(await kit.messagesOf(win)).toEqual([]);

    // Nothing was sent: Meta would refuse it (131047) and the number's quality would suffer.
    expect(cloud.sent.some((sent) => sent.to === '447700900666')).toBe(false);
  });
});

describe('a revoked token', () => {
  it('fails the send, marks the account FAILED and blocks the launch', async () => {
    const other = await kit.owner('wa-cloud-failed@example.com');
    const account = cloudAccount(2);
    await connectBusiness(t, cloud, other, account);
    const named = await templateNamed(other, 'named_hello');
    const step = { type: 'auto_whatsapp_template_send', config: { template_id: named._id } };
    const { candidateIds } = await kit.runningCampaign(
      other,
      'Revoked',
      [step],
      [person('Rev Oked', '07700 900777')],
    );
    await scheduleDueSteps(t.app, { now: NOON });
    cloud.failSends({
      status: 401,
      code: 190,
      message: 'Error validating access token: Session has expired',
    });
    try {
      await sendDueCloudWhatsapp(t.app, NOON);
    } finally {
      cloud.failSends(null);
    }
    expect((await kit.messagesOf(candidateIds[0] ?? ''))[0]?.status).toBe('failed');
    expect((await kit.enrolmentsOf(candidateIds[0] ?? ''))[0]?.held_reason).toMatch(
      /^Not sent: WhatsApp Business refused the message \(WhatsApp Business refused to send the message \(HTTP 401, code 190/,
    );
    expect(await businessStatus(other)).toMatchObject({ connected: true, status: 'FAILED' });
    // The integrations card says so.
    const cards = await call(t, 'GET', '/api/workspace/integrations', other);
    const card = (
      cards.json().data as { integrations: { key: string; status: string; problem: string }[] }
    ).integrations.find((item) => item.key === 'whatsapp_business');
    expect(card).toMatchObject({ status: 'not_connected' });
    expect(card?.problem).toMatch(/^FAILED: WhatsApp Business refused to send the message/);

    const project = await kit.createProject(other.cookie, other.workspace, { name: 'After' });
    await kit.addStep(other, project.linked_campaign, step);
    const refused = await kit.api(other).activate(project.linked_campaign, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('whatsapp_business_failed');
  });
});
