import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_RETRY_GAP_MS } from '@hirelane/domain/calls/call-rules';
import type { FakeVoice } from '@hirelane/test-servers/fake-voice/fake-voice';
import { call, type TestApp } from '../../../test/test-app';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { VOICE_WEBHOOK_PATH } from '../../integrations/voice/create-voice-provider';
import { callKit, createVoiceWorld, germanNumber, usNumber } from './calls.test-kit';
import { placeDueCalls } from './place-due-calls';
import { notEnoughCreditsReason } from './place-due-calls';

let t: TestApp;
let fake: FakeVoice;
let kit: ReturnType<typeof callKit>;
let owner: As;

beforeAll(async () => {
  ({ t, fake } = await createVoiceWorld());
  kit = callKit(t, 61);
  owner = await kit.owner('voice-owner@example.com');
  await kit.grant(owner.workspace, 100);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

/** Plans due steps and places due calls at `now`. */
const run = async (now = new Date()) => {
  await scheduleDueSteps(t.app, { now });
  await placeDueCalls(t.app, { now });
};

/** The one call the fake received for a number, run to its scripted end. */
const finishCallTo = async (number: string, index = 0) => {
  const placed = fake.callsTo(number)[index];
  if (!placed) throw new Error(`no call to ${number}`);
  return { placed, delivery: await fake.finish(placed) };
};

const withCall = (config: Record<string, unknown> = {}) => ({
  ...DRAFTS.aiCall,
  config: { ...DRAFTS.aiCall.config, ...config },
});

describe('an AI call step against the voice provider', () => {
  it('answered and interested: transcript, recording and summary kept, the sequence stops like a reply, hold settled', async () => {
    const number = usNumber(1);
    fake.script(number.e164, {
      outcome: 'answered',
      transcript:
        'AI: Hi Ada, do you have a minute about a role?\nUser: Yes, sounds great, tell me more.',
      durationSeconds: 95,
    });
    const before = await kit.balanceOf(owner.workspace);
    const { projectId, candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Interested',
      [withCall({ first_message: 'Hello Ada!' }), DRAFTS.delay],
      [{ full_name: 'Ada Lovelace', phone: number.local }],
    );
    const [ada = ''] = candidateIds;
    await run();
    expect(await kit.balanceOf(owner.workspace)).toBe(before - 5);
    const [placed] = fake.callsTo(number.e164);
    expect(placed?.body).toMatchObject({
      phoneNumberId: 'fake-phone-number',
      customer: { number: number.e164 },
      assistant: {
        firstMessage: 'Hello Ada!',
        model: { provider: 'openai', model: 'gpt-4o-mini', temperature: 0.4 },
        voice: { provider: 'azure', voiceId: 'en-US-JennyNeural', speed: 1 },
        server: { url: `http://localhost:3000${VOICE_WEBHOOK_PATH}` },
      },
    });
    expect((await kit.enrolmentOf(ada))?.next_run_at).toBeNull();

    const { delivery } = await finishCallTo(number.e164);
    expect(delivery.status).toBe(200);
    const [stored] = await kit.callsOf(ada);
    expect(stored).toMatchObject({
      status: 'ended',
      outcome: 'answered',
      duration_seconds: 95,
      interest: 'interested',
      recording_url: expect.stringContaining('/recordings/') as unknown,
      transcript: expect.stringContaining('tell me more') as unknown,
      summary: expect.stringContaining('sounds great') as unknown,
    });
    expect(await kit.enrolmentOf(ada)).toMatchObject({ status: 'stopped', stop_reason: 'replied' });
    const stage = await t.pool.query<{ sub_stage: string | null }>(
      'select sub_stage from project_candidate where project_id = $1 and candidate_id = $2',
      [projectId, ada],
    );
    expect(stage.rows[0]?.sub_stage).toBe('engaging');
    // 95 seconds bill 2 started minutes of the 5 held.
    expect(await kit.balanceOf(owner.workspace)).toBe(before - 2);

    const page = await call(t, 'GET', `/api/candidate/${ada}/calls?project_id=${projectId}`, owner);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      calls: [{ outcome: 'answered', interest: 'interested', to_number: number.e164 }],
    });
  });

  it('answered, not interested: the enrolment moves on to its next step', async () => {
    const number = usNumber(2);
    fake.script(number.e164, {
      outcome: 'answered',
      transcript: "AI: Hi, a minute?\nUser: No thanks, I'm not interested.",
      durationSeconds: 40,
    });
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Not Interested',
      [withCall(), DRAFTS.delay],
      [{ full_name: 'Grace Hopper', phone: number.local }],
    );
    const [grace = ''] = candidateIds;
    await run();
    await finishCallTo(number.e164);
    expect((await kit.callsOf(grace))[0]).toMatchObject({
      outcome: 'answered',
      interest: 'not_interested',
    });
    const enrolment = await kit.enrolmentOf(grace);
    expect(enrolment).toMatchObject({ status: 'active', step_index: 1, held_reason: null });
    expect(enrolment?.next_run_at).not.toBeNull();
  });

  it('no answer: tried again two hours later, twice, then the sequence goes on; nothing is charged', async () => {
    const number = usNumber(3);
    fake.script(number.e164, { outcome: 'no_answer' });
    const before = await kit.balanceOf(owner.workspace);
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls No Answer',
      [withCall(), DRAFTS.delay],
      [{ full_name: 'Alan Turing', phone: number.local }],
    );
    const [alan = ''] = candidateIds;
    await run();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await finishCallTo(number.e164, attempt - 1);
      const calls = await kit.callsOf(alan);
      expect(calls[attempt - 1]).toMatchObject({ status: 'ended', outcome: 'no_answer' });
      if (attempt < 3) {
        const retry = calls[attempt];
        expect(retry).toMatchObject({ status: 'scheduled', attempt: attempt + 1 });
        const ended = calls[attempt - 1] as unknown as { ended_at: Date };
        expect(retry?.scheduled_at.getTime()).toBeGreaterThanOrEqual(
          ended.ended_at.getTime() + CALL_RETRY_GAP_MS - 60_000,
        );
        expect((await kit.enrolmentOf(alan))?.held_reason).toMatch(/tried again/);
        // Not due yet now; due once the two hours have passed.
        await placeDueCalls(t.app, { now: new Date() });
        expect(fake.callsTo(number.e164)).toHaveLength(attempt);
        await placeDueCalls(t.app, { now: new Date(Date.now() + CALL_RETRY_GAP_MS + 60_000) });
        expect(fake.callsTo(number.e164)).toHaveLength(attempt + 1);
      }
    }
    expect(await kit.callsOf(alan)).toHaveLength(3);
    expect(await kit.enrolmentOf(alan)).toMatchObject({ step_index: 1, held_reason: null });
    expect(await kit.balanceOf(owner.workspace)).toBe(before);
  });

  it('busy: a retry is planned', async () => {
    const number = usNumber(4);
    fake.script(number.e164, { outcome: 'busy' });
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Busy',
      [withCall()],
      [{ full_name: 'Edsger Dijkstra', phone: number.local }],
    );
    const [edsger = ''] = candidateIds;
    await run();
    await finishCallTo(number.e164);
    const calls = await kit.callsOf(edsger);
    expect(calls.map((one) => [one.outcome, one.status])).toEqual([
      ['busy', 'ended'],
      [null, 'scheduled'],
    ]);
  });

  it('voicemail: the step leaves its message, the minutes are billed, the sequence goes on', async () => {
    const number = usNumber(5);
    fake.script(number.e164, { outcome: 'voicemail', durationSeconds: 30 });
    const before = await kit.balanceOf(owner.workspace);
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Voicemail',
      [
        withCall({
          voicemail: 'leave_message',
          voicemail_message: 'Hi, it is Hirelane, call back!',
        }),
        DRAFTS.delay,
      ],
      [{ full_name: 'Barbara Liskov', phone: number.local }],
    );
    const [barbara = ''] = candidateIds;
    await run();
    expect(fake.callsTo(number.e164)[0]?.body).toMatchObject({
      assistant: { voicemailMessage: 'Hi, it is Hirelane, call back!' },
    });
    await finishCallTo(number.e164);
    expect((await kit.callsOf(barbara))[0]).toMatchObject({ outcome: 'voicemail' });
    expect(await kit.enrolmentOf(barbara)).toMatchObject({ step_index: 1, held_reason: null });
    expect(await kit.balanceOf(owner.workspace)).toBe(before - 1);
  });

  it('failed: recorded as failed, the hold given back, the sequence goes on', async () => {
    const number = usNumber(6);
    fake.script(number.e164, { outcome: 'failed' });
    const before = await kit.balanceOf(owner.workspace);
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Failed',
      [withCall(), DRAFTS.delay],
      [{ full_name: 'Ken Thompson', phone: number.local }],
    );
    const [ken = ''] = candidateIds;
    await run();
    await finishCallTo(number.e164);
    expect(await kit.callsOf(ken)).toMatchObject([{ outcome: 'failed', status: 'ended' }]);
    expect(await kit.enrolmentOf(ken)).toMatchObject({ step_index: 1, held_reason: null });
    expect(await kit.balanceOf(owner.workspace)).toBe(before);
  });
});

