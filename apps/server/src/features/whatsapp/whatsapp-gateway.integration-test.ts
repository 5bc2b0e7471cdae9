import type { FakeWaha } from '@hirelane/test-servers/fake-waha/fake-waha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { WHATSAPP_FAILED_REASON } from '../outreach/plan-whatsapp-step';
import { sendDueWhatsapp } from './send-due-whatsapp';
import { sessionNameOf } from './whatsapp-account-store';
import { createWhatsappWorld, whatsappKit } from './whatsapp.test-kit';

let t: TestApp;
let waha: FakeWaha;
let kit: ReturnType<typeof whatsappKit>;
let owner: As;

/** Noon in London: daytime where the people of these tests live. */
const NOON = new Date('2026-11-24T12:00:00Z');
const ADA = {
  full_name: 'Ada Lovelace',
  phone_numbers: ['07700 900123'],
  country: 'United Kingdom',
};

beforeAll(async () => {
  ({ t, waha } = await createWhatsappWorld());
  kit = whatsappKit(t, waha, 95);
  owner = await kit.owner('wa-owner@example.com');
});
afterAll(async () => {
  await t.close();
  await waha.close();
});

const status = async (as: As) => {
  const response = await call(t, 'GET', '/api/communication/whatsapp/account/status', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { status: string | null };
};

describe('pairing the WhatsApp gateway', () => {
  it('shows the QR code while it waits, stores nothing until WORKING', async () => {
    expect(await status(owner)).toEqual({ status: null });
    const started = await call(t, 'POST', '/api/communication/whatsapp/account/connect', owner);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ configured: true, state: 'STARTING' });
    const waiting = await call(t, 'GET', '/api/communication/whatsapp/account/session', owner);
    expect(waiting.json().data).toMatchObject({ state: 'SCAN_QR_CODE', configured: true });
    expect((waiting.json().data as { qr_code: string }).qr_code).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(await status(owner)).toEqual({ status: null });

    await waha.scanQr(sessionNameOf(owner.workspace), '447700900001');
    expect(waha.deliveries.at(-1)).toMatchObject({ event: 'session.status', status: 200 });
    expect(await status(owner)).toEqual({ status: 'WORKING' });
    const paired = await call(t, 'GET', '/api/communication/whatsapp/account/session', owner);
    expect(paired.json().data).toMatchObject({ state: 'WORKING', qr_code: null });
  });
});

describe('a WhatsApp message step', () => {
  it('is sent exactly once, with the text filled, then the enrolment moves on', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'WA Once',
      [DRAFTS.whatsapp, DRAFTS.delay],
      [ADA],
    );
    const [ada = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: NOON });
    // Planning again changes nothing: one message per (enrolment, step).
    await scheduleDueSteps(t.app, { now: NOON });
    expect(await kit.messagesOf(ada)).toMatchObject([
      { direction: 'outbound', status: 'scheduled', body: 'Hi Ada', to_phone: '+447700900123' },
    ]);
    expect((await kit.enrolmentsOf(ada))[0]).toMatchObject({ step_index: 1, next_run_at: null });

    const before = waha.sent.length;
    const rounds = await Promise.all([sendDueWhatsapp(t.app, NOON), sendDueWhatsapp(t.app, NOON)]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    await sendDueWhatsapp(t.app, NOON);
    const sent = waha.sent.slice(before);
    expect(sent).toEqual([
      expect.objectContaining({
        session: sessionNameOf(owner.workspace),
        chatId: '447700900123@c.us',
        text: 'Hi Ada',
      }),
    ]);
    const [message] = await kit.messagesOf(ada);
    expect(message).toMatchObject({ status: 'sent', provider_message_id: sent[0]?.id });
    expect(message?.thread_id).not.toBeNull();
    const [enrolment] = await kit.enrolmentsOf(ada);
    expect(enrolment?.next_run_at).not.toBeNull();
    expect(enrolment?.held_reason).toBeNull();

    // Delivery statuses move the message forward only, and a replay changes nothing.
    const session = sessionNameOf(owner.workspace);
    const id = sent[0]?.id ?? '';
    expect((await waha.ack(session, id, 2)).status).toBe(200);
    expect((await kit.messagesOf(ada))[0]?.status).toBe('delivered');
    await waha.ack(session, id, 3);
    await waha.ack(session, id, 2);
    expect((await kit.messagesOf(ada))[0]?.status).toBe('read');
  });

  it('waits for daytime where the person lives (quiet hours), then plans the message', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'WA Night',
      [DRAFTS.whatsapp],
      [{ ...ADA, full_name: 'Night Owl', phone_numbers: ['07700 900222'] }],
    );
    const [owl = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: new Date('2026-11-24T02:00:00Z') });
    expect(await kit.messagesOf(owl)).toEqual([]);
    const [enrolment] = await kit.enrolmentsOf(owl);
    expect(enrolment?.held_reason).toMatch(
      /^Waiting: It is 02:00 where they are \(Europe\/London\)/,
    );
    expect(enrolment?.next_run_at?.toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });
});

