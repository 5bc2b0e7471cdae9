import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FakeVoice } from '@hirelane/test-servers/fake-voice/fake-voice';
import { startFakeWaha, type FakeWaha } from '@hirelane/test-servers/fake-waha/fake-waha';
import { completeOnboarding } from '../../support/onboard-user';
import { hideChecklist } from '../../support/teammate';
import { freePort } from '../../support/free-port';
import { ownServerApi, ownServerSignInLink } from '../../support/own-server-session';
import { startServer, type ServerProcess } from '../../support/start-server';

/**
 * AI phone calls (issue 21, decision 047): a server of its own configured for a fake voice
 * provider of Vapi's kind, which receives the call and posts its signed end-of-call report to
 * that server, and for a fake WhatsApp Web gateway of WAHA's kind (decision 048), so that one
 * campaign can run a WhatsApp step and a call step. The suite's global server has no voice
 * provider.
 */

const VOICE = {
  VOICE_API_KEY: 'e2e-voice-key',
  VOICE_PHONE_NUMBER_ID: 'e2e-phone-number',
  VOICE_WEBHOOK_SECRET: 'e2e-voice-webhook-secret-0123456789',
};
const NUMBER = { local: '(415) 555-0129', e164: '+14155550129' };

let fake: FakeVoice;
let waha: FakeWaha;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  fake = await new FakeVoice({
    apiKey: VOICE.VOICE_API_KEY,
    phoneNumberId: VOICE.VOICE_PHONE_NUMBER_ID,
    webhookSecret: VOICE.VOICE_WEBHOOK_SECRET,
  }).start();
  waha = await startFakeWaha();
  dataDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-voice-'));
  // The embedded PostgreSQL may run as another OS user (it refuses root): let it through.
  await chmod(dataDir, 0o755);
  server = await startServer({
    rootDir: process.env.E2E_ROOT_DIR ?? path.resolve(import.meta.dirname, '../../..'),
    port,
    readyTimeoutMs: 90_000,
    env: {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      SMTP_URL: '',
      ...VOICE,
      VOICE_API_URL: fake.url,
      WAHA_API_URL: waha.baseUrl,
      WAHA_API_KEY: waha.apiKey,
      WAHA_WEBHOOK_SECRET: 'e2e-call-waha-secret',
      WHATSAPP_MIN_GAP_SECONDS: '0',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.stop();
  await waha?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
});

const signInLink = (page: Page, email: string) => ownServerSignInLink(page, server.url, email);

/** A JSON call to this spec's server as the signed-in page. */
const api = (page: Page, method: 'GET' | 'POST' | 'PUT', route: string, data?: unknown) =>
  ownServerApi(page, server.url, method, route, data);

test('a campaign call step reaches the candidate through the voice provider; the transcript shows on the candidate page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.92.0.1' });
  await page.goto(await signInLink(page, 'voice-caller@example.test'));
  await completeOnboarding(page, { company: 'Voice Callers' });

  const project = (await api(page, 'POST', '/api/project/create', {
    name: 'Phone Outreach',
    agent: 'ria',
    job: { title: 'Backend engineer' },
  })) as { _id: string; linked_campaign: string };
  const campaignId = project.linked_campaign;
  await api(page, 'POST', `/api/campaign/${campaignId}/step/add`, {
    type: 'auto_ai_call',
    config: {
      goal: 'Check interest in the backend role',
      first_message: 'Hi Ada, this is Acme calling about a backend role.',
      voice: {
        gender: 'female',
        language: 'en-US',
        llmModel: 'gpt-4o-mini',
        effect: 'none',
        voiceSpeed: '1.0',
        effectVolume: '0',
        llmTemperature: '0.4',
        minimumEndpointDelay: '0.5',
        maximumEndpointDelay: '2.0',
      },
    },
  });
  await api(page, 'PUT', `/api/campaign/${campaignId}/settings`, {
    schedule: { days: [0, 1, 2, 3, 4, 5, 6], start_hour: 0, end_hour: 24, timezone: 'UTC' },
  });
  const added = (await api(page, 'POST', `/api/project/${project._id}/candidate/add`, {
    source: 'csv',
    full_name: 'Ada Lovelace',
    country: 'United States',
    phone_numbers: [NUMBER.local],
  })) as { candidate_id: string };
  await api(page, 'POST', `/api/project/${project._id}/pipeline/move`, {
    candidate_ids: [added.candidate_id],
    to_stage: 'in_campaign',
  });

  // The launch page: the cost of the call step, no blocker (a provider is configured), Launch.
  await page.goto(`${server.url}/app/projects/${project._id}/campaign/${campaignId}/launch`);
  await expect(page.getByTestId('call-cost')).toContainText('holds 5 credits per candidate');
  await expect(page.getByTestId('launch-blocker')).toHaveCount(0);
  await page.getByRole('button', { name: 'Launch campaign' }).click();
  await expect(page.getByRole('button', { name: 'Pause campaign' })).toBeVisible();

  fake.script(NUMBER.e164, {
    outcome: 'answered',
    transcript:
      'AI: Hi Ada, this is Acme calling about a backend role.\nUser: Yes, sounds great, tell me more.',
    durationSeconds: 75,
  });
  await expect.poll(() => fake.callsTo(NUMBER.e164).length, { timeout: 30_000 }).toBe(1);
  const placed = fake.callsTo(NUMBER.e164)[0]!;
  expect(placed.body).toMatchObject({
    assistant: { firstMessage: 'Hi Ada, this is Acme calling about a backend role.' },
  });
  expect((await fake.finish(placed)).status).toBe(200);

  await page.goto(`${server.url}/app/projects/${project._id}/candidate/${added.candidate_id}`);
  await expect(page.getByRole('heading', { name: 'AI calls' })).toBeVisible();
  const item = page.getByTestId('candidate-call');
  await expect(item).toContainText('Answered · Interested');
  await expect(item.getByRole('link', { name: 'Listen to the recording' })).toBeVisible();
  await item.getByText('Transcript').click();
  await expect(item).toContainText('Yes, sounds great, tell me more.');
});