describe('a stopped sequence', () => {
  it('cancels the planned retry when the person is marked do-not-contact, and never dials it', async () => {
    const number = usNumber(0);
    fake.script(number.e164, { outcome: 'no_answer' });
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Stopped',
      [withCall()],
      [{ full_name: 'Stopped Person', phone: number.local }],
    );
    const [person = ''] = candidateIds;
    await run();
    await finishCallTo(number.e164);
    expect((await kit.callsOf(person))[1]).toMatchObject({ status: 'scheduled', attempt: 2 });
    const marked = await call(t, 'PUT', `/api/candidate/${person}/do-not-contact`, {
      ...owner,
      body: { do_not_contact: true, reason: 'Asked on the phone' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await kit.callsOf(person))[1]).toMatchObject({ status: 'cancelled' });
    await placeDueCalls(t.app, { now: new Date(Date.now() + CALL_RETRY_GAP_MS + 60_000) });
    expect(fake.callsTo(number.e164)).toHaveLength(1);
  });
});

describe('a paused campaign', () => {
  it('dials nobody until it runs again', async () => {
    const number = usNumber(9);
    const { campaignId, candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Paused',
      [withCall()],
      [{ full_name: 'Paused Person', phone: number.local }],
    );
    const [person = ''] = candidateIds;
    const now = new Date();
    await scheduleDueSteps(t.app, { now });
    await t.pool.query('update campaign set status = false where id = $1', [campaignId]);
    const before = fake.calls.length;
    await placeDueCalls(t.app, { now });
    expect(fake.calls.length).toBe(before);
    expect((await kit.callsOf(person))[0]).toMatchObject({ status: 'scheduled' });
    await t.pool.query('update campaign set status = true where id = $1', [campaignId]);
    await placeDueCalls(t.app, { now });
    expect((await kit.callsOf(person))[0]).toMatchObject({ status: 'in_progress' });
  });
});

