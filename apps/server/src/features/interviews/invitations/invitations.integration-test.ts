import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientCreditsMessage } from '@hirelane/domain/billing/credit-ledger-rules';
import {
  inviteeRefusal,
  PLAN_REQUIRED_MESSAGE,
  type Invitee,
  type InvitationListItem,
  type SendInvitationsResult,
} from '@hirelane/domain/interviews/invitations.schema';
import { startSmtpTestServer, type SmtpTestServer } from '../../../../test/smtp-test-server';
import { createTestApp, lastMailTo, type TestApp } from '../../../../test/test-app';
import { sealSecret } from '../../../integrations/crypto/secret-box';
import { grantCredits } from '../../billing/grant-credits';
import { COMPLETE_JOB, projectKit } from '../../projects/project.test-kit';
import { runInvitationClock } from './invitation-job';
import { invitationApi, saveDesign, tokenOfLink } from './invitation.test-kit';

const SENDER = 'recruiter@hirelane.test';
const PASSWORD = 'mailbox-secret-123';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let smtp: SmtpTestServer;
type Who = { cookie: string; workspace: string };
let owner: Who;
let projectId: string;
let api: ReturnType<typeof invitationApi>;
const ids: Record<string, string> = {};

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const balance = async (workspace = owner.workspace) =>
  (
    await t.pool.query<{ balance: number }>(
      'select balance from credit_balance where workspace_id = $1',
      [workspace],
    )
  ).rows[0]?.balance ?? 0;

const invitationRow = async (candidateId: string) =>
  (
    await t.pool.query<{
      id: string;
      token_hash: string;
      credit_hold_id: string | null;
      reminders_sent: number;
      revoked_at: Date | null;
      plan: { questions: unknown[] };
    }>(
      `select id, token_hash, credit_hold_id, reminders_sent, revoked_at, plan
         from interview_invitation where candidate_id = $1 order by created_at desc limit 1`,
      [candidateId],
    )
  ).rows[0]!;

const stageOf = async (candidateId: string) =>
  (
    await t.pool.query<{ stage: string; sub_stage: string | null }>(
      'select stage, sub_stage from project_candidate where candidate_id = $1 and project_id = $2',
      [candidateId, projectId],
    )
  ).rows[0];

const sendResult = (response: { json: () => { data?: unknown } }) =>
  response.json().data as SendInvitationsResult;

