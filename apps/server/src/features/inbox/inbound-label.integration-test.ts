import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import type { InboundMail } from '../../integrations/imap/parse-inbound-mail';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { recordInboundMail } from '../outreach/record-inbound-mail';
import { inboxFacts } from './inbox.test-kit';

/** What the IMAP reader records lands in the person's thread, labelled by the rules. */

let t: TestApp;
let owner: As;
let candidate: string;
let mailbox: string;
let sentId: string;

const mail = (overrides: Partial<InboundMail>): InboundMail => ({
  uid: 1,
  messageId: `<${crypto.randomUUID()}@candidates.test>`,
  inReplyTo: sentId,
  references: [sentId],
  subject: 'Re: A role',
  from: 'rosa@example.com',
  to: ['recruiter@label.test'],
  date: new Date('2026-03-01T10:00:00Z'),
  text: 'Sounds great, tell me more.',
  html: null,
  classification: { kind: 'reply' },
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const facts = inboxFacts(t);
  const kit = campaignKit(t, 244);
  owner = await kit.owner('label-owner@example.com', 'Label Team');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Labels' });
  candidate = (
    await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
      first_name: 'Rosa',
      last_name: 'Label',
      email: 'rosa@example.com',
    })
  ).candidate_id;
  mailbox = await kit.insertMailbox(owner.workspace, 'recruiter@label.test');
  const enrollment = await facts.enrollment(owner.workspace, project.linked_campaign, candidate);
  sentId = `<sent-${crypto.randomUUID()}@label.test>`;
  await t.pool.query(
    `insert into campaign_delivery (workspace_id, enrollment_id, step_id, status, message_id, mailbox_id)
     values ($1, $2, gen_random_uuid(), 'sent', $3, $4)`,
    [owner.workspace, enrollment, sentId, mailbox],
  );
  await facts.setTeamFlag(owner.workspace, true);
});

afterAll(async () => {
  await t.close();
});

const stored = async (messageId: string | null) =>
  (
    await t.pool.query(
      `select m.label, m.label_by, t.inbound_count, t.needs_reply
         from email_message m join inbox_thread t on t.id = m.thread_id
        where m.message_id = $1`,
      [messageId],
    )
  ).rows[0] as unknown;

describe('recording an inbound e-mail', () => {
  it('labels a reply by the rules and opens the thread for the team', async () => {
    const reply = mail({});
    expect(await recordInboundMail(t.app.db, owner.workspace, mailbox, reply)).toBe('reply');
    expect(await stored(reply.messageId)).toEqual({
      label: 'interested',
      label_by: 'rules',
      inbound_count: 1,
      needs_reply: true,
    });
    const list = await call(t, 'GET', '/api/inbox/threads', owner);
    expect((list.json() as { data: { threads: unknown[] } }).data.threads).toHaveLength(1);
  });

  it('counts the same message read twice once', async () => {
    const reply = mail({ text: 'Please unsubscribe me.' });
    await recordInboundMail(t.app.db, owner.workspace, mailbox, reply);
    await recordInboundMail(t.app.db, owner.workspace, mailbox, { ...reply, uid: 2 });
    expect(await stored(reply.messageId)).toEqual({
      label: 'unsubscribe_request',
      label_by: 'rules',
      inbound_count: 2,
      needs_reply: true,
    });
  });

  it('labels an automatic reply out of office and leaves a bounce unlabelled', async () => {
    const away = mail({ classification: { kind: 'auto_reply', signal: 'auto-submitted' } });
    await recordInboundMail(t.app.db, owner.workspace, mailbox, away);
    expect(await stored(away.messageId)).toMatchObject({ label: 'out_of_office' });
    const bounce = mail({
      classification: {
        kind: 'bounce',
        recipient: 'rosa@example.com',
        status: '4.2.2',
        originalMessageId: sentId,
        permanent: false,
      },
    });
    await recordInboundMail(t.app.db, owner.workspace, mailbox, bounce);
    expect(await stored(bounce.messageId)).toMatchObject({ label: null, label_by: null });
  });
});
