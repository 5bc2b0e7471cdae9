import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_PLACING_LEASE_MS } from '@hirelane/domain/calls/call-rules';
import type { FakeVoice } from '@hirelane/test-servers/fake-voice/fake-voice';
import type { TestApp } from '../../../test/test-app';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { callKit, createVoiceWorld, usNumber } from './calls.test-kit';
import { placeDueCalls } from './place-due-calls';

let t: TestApp;
let fake: FakeVoice;
let kit: ReturnType<typeof callKit>;
let owner: As;

beforeAll(async () => {
  ({ t, fake } = await createVoiceWorld());
  kit = callKit(t, 68);
  owner = await kit.owner('voice-placing@example.com');
  await kit.grant(owner.workspace, 100);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

const callStep = DRAFTS.aiCall;

/** A running one-call campaign for one person; answers the person's id. */
const personWithCall = async (name: string, phone: string) => {
  const { candidateIds } = await kit.runningCampaign(
    owner,
    `Placing ${name}`,
    [callStep, DRAFTS.delay],
    [{ full_name: name, phone }],
  );
  return candidateIds[0] ?? '';
};

describe('a call whose provider messages overtake the answer to POST /call', () => {
  it('keeps the end-of-call report: the call ends once, its hold settled, the sequence moves on', async () => {
    const number = usNumber(1);
    fake.script(number.e164, { outcome: 'answered', durationSeconds: 50, endBeforeAnswer: true });
    const before = await kit.balanceOf(owner.workspace);
    const person = await personWithCall('Radia Perlman', number.local);
    await scheduleDueSteps(t.app, { now: new Date() });
    await placeDueCalls(t.app);

    expect(fake.callsTo(number.e164)).toHaveLength(1);
    const [stored] = await kit.callsOf(person);
    // Before the fix the late answer turned the ended call back into in_progress, and the hold of
    // 5 minutes was never settled.
    expect(stored).toMatchObject({ status: 'ended', outcome: 'answered', duration_seconds: 50 });
    expect(await kit.balanceOf(owner.workspace)).toBe(before - 1);
    expect(await kit.enrolmentOf(person)).toMatchObject({ step_index: 1 });
  });
});

describe('a call claimed by a worker that stopped while dialling', () => {
  it('is dialled again after the lease, with the same credit hold, and only once', async () => {
    const number = usNumber(2);
    fake.script(number.e164, { outcome: 'no_answer' });
    const before = await kit.balanceOf(owner.workspace);
    const person = await personWithCall('Frances Allen', number.local);
    const now = new Date();
    await scheduleDueSteps(t.app, { now });
    // A worker claimed it a while ago and stopped before the provider saw the request.
    const claimedAt = new Date(now.getTime() - CALL_PLACING_LEASE_MS + 60_000);
    await t.pool.query(
      `update ai_call set status = 'placing', placing_since = $2 where candidate_id = $1`,
      [person, claimedAt],
    );

    await placeDueCalls(t.app, { now });
    expect(fake.callsTo(number.e164)).toHaveLength(0);
    expect((await kit.callsOf(person))[0]?.status).toBe('placing');

    const later = new Date(now.getTime() + 2 * 60_000);
    const result = await placeDueCalls(t.app, { now: later });
    expect(result).toMatchObject({ taken_back: 1 });
    expect(fake.callsTo(number.e164)).toHaveLength(1);
    expect((await kit.callsOf(person))[0]).toMatchObject({ status: 'in_progress' });
    expect(await kit.balanceOf(owner.workspace)).toBe(before - 5);

    await placeDueCalls(t.app, { now: new Date(later.getTime() + CALL_PLACING_LEASE_MS * 2) });
    expect(fake.callsTo(number.e164)).toHaveLength(1);
  });

  it('is never dialled again once a status message proved it was placed', async () => {
    const number = usNumber(3);
    fake.script(number.e164, { outcome: 'busy' });
    const person = await personWithCall('Barbara Liskov', number.local);
    const now = new Date();
    await scheduleDueSteps(t.app, { now });
    await placeDueCalls(t.app, { now });
    const [placed] = fake.callsTo(number.e164);
    if (!placed) throw new Error('not dialled');
    // As if the provider's answer had been lost: the call still looks claimed, long ago.
    await t.pool.query(
      `update ai_call set status = 'placing', provider_call_id = null,
              placing_since = now() - interval '1 hour' where candidate_id = $1`,
      [person],
    );
    const delivery = await fake.deliver(placed, { type: 'status-update', status: 'ringing' });
    expect(delivery.status).toBe(200);
    expect((await kit.callsOf(person))[0]).toMatchObject({ status: 'in_progress' });

    await placeDueCalls(t.app, { now: new Date(now.getTime() + CALL_PLACING_LEASE_MS * 2) });
    expect(fake.callsTo(number.e164)).toHaveLength(1);
  });
});