beforeAll(async () => {
  smtp = await startSmtpTestServer({ user: SENDER, password: PASSWORD });
  t = await createTestApp({ OUTREACH_SMTP_TIMEOUT_MS: '5000' });
  const kit = projectKit(t, 233);
  owner = await kit.owner('invite-owner@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Backend interviews',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
  for (const [name, email] of [
    ['Ada Lovelace', 'ada@example.com'],
    ['Grace Hopper', 'grace@example.com'],
    ['Nobody Mail', null],
    ['Dina Blocked', 'dina@example.com'],
    ['Mira Mailbox', 'mira@example.com'],
    ['Rex Reminder', 'rex@example.com'],
    ['Eli Expired', 'eli@example.com'],
    ['Bo Bounce', 'bounce.bo@example.com'],
  ] as const) {
    const added = await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      full_name: name,
      ...(email ? { email } : {}),
    });
    ids[name.split(' ')[0]!] = added.candidate_id;
  }
  await t.pool.query(
    `update candidate set do_not_contact_at = now(), do_not_contact_reason = 'Asked us to stop'
      where id = $1`,
    [ids.Dina],
  );
  api = invitationApi(t, owner, projectId);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('sending interview invitations', () => {
  it('refuses to send before an interview plan is saved', async () => {
    await grantCredits(t.app.db, owner.workspace, {
      amount: 25,
      reason: 'admin',
      idempotencyKey: 'invite-seed',
    });
    const response = await api.send([ids.Ada!]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(PLAN_REQUIRED_MESSAGE);
    expect(await balance()).toBe(25);
    await saveDesign(t, owner, projectId);
  });

  it('previews the e-mail for a real candidate', async () => {
    const response = await api.preview(ids.Ada!);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json().data as { to: string; subject: string; text: string };
    expect(preview.to).toBe('ada@example.com');
    expect(preview.subject).toBe(
      `Your interview for ${COMPLETE_JOB.title} at ${COMPLETE_JOB.company}`,
    );
    expect(preview.text).toContain('Hi Ada,');
    expect(preview.text).toContain('http://localhost:3000/interview/');
  });

  it('invites with a credit hold each, skips with reasons, moves to invited/new', async () => {
    const stranger = '00000000-0000-4000-8000-000000000001';
    const response = await api.send([ids.Ada!, ids.Nobody!, ids.Dina!, stranger]);
    expect(response.statusCode, response.body).toBe(200);
    const result = sendResult(response);
    expect(result.sent).toBe(1);
    expect(result.credits_held).toBe(10);
    expect(result.undelivered).toEqual([]);
    expect(result.results.map((r) => (r.outcome === 'sent' ? 'sent' : r.reason))).toEqual([
      'sent',
      'no_email',
      'do_not_contact',
      'not_in_project',
    ]);
    expect(await balance()).toBe(15);
    const row = await invitationRow(ids.Ada!);
    expect(row.credit_hold_id).not.toBeNull();
    expect(row.plan.questions.length).toBeGreaterThan(0);
    expect(await stageOf(ids.Ada!)).toEqual({ stage: 'invited', sub_stage: 'new' });
    const mail = lastMailTo(t, 'ada@example.com');
    expect(mail?.subject).toContain(COMPLETE_JOB.title);
    expect(sha256(tokenOfLink(mail!.text))).toBe(row.token_hash);
    expect(mail!.html).toContain(
      `<a href="http://localhost:3000/interview/${tokenOfLink(mail!.text)}"`,
    );

    const invitees = (await api.invitees()).json().data as { items: Invitee[]; total: number };
    expect(invitees.total).toBe(8);
    const byName = new Map(invitees.items.map((item) => [item.full_name, item]));
    expect(byName.get('Ada Lovelace')?.invitation_status).toBe('open');
    expect(inviteeRefusal(byName.get('Ada Lovelace')!)).toBe('already_invited');
    expect(byName.get('Dina Blocked')?.do_not_contact).toEqual({ reason: 'Asked us to stop' });
    expect(inviteeRefusal(byName.get('Nobody Mail')!)).toBe('no_email');
    expect(inviteeRefusal(byName.get('Grace Hopper')!)).toBeNull();

    const again = sendResult(await api.send([ids.Ada!]));
    expect(again.results[0]).toMatchObject({ outcome: 'skipped', reason: 'already_invited' });
    expect(await balance()).toBe(15);
  });

  it('refuses all when the balance cannot cover every hold, and sends nothing', async () => {
    const response = await api.send([ids.Grace!, ids.Rex!]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(insufficientCreditsMessage(20, 15));
    expect(await balance()).toBe(15);
    const rows = await t.pool.query(
      'select 1 from interview_invitation where candidate_id = any($1)',
      [[ids.Grace, ids.Rex]],
    );
    expect(rows.rowCount).toBe(0);
    expect(lastMailTo(t, 'grace@example.com')).toBeUndefined();
  });

  it('sends through a connected mailbox; the link in the received e-mail matches the stored hash', async () => {
    const {
      rows: [box],
    } = await t.pool.query<{ id: string }>(
      `insert into mailbox (workspace_id, email, provider, status, enabled, smtp_host, smtp_port,
                            smtp_security, username, secret)
       values ($1, $2, 'custom', 'verified', true, '127.0.0.1', $3, 'none', $2, $4) returning id`,
      [owner.workspace, SENDER, smtp.port, sealSecret(t.app.config.encryptionKey, PASSWORD)],
    );
    await grantCredits(t.app.db, owner.workspace, {
      amount: 10,
      reason: 'admin',
      idempotencyKey: 'invite-mailbox',
    });
    const response = await api.send([ids.Mira!, ids.Bo!], { mailbox_id: box!.id });
    expect(response.statusCode, response.body).toBe(200);
    // The server refuses Bo's address (550): invited all the same, reported as undelivered.
    expect(sendResult(response)).toMatchObject({
      sent: 2,
      undelivered: [{ candidate_id: ids.Bo, reason: expect.stringContaining('550') as unknown }],
    });
    const received = smtp.messages.find((message) => message.to === 'mira@example.com');
    expect(received?.parsed.from?.text).toContain(SENDER);
    const token = tokenOfLink(received!.parsed.text ?? '');
    expect(sha256(token)).toBe((await invitationRow(ids.Mira!)).token_hash);
    expect(lastMailTo(t, 'mira@example.com')).toBeUndefined();
  });
});

describe('resend and revoke', () => {
  it('resend gives a new link, kills the old one and keeps the hold', async () => {
    const before = await invitationRow(ids.Ada!);
    const oldToken = tokenOfLink(lastMailTo(t, 'ada@example.com')!.text);
    const response = await api.resend(before.id);
    expect(response.statusCode, response.body).toBe(200);
    const after = await invitationRow(ids.Ada!);
    const newToken = tokenOfLink(lastMailTo(t, 'ada@example.com')!.text);
    expect(newToken).not.toBe(oldToken);
    expect(after.token_hash).toBe(sha256(newToken));
    const byOld = await t.pool.query('select 1 from interview_invitation where token_hash = $1', [
      sha256(oldToken),
    ]);
    expect(byOld.rowCount).toBe(0);
    expect(after.credit_hold_id).toBe(before.credit_hold_id);
    expect(await balance()).toBe(5);
  });

  it('revoke releases the hold and the list shows it revoked', async () => {
    const row = await invitationRow(ids.Ada!);
    const response = await api.revoke(row.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as InvitationListItem).status).toBe('revoked');
    expect(await balance()).toBe(15);
    expect((await invitationRow(ids.Ada!)).credit_hold_id).toBeNull();
    const twice = await api.revoke(row.id);
    expect(twice.statusCode).toBe(200);
    expect(await balance()).toBe(15);
    const resend = await api.resend(row.id);
    expect(resend.statusCode).toBe(422);
    const list = (await api.list()).json().data as InvitationListItem[];
    expect(list.find((item) => item._id === row.id)?.status).toBe('revoked');
  });
});

describe('the invitation clock', () => {
  it('reminds on day 2 and day 5 only while the link is unused', async () => {
    await grantCredits(t.app.db, owner.workspace, {
      amount: 20,
      reason: 'admin',
      idempotencyKey: 'invite-clock',
    });
    expect(sendResult(await api.send([ids.Rex!])).sent).toBe(1);
    const row = await invitationRow(ids.Rex!);
    const sentAt = (
      await t.pool.query<{ sent_at: Date }>(
        'select sent_at from interview_invitation where id = $1',
        [row.id],
      )
    ).rows[0]!.sent_at;
    // The clock runs as if `days` had passed since the invitation (the token is bound to sent_at).
    const clockAfter = (days: number) =>
      runInvitationClock(t.app, new Date(sentAt.getTime() + days * DAY_MS));
    const reminders = () =>
      t.mails.filter(
        (mail) => mail.to === 'rex@example.com' && mail.subject.startsWith('Reminder'),
      );

    await clockAfter(1);
    expect(reminders()).toHaveLength(0);

    await clockAfter(2.1);
    await clockAfter(2.2);
    expect(reminders()).toHaveLength(1);
    expect((await invitationRow(ids.Rex!)).reminders_sent).toBe(1);

    await clockAfter(3);
    expect(reminders()).toHaveLength(1);

    await clockAfter(5.1);
    expect(reminders()).toHaveLength(2);
    // The reminder's link is the invitation's link.
    const last = reminders().at(-1)!;
    expect(sha256(tokenOfLink(last.text))).toBe((await invitationRow(ids.Rex!)).token_hash);

    await t.pool.query(`update interview_invitation set reminders_sent = 1 where id = $1`, [
      row.id,
    ]);
    await t.pool.query(`update interview_invitation set started_at = now() where id = $1`, [
      row.id,
    ]);
    await runInvitationClock(t.app);
    expect(reminders()).toHaveLength(2);
  });

  it('releases the hold of an expired invitation never started, once', async () => {
    expect(sendResult(await api.send([ids.Eli!])).sent).toBe(1);
    const held = await balance();
    const row = await invitationRow(ids.Eli!);
    await t.pool.query(
      `update interview_invitation set sent_at = now() - interval '8 days',
              expires_at = now() - interval '1 day' where id = $1`,
      [row.id],
    );
    const first = await runInvitationClock(t.app);
    expect(first.released).toBe(1);
    expect(await balance()).toBe(held + 10);
    expect((await invitationRow(ids.Eli!)).credit_hold_id).toBeNull();
    expect((await runInvitationClock(t.app)).released).toBe(0);
    expect(await balance()).toBe(held + 10);
    const list = (await api.list()).json().data as InvitationListItem[];
    expect(list.find((item) => item._id === row.id)?.status).toBe('expired');

    // Sent again after expiry: a new link, and a new hold since the first one went back.
    const resent = await api.resend(row.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect((resent.json().data as InvitationListItem).status).toBe('open');
    expect(await balance()).toBe(held);
    expect((await invitationRow(ids.Eli!)).credit_hold_id).not.toBeNull();
  });
});

describe('another workspace', () => {
  it('answers 404 for the project and its invitations', async () => {
    const kit = projectKit(t, 234);
    const outsider = await kit.owner('invite-outsider@example.com', 'Other Team');
    const row = await invitationRow(ids.Mira!);
    const foreign = invitationApi(t, outsider, projectId);
    for (const response of [
      await foreign.list(),
      await foreign.send([ids.Grace!]),
      await foreign.preview(ids.Mira!),
      await foreign.resend(row.id),
      await foreign.revoke(row.id),
    ])
      expect(response.statusCode, response.body).toBe(404);
    expect((await invitationRow(ids.Mira!)).revoked_at).toBeNull();
  });
});