const CALL_VOICE = {
  gender: 'female',
  language: 'en-US',
  llmModel: 'gpt-4o-mini',
  effect: 'none',
  voiceSpeed: '1.0',
  effectVolume: '0',
  llmTemperature: '0.4',
  minimumEndpointDelay: '0.5',
  maximumEndpointDelay: '2.0',
};

test('one campaign: a WhatsApp message, then an AI call, then the WhatsApp reply stops it; all three on the candidate page', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const number = { local: '(415) 555-0127', e164: '+14155550127', chat: '14155550127@c.us' };
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.92.0.2' });
  await page.goto(await signInLink(page, 'voice-and-whatsapp@example.test'));
  await completeOnboarding(page, { company: 'Two Channels' });
  const workspace = (
    (await (await page.request.get(`${server.url}/sessioninfo`)).json()) as {
      data: { profile_info: { current_workspace: { _id: string } } };
    }
  ).data.profile_info.current_workspace._id;
  const session = `hirelane-${workspace}`;

  // Pair the phone by its QR code: the fake gateway "scans" it.
  await page.goto(`${server.url}/app/connect-whatsapp`);
  await hideChecklist(page);
  await page.getByRole('button', { name: 'Connect WhatsApp', exact: true }).click();
  await expect(page.getByRole('img', { name: 'WhatsApp QR code to scan' })).toBeVisible();
  await waha.scanQr(session, '447700900002');
  await expect(page.getByText(/Connected: WhatsApp steps send from this phone/)).toBeVisible();

  const project = (await api(page, 'POST', '/api/project/create', {
    name: 'Two Channel Outreach',
    agent: 'ria',
    job: { title: 'Data engineer' },
  })) as { _id: string; linked_campaign: string };
  const campaignId = project.linked_campaign;
  await api(page, 'POST', `/api/campaign/${campaignId}/step/add`, {
    type: 'auto_whatsapp_message_send',
    config: { message: 'Hi {{first_name}}, we will call you about a data role.' },
  });
  await api(page, 'POST', `/api/campaign/${campaignId}/step/add`, {
    type: 'auto_ai_call',
    config: { goal: 'Check interest in the data role', voice: CALL_VOICE },
  });
  await api(page, 'POST', `/api/campaign/${campaignId}/step/add`, {
    type: 'delay',
    config: { days: 2, hours: 0 },
  });
  await api(page, 'PUT', `/api/campaign/${campaignId}/settings`, {
    schedule: { days: [0, 1, 2, 3, 4, 5, 6], start_hour: 0, end_hour: 24, timezone: 'UTC' },
  });
  const added = (await api(page, 'POST', `/api/project/${project._id}/candidate/add`, {
    source: 'csv',
    full_name: 'Edsger Dijkstra',
    country: 'United States',
    phone_numbers: [number.local],
  })) as { candidate_id: string };
  await api(page, 'POST', `/api/project/${project._id}/pipeline/move`, {
    candidate_ids: [added.candidate_id],
    to_stage: 'in_campaign',
  });

  await page.goto(`${server.url}/app/projects/${project._id}/campaign/${campaignId}/launch`);
  await expect(page.getByTestId('launch-blocker')).toHaveCount(0);
  await page.getByRole('button', { name: 'Launch campaign' }).click();
  await expect(page.getByRole('button', { name: 'Pause campaign' })).toBeVisible();

  // The WhatsApp message goes out once from the paired phone, then the call is placed.
  await expect
    .poll(() => waha.sent.filter((message) => message.chatId === number.chat), {
      timeout: 30_000,
    })
    .toEqual([
      expect.objectContaining({ text: 'Hi Edsger, we will call you about a data role.', session }),
    ]);
  fake.script(number.e164, {
    outcome: 'answered',
    transcript:
      'AI: Hi Edsger, a minute about a data role?\nUser: I am driving, message me please.',
    durationSeconds: 30,
  });
  await expect.poll(() => fake.callsTo(number.e164).length, { timeout: 40_000 }).toBe(1);
  expect((await fake.finish(fake.callsTo(number.e164)[0]!)).status).toBe(200);

  // He answers on WhatsApp: the sequence stops on every channel.
  const reply = await waha.receive(session, '14155550127', 'Sure, send the details here.');
  expect(reply.status).toBe(200);

  await page.goto(`${server.url}/app/projects/${project._id}/candidate/${added.candidate_id}`);
  await hideChecklist(page);
  const outreach = page.getByRole('region', { name: 'Outreach' });
  await expect(outreach.getByTestId('enrollment-status')).toHaveText('Stopped: Replied');
  const conversation = outreach.getByRole('list', { name: 'WhatsApp conversation' });
  await expect(conversation.getByRole('article', { name: 'WhatsApp sent' })).toContainText(
    'Hi Edsger, we will call you about a data role.',
  );
  await expect(conversation.getByRole('article', { name: 'WhatsApp reply' })).toContainText(
    'Sure, send the details here.',
  );
  const call = page.getByTestId('candidate-call');
  await expect(call).toContainText('Answered');
  await call.getByText('Transcript').click();
  await expect(call).toContainText('I am driving, message me please.');
});
