import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InvitationListItem,
  Invitee,
  SendInvitationsResult,
} from '@hirelane/domain/interviews/invitations.schema';
import { startSmtpTestServer, type SmtpTestServer } from '../../../../test/smtp-test-server';
import { createTestApp, lastMailTo, type TestApp } from '../../../../test/test-app';
import { sealSecret } from '../../../integrations/crypto/secret-box';
import { grantCredits } from '../../billing/grant-credits';
import { COMPLETE_JOB, projectKit } from '../../projects/project.test-kit';
import {
  DEFAULT_INTERVIEW_SETTINGS,
  DEFAULT_THANK_YOU,
} from '@hirelane/domain/interviews/interview-settings.schema';
import type { InterviewLink } from '@hirelane/domain/interviews/interview-session.schema';
import { call } from '../../../../test/test-app';
import { sessionApi } from '../session/interview-session.test-kit';
import { runInvitationClock } from './invitation-job';
import { interviewThankYouJob } from './thank-you-job';
import { invitationApi, saveDesign, tokenOfLink } from './invitation.test-kit';

/** Invitations, reminders and resends through a connected mailbox (issue 18), against real SMTP. */

const SENDER = 'talent@acme.test';
const PASSWORD = 'mailbox-secret-456';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let smtp: SmtpTestServer;
let owner: { cookie: string; workspace: string };
let projectId: string;
let api: ReturnType<typeof invitationApi>;
let boxId: string;
const ids: Record<string, string> = {};

const insertMailbox = async (email: string, password: string) =>
  (
    await t.pool.query<{ id: string }>(
      `insert into mailbox (workspace_id, email, display_name, provider, status, enabled, smtp_host,
                            smtp_port, smtp_security, username, secret)
       values ($1, $2, 'Acme Talent', 'custom', 'verified', true, '127.0.0.1', $3, 'none', $2, $4)
       returning id`,
      [owner.workspace, email, smtp.port, sealSecret(t.app.config.encryptionKey, password)],
    )
  ).rows[0]!.id;

const rowOf = async (candidateId: string) =>
  (
    await t.pool.query<{
      id: string;
      mailbox_id: string | null;
      sent_at: Date;
      delivered_at: Date | null;
      delivery_error: string | null;
      token_hash: string;
    }>(
      `select id, mailbox_id, sent_at, delivered_at, delivery_error, token_hash
         from interview_invitation where candidate_id = $1`,
      [candidateId],
    )
  ).rows[0];

const listed = async (invitationId: string) =>
  ((await api.list()).json().data as InvitationListItem[]).find((i) => i._id === invitationId);

const received = (to: string, subject = '') =>
  smtp.messages.filter(
    (message) => message.to === to && (message.parsed.subject ?? '').startsWith(subject),
  );

