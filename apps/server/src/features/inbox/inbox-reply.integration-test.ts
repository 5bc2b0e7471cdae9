import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxThreadDetail } from '@hirelane/domain/inbox/inbox.schema';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { sealSecret } from '../../integrations/crypto/secret-box';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { inboxFacts } from './inbox.test-kit';
import { REPLY_DO_NOT_CONTACT } from './reply-to-thread';

/** POST /api/inbox/threads/{id}/reply through a real SMTP server: threaded, recorded, or refused. */

const SENDER = 'recruiter@inbox.test';
const PASSWORD = 'mailbox-secret-123';

let t: TestApp;
let smtp: SmtpTestServer;
let facts: ReturnType<typeof inboxFacts>;
let owner: As;
let project: { _id: string; linked_campaign: string };
let kit: ReturnType<typeof campaignKit>;
let mailbox: string;

const conversation = async (first: string, email: string, from = email) => {
  const candidate = (
    await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
      first_name: first,
      last_name: 'Person',
      email,
    })
  ).candidate_id;
  const enrollment = await facts.enrollment(
    owner.workspace,
    project.linked_campaign,
    candidate,
    mailbox,
  );
  const sent = await facts.message(owner.workspace, enrollment, candidate, {
    direction: 'outbound',
    text: 'Would you like to talk?',
    at: '2026-02-01T09:00:00Z',
    subject: 'Staff engineer at Acme',
  });
  const reply = await facts.message(owner.workspace, enrollment, candidate, {
    direction: 'inbound',
    text: 'What is the salary range?',
    at: '2026-02-01T10:00:00Z',
    subject: 'Re: Staff engineer at Acme',
    from,
  });
  return { candidate, sent, reply, thread: await facts.threadOf(reply.id) };
};

const reply = (threadId: string, text: string) =>
  call(t, 'POST', `/api/inbox/threads/${threadId}/reply`, { ...owner, body: { body: text } });

