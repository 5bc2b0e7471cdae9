import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxThreadDetail, InboxThreadsPage } from '@hirelane/domain/inbox/inbox.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { connectLinkedin, fromExtension } from '../linkedin/linkedin.test-kit';
import { inboxFacts } from './inbox.test-kit';
import {
  AUTOMATION_OFF_REPLY,
  LINKEDIN_AS_WRITTEN,
  LINKEDIN_NO_PROFILE,
  onlyOwnerReplies,
} from './queue-linkedin-reply';
import { NOTHING_TO_ANSWER } from './reply-to-thread';

/** LinkedIn messages (linkedin_message, filed by its trigger) read in the team inbox's thread. */

let t: TestApp;
let facts: ReturnType<typeof inboxFacts>;
let owner: As;
let teammate: As;
let accountId: string;
let grace: string;
let linus: string;
let graceThread: string;
let linusThread: string;

const linkedinMessage = async (
  enrollmentId: string,
  candidateId: string,
  direction: 'inbound' | 'outbound',
  text: string,
  at: string,
) => {
  const result = await t.pool.query<{ id: string }>(
    `insert into linkedin_message (workspace_id, candidate_id, enrollment_id, account_id, direction,
       text_body, at) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [owner.workspace, candidateId, enrollmentId, accountId, direction, text, at],
  );
  // The trigger files the row in its thread after the insert returned.
  const id = result.rows[0]?.id;
  const thread = await t.pool.query<{ thread_id: string }>(
    'select thread_id from linkedin_message where id = $1',
    [id],
  );
  return thread.rows[0]?.thread_id ?? '';
};

const read = async (threadId: string) => {
  const response = await call(t, 'GET', `/api/inbox/threads/${threadId}`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as InboxThreadDetail;
};

beforeAll(async () => {
  t = await createTestApp();
  facts = inboxFacts(t);
  const kit = campaignKit(t, 251);
  owner = await kit.owner('inbox-li-owner@example.com', 'Inbox LinkedIn Team');
  accountId = await connectLinkedin(
    t,
    owner,
    'Marta Recruiter',
    'https://www.linkedin.com/in/marta-recruiter-7/',
  );
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Compilers' });
  teammate = await kit.shareWith(owner, project._id, 'inbox-li-mate@example.com', 'collaborator');
  const add = async (first_name: string) =>
    (
      await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
        first_name,
        last_name: 'Candidate',
        email: `${first_name.toLowerCase()}@example.com`,
      })
    ).candidate_id;
  grace = await add('Grace');
  linus = await add('Linus');
  const graceEnrollment = await facts.enrollment(owner.workspace, project.linked_campaign, grace);
  await facts.message(owner.workspace, graceEnrollment, grace, {
    direction: 'outbound',
    text: 'Would you like to talk?',
    at: '2026-02-01T09:00:00Z',
  });
  await linkedinMessage(
    graceEnrollment,
    grace,
    'outbound',
    'Hi Grace, glad we connected.',
    '2026-02-01T09:30:00Z',
  );
  const reply = await facts.message(owner.workspace, graceEnrollment, grace, {
    direction: 'inbound',
    text: 'What is the salary?',
    at: '2026-02-01T10:00:00Z',
    from: 'grace@example.com',
  });
  graceThread = await facts.threadOf(reply.id);
  await linkedinMessage(
    graceEnrollment,
    grace,
    'inbound',
    'Not interested, thanks.',
    '2026-02-01T11:00:00Z',
  );
  const linusEnrollment = await facts.enrollment(owner.workspace, project.linked_campaign, linus);
  linusThread = await linkedinMessage(
    linusEnrollment,
    linus,
    'inbound',
    'Happy to chat on Friday.',
    '2026-02-02T10:00:00Z',
  );
  await facts.setTeamFlag(owner.workspace, true);
});

afterAll(async () => {
  await t.close();
});

describe('LinkedIn messages in the team inbox', () => {
  it('lists LinkedIn messages in one thread with the e-mails, oldest first, marked by channel', async () => {
    const { messages } = await read(graceThread);
    expect(
      messages.map(({ channel, direction, kind, text }) => ({ channel, direction, kind, text })),
    ).toEqual([
      { channel: 'email', direction: 'outbound', kind: 'sent', text: 'Would you like to talk?' },
      {
        channel: 'linkedin',
        direction: 'outbound',
        kind: 'sent',
        text: 'Hi Grace, glad we connected.',
      },
      { channel: 'email', direction: 'inbound', kind: 'reply', text: 'What is the salary?' },
      { channel: 'linkedin', direction: 'inbound', kind: 'reply', text: 'Not interested, thanks.' },
    ]);
    // The account that sent it; the LinkedIn reply carries no label (labels belong to e-mails).
    expect(messages[1]).toMatchObject({ from: 'Marta Recruiter', subject: '' });
    expect(messages[2]).toMatchObject({ label: 'question', label_by: 'rules' });
    expect(messages[3]).toMatchObject({ label: null, label_by: null });
  });

  it('shows a LinkedIn-only conversation with the LinkedIn text as its snippet', async () => {
    const response = await call(t, 'GET', '/api/inbox/threads', owner);
    const page = response.json().data as InboxThreadsPage;
    expect(page.threads.map((thread) => thread.id)).toEqual([linusThread, graceThread]);
    expect(page.threads[0]).toMatchObject({
      channels: ['linkedin'],
      subject: '',
      snippet: 'Happy to chat on Friday.',
    });
    expect(page.threads[1]).toMatchObject({
      channels: ['email', 'linkedin'],
      subject: 'Staff engineer role',
      snippet: 'Not interested, thanks.',
    });
    const { messages } = await read(linusThread);
    expect(messages.map((message) => [message.channel, message.text])).toEqual([
      ['linkedin', 'Happy to chat on Friday.'],
    ]);
  });

  it('refuses an e-mail reply to a conversation that has only LinkedIn messages', async () => {
    const response = await call(t, 'POST', `/api/inbox/threads/${linusThread}/reply`, {
      ...owner,
      body: { body: 'Friday works.' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: NOTHING_TO_ANSWER });
    expect((await read(linusThread)).messages).toHaveLength(1);
  });
});

describe('LinkedIn replies from the team inbox', () => {
  const replyOn = (as: As, threadId: string, body: string) =>
    call(t, 'POST', `/api/inbox/threads/${threadId}/reply`, {
      ...as,
      body: { body, channel: 'linkedin' },
    });
  const refusal = async (as: As, body: string) => {
    const response = await replyOn(as, linusThread, body);
    expect(response.statusCode, response.body).toBe(422);
    return response.json().message as string;
  };

  it('refuses what it cannot send on LinkedIn, saying why', async () => {
    expect(await refusal(owner, 'Friday works.')).toBe(LINKEDIN_NO_PROFILE);
    await t.pool.query(`update candidate set linkedin_url = $2 where id = $1`, [
      linus,
      'https://www.linkedin.com/in/linus-c',
    ]);
    // Only the member whose LinkedIn account the person wrote to sends from it.
    expect(await refusal(teammate, 'Friday works.')).toBe(onlyOwnerReplies('Marta Recruiter'));
    expect(await refusal(owner, 'See you, {{first_name}}!')).toBe(LINKEDIN_AS_WRITTEN);
    await t.pool.query('update linkedin_account set automation_enabled = false where id = $1', [
      accountId,
    ]);
    expect(await refusal(owner, 'Friday works.')).toBe(AUTOMATION_OFF_REPLY);
    await t.pool.query('update linkedin_account set automation_enabled = true where id = $1', [
      accountId,
    ]);
    expect((await read(linusThread)).queued_linkedin_replies).toEqual([]);
  });

  it('queues the reply for the extension, which sends it into the same thread once', async () => {
    const queued = await replyOn(owner, linusThread, 'Friday works.\nAt 10?');
    expect(queued.statusCode, queued.body).toBe(200);
    expect((queued.json().data as InboxThreadDetail).queued_linkedin_replies).toEqual([
      expect.objectContaining({ text: 'Friday works.\nAt 10?', status: 'queued', detail: null }),
    ]);
    const claim = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/actions/claim', {
      max: 3,
    });
    const [action] = (claim.json().data as { actions: Record<string, unknown>[] }).actions;
    expect(action).toMatchObject({
      type: 'auto_linkedin_message_send',
      profile_url: 'https://www.linkedin.com/in/linus-c',
      text: 'Friday works.\nAt 10?',
      requires_connection: false,
      may_have_sent: false,
    });
    const done = await fromExtension(
      t,
      owner,
      'POST',
      `/api/extension/linkedin/actions/${String(action?.id)}/result`,
      { lease_token: action?.lease_token, outcome: 'done' },
    );
    expect(done.json().data).toEqual({ status: 'done' });
    const after = await read(linusThread);
    expect(after.queued_linkedin_replies).toEqual([]);
    expect(after.messages.map((message) => [message.direction, message.text])).toEqual([
      ['inbound', 'Happy to chat on Friday.'],
      ['outbound', 'Friday works.\nAt 10?'],
    ]);
    expect(after.thread.needs_reply).toBe(false);
    // The reply is no sequence step: Linus's enrolment is left as it was.
    const enrolment = await t.pool.query<{ status: string; held_reason: string | null }>(
      'select status, held_reason from campaign_enrollment where candidate_id = $1',
      [linus],
    );
    expect(enrolment.rows).toEqual([{ status: 'active', held_reason: null }]);

    // Marked do-not-contact after a reply was queued: the extension is not handed it.
    expect((await replyOn(owner, linusThread, 'One more thing.')).statusCode).toBe(200);
    await t.pool.query('update candidate set do_not_contact_at = now() where id = $1', [linus]);
    await t.pool.query('update linkedin_account set next_action_at = null');
    const none = await fromExtension(t, owner, 'POST', '/api/extension/linkedin/actions/claim', {
      max: 3,
    });
    expect((none.json().data as { actions: unknown[] }).actions).toEqual([]);
  });
});