describe('the voice webhook', () => {
  it('refuses a bad signature (401) and processes a replayed report once', async () => {
    const number = usNumber(7);
    fake.script(number.e164, {
      outcome: 'answered',
      transcript: 'User: Who is this?',
      durationSeconds: 61,
    });
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Replay',
      [withCall(), DRAFTS.delay],
      [{ full_name: 'Donald Knuth', phone: number.local }],
    );
    const [donald = ''] = candidateIds;
    await run();
    const placed = fake.callsTo(number.e164)[0];
    if (!placed) throw new Error('no call placed');

    const forged = await t.fastify.inject({
      method: 'POST',
      url: VOICE_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-vapi-signature': 'ab'.repeat(32),
        'x-vapi-timestamp': String(Math.floor(Date.now() / 1000)),
      },
      payload: JSON.stringify({
        message: {
          type: 'end-of-call-report',
          endedReason: 'customer-busy',
          call: { id: placed.id },
        },
      }),
    });
    expect(forged.statusCode).toBe(401);
    expect((await kit.callsOf(donald))[0]?.status).toBe('in_progress');

    const { delivery } = await finishCallTo(number.e164);
    const balance = await kit.balanceOf(owner.workspace);
    const ledger = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from credit_ledger where workspace_id = $1',
      [owner.workspace],
    );
    expect(await fake.replay(delivery, placed)).toBe(200);
    expect(await kit.balanceOf(owner.workspace)).toBe(balance);
    const after = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from credit_ledger where workspace_id = $1',
      [owner.workspace],
    );
    expect(after.rows[0]?.n).toBe(ledger.rows[0]?.n);
    expect(await kit.callsOf(donald)).toHaveLength(1);
  });
});