beforeAll(async () => {
  smtp = await startSmtpTestServer({ user: SENDER, password: PASSWORD });
  t = await createTestApp({ OUTREACH_SMTP_TIMEOUT_MS: '5000' });
  const kit = projectKit(t, 235);
  owner = await kit.owner('mailbox-owner@example.com');
  projectId = (
    await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Interviews by mailbox',
      agent: 'charlie',
      job: COMPLETE_JOB,
    })
  )._id;
  for (const name of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus']) {
    const added = await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      full_name: `${name} Candidate`,
      email: `${name.toLowerCase()}@example.com`,
    });
    ids[name] = added.candidate_id;
  }
  await saveDesign(t, owner, projectId);
  await grantCredits(t.app.db, owner.workspace, {
    amount: 100,
    reason: 'admin',
    idempotencyKey: 'mailbox-seed',
  });
  boxId = await insertMailbox(SENDER, PASSWORD);
  // The project's campaign sends from this mailbox: invitations default to it.
  await t.pool.query(
    `insert into campaign (workspace_id, project_id, name, config)
     values ($1, $2, 'Outreach', jsonb_build_object('from_email', $3::text, 'from_linkedin', null))`,
    [owner.workspace, projectId, SENDER.toUpperCase()],
  );
  api = invitationApi(t, owner, projectId);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('invitations through a connected mailbox', () => {
  it("goes from the project's campaign mailbox by default; reminders and resends leave from it too", async () => {
    const invitees = (await api.invitees()).json().data as {
      items: Invitee[];
      default_mailbox_id: string | null;
    };
    expect(invitees.default_mailbox_id).toBe(boxId);

    const response = await api.send([ids.Ann!]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as SendInvitationsResult).undelivered).toEqual([]);
    const [first] = received('ann@example.com');
    expect(first?.parsed.from?.value[0]).toMatchObject({ address: SENDER, name: 'Acme Talent' });
    expect(lastMailTo(t, 'ann@example.com')).toBeUndefined();
    const row = (await rowOf(ids.Ann!))!;
    expect(row.mailbox_id).toBe(boxId);
    expect(row.delivered_at).not.toBeNull();
    expect(await listed(row.id)).toMatchObject({ sent_from: SENDER, delivery_error: null });

    await runInvitationClock(t.app, new Date(row.sent_at.getTime() + 2.1 * DAY_MS));
    const reminders = received('ann@example.com', 'Reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.parsed.from?.value[0]?.address).toBe(SENDER);
    expect(tokenOfLink(reminders[0]?.parsed.text ?? '')).toBe(
      tokenOfLink(first?.parsed.text ?? ''),
    );

    const resent = await api.resend(row.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe('Invitation sent again with a new link.');
    const all = received('ann@example.com', 'Your interview');
    expect(all).toHaveLength(2);
    expect(all[1]?.parsed.from?.value[0]?.address).toBe(SENDER);
    expect(t.mails.filter((mail) => mail.to === 'ann@example.com')).toEqual([]);
  });

  it("goes through the product's mail when the recruiter picks it (mailbox_id null)", async () => {
    const response = await api.send([ids.Ben!], { mailbox_id: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(lastMailTo(t, 'ben@example.com')?.subject).toMatch(/^Your interview/);
    expect(received('ben@example.com')).toEqual([]);
    expect((await rowOf(ids.Ben!))?.mailbox_id).toBeNull();
  });

  it('never marks as sent what the mail server refused, and says why', async () => {
    const wrongLogin = await insertMailbox('old@acme.test', 'not-the-password');
    const response = await api.send([ids.Cat!], { mailbox_id: wrongLogin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('0 invitations sent.');
    const result = response.json().data as SendInvitationsResult;
    expect(result.undelivered).toEqual([
      { candidate_id: ids.Cat, reason: expect.stringMatching(/auth/i) as unknown },
    ]);
    const row = (await rowOf(ids.Cat!))!;
    expect(row.delivered_at).toBeNull();
    expect(await listed(row.id)).toMatchObject({
      sent_from: 'old@acme.test',
      delivered_at: null,
      delivery_error: result.undelivered[0]?.reason,
    });
    expect(received('cat@example.com')).toEqual([]);
    expect(lastMailTo(t, 'cat@example.com')).toBeUndefined();
  });

  it('a disconnected mailbox: the send is refused, and reminders and resends do not go elsewhere', async () => {
    await t.pool.query('update mailbox set enabled = false where id = $1', [boxId]);
    const refused = await api.send([ids.Dan!], { mailbox_id: boxId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`The mailbox ${SENDER} cannot send: Disabled`);
    expect(await rowOf(ids.Dan!)).toBeUndefined();
    // Omitted, the disabled campaign mailbox is no longer the default: the product's mail is.
    const invitees = (await api.invitees()).json().data as { default_mailbox_id: string | null };
    expect(invitees.default_mailbox_id).toBeNull();

    const ann = (await rowOf(ids.Ann!))!;
    const before = received('ann@example.com').length;
    await runInvitationClock(t.app, new Date(ann.sent_at.getTime() + 2.1 * DAY_MS));
    expect(received('ann@example.com')).toHaveLength(before);
    expect(t.mails.filter((mail) => mail.to === 'ann@example.com')).toEqual([]);
    expect((await rowOf(ids.Ann!))?.delivery_error).toBe(
      `Reminder not sent: The mailbox ${SENDER} cannot send: Disabled`,
    );

    const resend = await api.resend(ann.id);
    expect(resend.statusCode).toBe(422);
    expect(resend.json().message).toBe(`The mailbox ${SENDER} cannot send: Disabled`);
    expect((await rowOf(ids.Ann!))?.token_hash).toBe(ann.token_hash);
  });
});

/** Answers every question of the link and finishes the interview (twice). */
const takeInterview = async (token: string) => {
  const api = sessionApi(t, token);
  expect((await api.consent()).statusCode).toBe(200);
  const link = (await api.get()).json().data as InterviewLink;
  for (const question of link.interview?.questions ?? [])
    expect((await api.type(question.id, 'Yes, I have done this for years.')).statusCode).toBe(200);
  const done = await api.complete();
  expect(done.statusCode, done.body).toBe(200);
  expect((await api.complete()).statusCode).toBe(409);
};

const queuedThankYous = async (invitationId: string) =>
  (
    await t.pool.query(
      `select 1 from pgboss.job where name = 'interviews.thank-you' and data->>'invitation_id' = $1`,
      [invitationId],
    )
  ).rowCount;

const saveSettings = (enabled: boolean) =>
  call(t, 'PUT', `/api/project/${projectId}/interview/settings`, {
    ...owner,
    body: {
      ...DEFAULT_INTERVIEW_SETTINGS,
      thank_you: { ...DEFAULT_THANK_YOU, enabled, subject: 'Thanks, {{first_name}}' },
    },
  });

const linkOf = (to: string) => tokenOfLink(received(to, 'Your interview')[0]?.parsed.text ?? '');

describe('the thank-you e-mail', () => {
  it('goes once, from the invitation mailbox, when the settings ask for it; never when they do not', async () => {
    await t.pool.query('update mailbox set enabled = true where id = $1', [boxId]);
    expect((await saveSettings(true)).statusCode).toBe(200);
    expect((await api.send([ids.Eve!])).statusCode).toBe(200);
    expect((await saveSettings(false)).statusCode).toBe(200);
    expect((await api.send([ids.Fay!])).statusCode).toBe(200);

    await takeInterview(linkOf('eve@example.com'));
    await takeInterview(linkOf('fay@example.com'));
    const eve = (await rowOf(ids.Eve!))!;
    const fay = (await rowOf(ids.Fay!))!;
    expect(await queuedThankYous(eve.id)).toBe(1);
    expect(await queuedThankYous(fay.id)).toBe(0);

    // The job runs twice (a retry, a second worker): one e-mail.
    const data = { workspace_id: owner.workspace, invitation_id: eve.id };
    await interviewThankYouJob.handler(t.app, data);
    await interviewThankYouJob.handler(t.app, data);
    const thanks = received('eve@example.com', 'Thanks');
    expect(thanks).toHaveLength(1);
    expect(thanks[0]?.parsed.subject).toBe('Thanks, Eve');
    expect(thanks[0]?.parsed.from?.value[0]?.address).toBe(SENDER);
    expect(thanks[0]?.parsed.text).toContain('a person will review them');
    const marked = await t.pool.query<{ thank_you_sent_at: Date | null }>(
      'select thank_you_sent_at from interview_invitation where id = $1',
      [eve.id],
    );
    expect(marked.rows[0]?.thank_you_sent_at).not.toBeNull();

    await interviewThankYouJob.handler(t.app, {
      workspace_id: owner.workspace,
      invitation_id: fay.id,
    });
    expect(received('fay@example.com', 'Thanks')).toEqual([]);
    expect(received('fay@example.com', 'Thank you')).toEqual([]);
    // No automatic rejection or verdict e-mail to anyone.
    expect(smtp.messages.filter((m) => /reject|unfortunately/i.test(m.raw))).toEqual([]);
  });

  it('is not marked sent while its mailbox cannot send, and goes once it can', async () => {
    expect((await saveSettings(true)).statusCode).toBe(200);
    expect((await api.send([ids.Gus!], { mailbox_id: boxId })).statusCode).toBe(200);
    await takeInterview(linkOf('gus@example.com'));
    const gus = (await rowOf(ids.Gus!))!;
    const data = { workspace_id: owner.workspace, invitation_id: gus.id };

    await t.pool.query('update mailbox set enabled = false where id = $1', [boxId]);
    await interviewThankYouJob.handler(t.app, data);
    expect(received('gus@example.com', 'Thanks')).toEqual([]);
    expect(lastMailTo(t, 'gus@example.com')).toBeUndefined();
    const waiting = await t.pool.query<{ thank_you_sent_at: Date | null; delivery_error: string }>(
      'select thank_you_sent_at, delivery_error from interview_invitation where id = $1',
      [gus.id],
    );
    expect(waiting.rows[0]).toEqual({
      thank_you_sent_at: null,
      delivery_error: `Thank-you not sent: The mailbox ${SENDER} cannot send: Disabled`,
    });

    await t.pool.query('update mailbox set enabled = true where id = $1', [boxId]);
    await interviewThankYouJob.handler(t.app, data);
    await interviewThankYouJob.handler(t.app, data);
    expect(received('gus@example.com', 'Thanks')).toHaveLength(1);
    expect((await rowOf(ids.Gus!))?.delivery_error).toBeNull();
  });
});