beforeAll(async () => {
  smtp = await startSmtpTestServer({ user: SENDER, password: PASSWORD });
  t = await createTestApp({ OUTREACH_SMTP_TIMEOUT_MS: '5000' });
  facts = inboxFacts(t);
  kit = campaignKit(t, 243);
  owner = await kit.owner('inbox-reply-owner@example.com', 'Reply Team');
  project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Replies' });
  const made = await t.pool.query<{ id: string }>(
    `insert into mailbox (workspace_id, email, provider, status, enabled, display_name, signature,
       smtp_host, smtp_port, smtp_security, username, secret)
     values ($1, $2, 'custom', 'verified', true, 'Alex Morgan', 'Alex\nAcme Talent',
       '127.0.0.1', $3, 'none', $2, $4) returning id`,
    [owner.workspace, SENDER, smtp.port, sealSecret(t.app.config.encryptionKey, PASSWORD)],
  );
  mailbox = made.rows[0]?.id ?? '';
  await facts.setTeamFlag(owner.workspace, true);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('inbox reply', () => {
  it('sends from the sequence mailbox under the person’s message, and records it', async () => {
    const grace = await conversation('Grace', 'grace@example.com');
    const unanswered = async () =>
      JSON.stringify((await call(t, 'GET', '/api/activity/needs-you', owner)).json());
    expect(await unanswered()).toContain('unanswered_replies');
    const response = await reply(grace.thread, 'Between 150k and 180k.\nHappy to talk.');
    expect(response.statusCode, response.body).toBe(200);

    const mail = smtp.messages.find((message) => message.to === 'grace@example.com');
    expect(mail).toBeDefined();
    const parsed = mail?.parsed;
    expect(parsed?.from?.value[0]).toMatchObject({ address: SENDER, name: 'Alex Morgan' });
    expect(parsed?.subject).toBe('Re: Staff engineer at Acme');
    expect(parsed?.inReplyTo).toBe(grace.reply.messageId);
    expect(parsed?.references).toEqual([grace.sent.messageId, grace.reply.messageId]);
    expect(parsed?.text).toContain('Between 150k and 180k.\nHappy to talk.\n\nAlex\nAcme Talent');

    const detail = response.json().data as InboxThreadDetail;
    const last = detail.messages.at(-1);
    expect(last).toMatchObject({
      direction: 'outbound',
      from: SENDER,
      to: 'grace@example.com',
      subject: 'Re: Staff engineer at Acme',
    });
    expect(detail.thread.needs_reply).toBe(false);
    const stored = await t.pool.query(
      `select message_id, in_reply_to, mailbox_id, candidate_id from email_message
        where id = $1`,
      [last?.id],
    );
    expect(stored.rows[0]).toEqual({
      message_id: parsed?.messageId,
      in_reply_to: grace.reply.messageId,
      mailbox_id: mailbox,
      candidate_id: grace.candidate,
    });
    // The reply answers it for the Activity page's "Needs you" too (decision 037).
    expect(await unanswered()).not.toContain('unanswered_replies');
    // On the candidate too: their e-mail thread shows it.
    const messages = await call(t, 'GET', `/api/candidate/${grace.candidate}/messages`, owner);
    expect(messages.body).toContain('Between 150k and 180k.');
  });

  it('writes to the address on file when the answer carried none', async () => {
    const lin = await conversation('Lin', 'lin@example.com', '');
    const response = await reply(lin.thread, 'Thanks Lin.');
    expect(response.statusCode, response.body).toBe(200);
    expect(smtp.messages.some((message) => message.to === 'lin@example.com')).toBe(true);
  });

  it('fills a template’s placeholders as the sequence does, and refuses one without a value', async () => {
    const mei = await conversation('Mei', 'mei@example.com');
    const filled = await reply(
      mei.thread,
      'Thanks {{first_name}}, the {{job_title}} role is open.',
    );
    expect(filled.statusCode, filled.body).toBe(200);
    const mail = smtp.messages.find((message) => message.to === 'mei@example.com');
    expect(mail?.parsed.text).toContain('Thanks Mei, the Engineer role is open.');
    expect(mail?.parsed.html).toContain('Thanks Mei, the Engineer role is open.');
    const opener = await reply(mei.thread, '{{ice_breaker}} Hello again.');
    expect(opener.statusCode).toBe(422);
    expect(opener.json().message).toBe('Not sent: no value for Personalized Opener.');
  });

  it('sends the editor’s rich text as HTML, sanitised, with its plain-text alternative', async () => {
    const ray = await conversation('Ray', 'ray@example.com');
    const response = await reply(
      ray.thread,
      'Hi <b>{{first_name}}</b><script>alert(1)</script>\nSee <a href="https://acme.test/job">the role</a> <a href="javascript:alert(1)">here</a>.',
    );
    expect(response.statusCode, response.body).toBe(200);
    const parsed = smtp.messages.find((message) => message.to === 'ray@example.com')?.parsed;
    const html = typeof parsed?.html === 'string' ? parsed.html : '';
    expect(html).toContain('Hi <b>Ray</b><br>\nSee <a href="https://acme.test/job">the role</a>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('Alex<br>\nAcme Talent');
    expect(parsed?.text).toContain('Hi Ray\nSee the role (https://acme.test/job) here.');
    expect(parsed?.inReplyTo).toBe(ray.reply.messageId);
    expect((await reply(ray.thread, '<b> </b><script>x</script>')).statusCode).toBe(422);
  });

  it('shows a refusal of the mail server and records nothing', async () => {
    const bounce = await conversation('Bounce', 'bounce-me@example.com');
    const before = smtp.messages.length;
    const response = await reply(bounce.thread, 'Hello?');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Not sent: /);
    expect(smtp.messages.length).toBe(before);
    const kept = await t.pool.query(
      `select count(*)::int as n from email_message where thread_id = $1 and direction = 'outbound'`,
      [bounce.thread],
    );
    expect(kept.rows[0]).toEqual({ n: 1 });
  });

  it('refuses to write to a person marked do-not-contact, and an empty reply', async () => {
    const quiet = await conversation('Quiet', 'quiet@example.com');
    expect((await reply(quiet.thread, '   ')).statusCode).toBe(422);
    await t.pool.query('update candidate set do_not_contact_at = now() where id = $1', [
      quiet.candidate,
    ]);
    const response = await reply(quiet.thread, 'Hello again');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(REPLY_DO_NOT_CONTACT);
    expect(smtp.messages.some((message) => message.to === 'quiet@example.com')).toBe(false);
  });
});
