import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { connectLinkedin, fromExtension, linkedinKit } from './linkedin.test-kit';

/**
 * A message step whose claim ran out unreported (the extension's service worker died mid-send)
 * is handed out again flagged may_have_sent, so the extension reads the conversation instead of
 * sending twice; the message joins the thread once whatever the extension reports.
 */

let t: TestApp;
let kit: ReturnType<typeof linkedinKit>;
let owner: As;
let accountId: string;

type Claimed = { id: string; lease_token: string; type: string; may_have_sent: boolean };

const claim = async () => {
  await t.pool.query('update linkedin_account set next_action_at = null');
  const response = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/actions/claim', {
    max: 5,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { actions: Claimed[] }).actions;
};

const report = (action: Claimed, outcome: string, detail?: string) =>
  fromExtension(t, owner, 'POST', `/api/extension/linkedin/actions/${action.id}/result`, {
    lease_token: action.lease_token,
    outcome,
    ...(detail ? { detail } : {}),
  });

/** The lease runs out without a result, as when the service worker dies during it. */
const expireLease = (action: Claimed) =>
  t.pool.query(
    `update linkedin_action set lease_until = now() - interval '1 second' where id = $1`,
    [action.id],
  );

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = linkedinKit(t, 252);
  owner = await kit.owner('li-once-owner@example.com');
  accountId = await connectLinkedin(
    t,
    owner,
    'Olga Recruiter',
    'https://www.linkedin.com/in/olga-r',
  );
});
afterAll(async () => {
  await t.close();
});

describe('a LinkedIn message sent at most once', () => {
  it('flags the re-claim of a message whose lease ran out, and records the message once', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'Message Once',
      [DRAFTS.message, DRAFTS.view],
      accountId,
      [{ full_name: 'Mia Message', linkedin_url: 'https://linkedin.com/in/mia-m' }],
    );
    const candidateId = candidateIds[0] ?? '';
    await scheduleDueSteps(t.app, { now: new Date() });
    const [first] = await claim();
    expect(first).toMatchObject({ type: 'auto_linkedin_message_send', may_have_sent: false });

    await expireLease(first!);
    const [second] = await claim();
    expect(second).toMatchObject({ id: first!.id, may_have_sent: true });
    // The dead attempt's result arrives late: refused, it cannot complete the step.
    expect((await report(first!, 'done')).statusCode).toBe(410);

    await expireLease(second!);
    const [third] = await claim();
    expect(third).toMatchObject({ id: first!.id, may_have_sent: true });
    const done = await report(
      third!,
      'done',
      'Already sent by an earlier attempt: not sent again.',
    );
    expect(done.json().data).toEqual({ status: 'done' });

    const messages = await t.pool.query<{ direction: string; text_body: string }>(
      'select direction, text_body from linkedin_message where candidate_id = $1',
      [candidateId],
    );
    expect(messages.rows).toEqual([{ direction: 'outbound', text_body: 'Thanks for connecting!' }]);
    expect((await report(third!, 'done')).statusCode).toBe(410);
    expect((await kit.actionsOf(candidateId)).map((row) => row.status)).toEqual(['done']);
  });

  it('does not flag a re-claimed view, which sends nothing', async () => {
    await scheduleDueSteps(t.app, { now: new Date() });
    const [view] = await claim();
    expect(view).toMatchObject({ type: 'auto_linkedin_profile_view', may_have_sent: false });
    await expireLease(view!);
    const [again] = await claim();
    expect(again).toMatchObject({ id: view!.id, may_have_sent: false });
  });
});