describe('the WhatsApp webhook', () => {
  it('refuses a bad signature (401) and records a replayed message once', async () => {
    const session = sessionNameOf(owner.workspace);
    const body = JSON.stringify({
      event: 'session.status',
      session,
      payload: { status: 'FAILED' },
    });
    expect(await waha.post(session, body, 'ab'.repeat(64))).toBe(401);
    expect(await waha.post(session, body, '')).toBe(401);
    expect(await status(owner)).toEqual({ status: 'WORKING' });

    const replay = await kit.runningCampaign(
      owner,
      'WA Replay',
      [DRAFTS.whatsapp],
      [{ ...ADA, full_name: 'Rey Play', phone_numbers: ['07700 900333'] }],
    );
    const [rey = ''] = replay.candidateIds;
    await scheduleDueSteps(t.app, { now: NOON });
    await sendDueWhatsapp(t.app, NOON);
    const first = await waha.receive(session, '447700900333', 'Sounds good, tell me more');
    expect(first.status).toBe(200);
    const raw = JSON.stringify(first.body);
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha512', 'waha-webhook-secret').update(raw).digest('hex');
    expect(await waha.post(session, raw, signature)).toBe(200);
    const inbound = (await kit.messagesOf(rey)).filter((m) => m.direction === 'inbound');
    expect(inbound).toHaveLength(1);
    expect(inbound[0]?.body).toBe('Sounds good, tell me more');
    // A WhatsApp answer counts as a reply for every channel, even after the sequence ended.
    const channels = await call(
      t,
      'GET',
      `/api/candidate/${rey}/contact-channels?project_id=${replay.projectId}`,
      owner,
    );
    expect(channels.statusCode, channels.body).toBe(200);
    expect(JSON.stringify(channels.json().data)).toContain(
      'They replied, so the sequence stopped on every channel.',
    );
  });

  it('a WhatsApp reply stops the same person’s e-mail sequence too, and joins their thread', async () => {
    const person = { ...ADA, full_name: 'Both Ways', phone_numbers: ['07700 900444'] };
    const wa = await kit.runningCampaign(
      owner,
      'WA Reply',
      [DRAFTS.whatsapp, DRAFTS.delay],
      [person],
    );
    const [both = ''] = wa.candidateIds;
    // The same person also waits in an e-mail sequence of another project.
    const mail = await kit.createProject(owner.cookie, owner.workspace, { name: 'Mail Only' });
    await kit.addStep(owner, mail.linked_campaign, DRAFTS.delay);
    await kit.addStep(owner, mail.linked_campaign, DRAFTS.email);
    await t.pool.query(
      `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
       values ($1, $2, $3, 'active')`,
      [owner.workspace, mail.linked_campaign, both],
    );
    await scheduleDueSteps(t.app, { now: NOON });
    await sendDueWhatsapp(t.app, NOON);
    const reply = await waha.receive(
      sessionNameOf(owner.workspace),
      '447700900444',
      'Yes, call me',
    );
    expect(reply.status).toBe(200);
    expect(await kit.enrolmentsOf(both)).toEqual([
      expect.objectContaining({ status: 'stopped', stop_reason: 'replied' }),
      expect.objectContaining({ status: 'stopped', stop_reason: 'replied' }),
    ]);
    const messages = await kit.messagesOf(both);
    expect(messages.map((m) => m.direction)).toEqual(['outbound', 'inbound']);
    expect(messages[0]?.thread_id).toBe(messages[1]?.thread_id);
    const thread = await t.pool.query<{ channels: string[]; needs_reply: boolean }>(
      'select channels, needs_reply from inbox_thread where id = $1',
      [messages[1]?.thread_id],
    );
    expect(thread.rows[0]).toEqual({ channels: ['whatsapp'], needs_reply: true });
    // The candidate page's Outreach section shows the conversation.
    const page = await call(
      t,
      'GET',
      `/api/candidate/${both}/messages?project_id=${wa.projectId}`,
      owner,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      whatsapp_messages: [
        { direction: 'outbound', status: 'sent', text: 'Hi Both' },
        { direction: 'inbound', status: 'received', text: 'Yes, call me' },
      ],
    });
    // The team inbox (a workspace flag) shows the conversation.
    await t.pool.query(
      `update workspace set feature_flags = feature_flags || '{"team": true}'::jsonb where id = $1`,
      [owner.workspace],
    );
    const opened = await call(t, 'GET', `/api/inbox/threads/${messages[1]?.thread_id}`, owner);
    expect(opened.statusCode, opened.body).toBe(200);
    const shown = (opened.json().data as { messages: Record<string, unknown>[] }).messages;
    expect(shown).toEqual([
      expect.objectContaining({ channel: 'whatsapp', direction: 'outbound', text: 'Hi Both' }),
      expect.objectContaining({
        channel: 'whatsapp',
        direction: 'inbound',
        from: '+447700900444',
        text: 'Yes, call me',
      }),
    ]);
  });

  it('a stop request makes the person do-not-contact', async () => {
    const person = { ...ADA, full_name: 'Stop Please', phone_numbers: ['07700 900555'] };
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'WA Stop',
      [DRAFTS.whatsapp],
      [person],
    );
    const [stop = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: NOON });
    await sendDueWhatsapp(t.app, NOON);
    await waha.receive(sessionNameOf(owner.workspace), '447700900555', 'Please remove me');
    const row = await t.pool.query<{ do_not_contact_reason: string | null }>(
      'select do_not_contact_reason from candidate where id = $1',
      [stop],
    );
    expect(row.rows[0]?.do_not_contact_reason).toBe('Asked to stop on WhatsApp');
    expect(await kit.enrolmentsOf(stop)).toEqual([
      expect.objectContaining({ status: 'stopped', stop_reason: 'do_not_contact' }),
    ]);
  });
});

describe('a FAILED account', () => {
  it('is stored, blocks the launch and holds the WhatsApp step', async () => {
    const other = await kit.owner('wa-failed-owner@example.com');
    await kit.pair(other, '447700900009');
    await waha.fail(sessionNameOf(other.workspace));
    expect(await status(other)).toEqual({ status: 'FAILED' });

    const project = await kit.createProject(other.cookie, other.workspace, { name: 'WA Failed' });
    await kit.addStep(other, project.linked_campaign, DRAFTS.whatsapp);
    const refused = await kit.api(other).activate(project.linked_campaign, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('whatsapp_account_failed');

    const { candidateIds } = await kit.runningCampaign(other, 'WA Held', [DRAFTS.whatsapp], [ADA]);
    await scheduleDueSteps(t.app, { now: NOON });
    expect((await kit.enrolmentsOf(candidateIds[0] ?? ''))[0]?.held_reason).toBe(
      WHATSAPP_FAILED_REASON,
    );
  });
});