describe('the contact rulebook and credits before dialling', () => {
  it('waits out the night where the person lives (quiet hours), then calls', async () => {
    const number = germanNumber(1);
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Quiet Hours',
      [withCall()],
      [{ full_name: 'Emmy Noether', phone: number.local, country: 'Germany' }],
    );
    const [emmy = ''] = candidateIds;
    const night = new Date(Date.now() + 24 * 3_600_000);
    night.setUTCHours(23, 30, 0, 0); // 00:30 or 01:30 in Berlin
    await run(night);
    expect(await kit.callsOf(emmy)).toHaveLength(0);
    const waiting = await kit.enrolmentOf(emmy);
    expect(waiting).toMatchObject({ status: 'active', step_index: 0, held_reason: null });
    const morning = waiting?.next_run_at;
    expect(
      morning &&
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Berlin',
          hour: '2-digit',
          minute: '2-digit',
        }).format(morning),
    ).toBe('09:00');
    await run(morning ?? undefined);
    expect(await kit.callsOf(emmy)).toMatchObject([{ to_number: number.e164 }]);
  });

  it('holds a person without a phone number with the reason', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls No Phone',
      [withCall()],
      [{ full_name: 'No Phone' }],
    );
    const [nobody = ''] = candidateIds;
    await run();
    expect((await kit.enrolmentOf(nobody))?.held_reason).toBe(
      'Not called: No phone number on file.',
    );
    expect(await kit.callsOf(nobody)).toHaveLength(0);
  });

  it('waits with the reason when the workspace cannot hold the expected minutes', async () => {
    const poor = await kit.owner('voice-poor@example.com', 'Poor Team');
    const number = usNumber(8);
    const { candidateIds } = await kit.runningCampaign(
      poor,
      'Calls Poor',
      [withCall()],
      [{ full_name: 'Linus Torvalds', phone: number.local }],
    );
    const [linus = ''] = candidateIds;
    await run();
    expect(fake.callsTo(number.e164)).toHaveLength(0);
    expect((await kit.enrolmentOf(linus))?.held_reason).toBe(notEnoughCreditsReason(5));
    expect((await kit.callsOf(linus))[0]).toMatchObject({ status: 'scheduled' });
  });

  it("another workspace's candidate calls answer 404", async () => {
    const other = await kit.owner('voice-other@example.com', 'Other Team');
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Calls Tenancy',
      [withCall()],
      [{ full_name: 'Private Person' }],
    );
    const response = await call(t, 'GET', `/api/candidate/${candidateIds[0]}/calls`, other);
    expect(response.statusCode).toBe(404);
  });
});
