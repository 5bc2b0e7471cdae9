import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAIN_CONNECTION_MESSAGE } from '@hirelane/domain/accounts/plain-connection-hosts';
import type { CandidateMessages } from '@hirelane/domain/outreach/candidate-messages.schema';
import { startDovecot, type Dovecot } from '@hirelane/test-servers/dovecot';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { DRAFTS, campaignKit, errorsOf, type As } from '../campaigns/campaign.test-kit';
import { startOutreachEngine, type OutreachEngine } from './outreach-engine';
import { NO_EMAIL_REASON } from './contact-refusals';

const SENDER = 'recruiter@hirelane.test';
const PASSWORD = 'mailbox-secret-123';

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let smtp: SmtpTestServer;
let dovecot: Dovecot;
let engine: OutreachEngine;

beforeAll(async () => {
  [smtp, dovecot] = await Promise.all([
    startSmtpTestServer({ user: SENDER, password: PASSWORD }),
    startDovecot({ users: [{ user: SENDER, password: PASSWORD }] }),
  ]);
  t = await createTestApp({
    OUTREACH_IGNORE_LIMITS: 'true',
    OUTREACH_TICK_MS: '50',
    MAILBOX_POLL_SECONDS: '0.2',
    OUTREACH_LEASE_SECONDS: '30',
    OUTREACH_SMTP_TIMEOUT_MS: '5000',
  });
  kit = campaignKit(t, 91);
  owner = await kit.owner('outreach-owner@example.com');
}, 60_000);
afterAll(async () => {
  await engine?.stop();
  await t?.close();
  await smtp?.close();
  await dovecot?.close();
});

const connectBody = (password = PASSWORD) => ({
  provider: 'custom',
  email: SENDER,
  display_name: 'Alex Morgan',
  username: SENDER,
  password,
  smtp: { host: '127.0.0.1', port: smtp.port, security: 'none' },
  imap: { host: dovecot.host, port: dovecot.port, security: 'none' },
});

const waitFor = async <T>(probe: () => Promise<T | undefined | null | false>, what: string) => {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

const enrollmentOf = async (candidateId: string) =>
  (
    await t.pool.query<{
      id: string;
      status: string;
      stop_reason: string | null;
      held_reason: string | null;
    }>(
      'select id, status, stop_reason, held_reason from campaign_enrollment where candidate_id = $1',
      [candidateId],
    )
  ).rows[0];

const mailsTo = (address: string) => smtp.messages.filter((message) => message.to === address);

/** Skips the delay step (once the engine has started it): the next step is due now. */
const skipDelay = (candidateId: string) =>
  waitFor(
    async () =>
      (
        await t.pool.query(
          `update campaign_enrollment set next_run_at = now()
            where candidate_id = $1 and status = 'active' and next_run_at > now() + interval '1 hour'`,
          [candidateId],
        )
      ).rowCount === 1,
    'the delay to start',
  );

const messagesOf = async (candidateId: string) => {
  const response = await call(t, 'GET', `/api/candidate/${candidateId}/messages`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CandidateMessages;
};

describe('mailbox connection', () => {
  it('refuses an unencrypted connection to a public server before trying it', async () => {
    const response = await call(t, 'POST', '/api/communication/email/account/connect', {
      ...owner,
      body: { ...connectBody(), smtp: { host: 'smtp.example.com', port: 25, security: 'none' } },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({ path: 'smtp.security', message: PLAIN_CONNECTION_MESSAGE }),
    ]);
  });

  it('names the server that refused and stores nothing', async () => {
    const response = await call(t, 'POST', '/api/communication/email/account/connect', {
      ...owner,
      body: connectBody('wrong-password'),
    });
    expect(response.statusCode).toBe(422);
    expect(
      errorsOf(response)
        .map((error) => error.path)
        .sort(),
    ).toEqual(['imap', 'smtp']);
    expect(errorsOf(response)[0]?.message).toMatch(/user name or password/);
    const rows = await t.pool.query('select 1 from mailbox where workspace_id = $1', [
      owner.workspace,
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it('proves SMTP and IMAP, seals the password and lists the mailbox as verified', async () => {
    const response = await call(t, 'POST', '/api/communication/email/account/connect', {
      ...owner,
      body: connectBody(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(PASSWORD);
    const stored = await t.pool.query<{ secret: string }>(
      'select secret from mailbox where workspace_id = $1',
      [owner.workspace],
    );
    expect(stored.rows[0]?.secret).toMatch(/^v1\./);
    expect(stored.rows[0]?.secret).not.toContain(PASSWORD);
    const list = await call(t, 'GET', '/api/communication/email/account/list', owner);
    expect(list.json().data).toMatchObject({ verified_emails: [{ label: SENDER }] });
  });

  it('changes the daily limit and signature, and a disabled mailbox is listed as disabled', async () => {
    const boxes = await call(t, 'GET', '/api/communication/email/account/mailboxes', owner);
    const id = (boxes.json().data as Array<{ _id: string }>)[0]?._id ?? '';
    const updated = await call(t, 'PUT', `/api/communication/email/account/update/${id}`, {
      ...owner,
      body: { daily_limit: 120, signature: 'Alex Morgan\nTalent team', enabled: false },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ daily_limit: 120, enabled: false });
    const list = await call(t, 'GET', '/api/communication/email/account/list', owner);
    expect(list.json().data).toMatchObject({
      invalid_emails: [{ label: SENDER, state: 'disabled' }],
    });
    await call(t, 'PUT', `/api/communication/email/account/update/${id}`, {
      ...owner,
      body: { enabled: true },
    });
  });
});

describe('sending a campaign', () => {
  let projectId = '';
  const people: Record<string, string> = {};

  it('sends the first e-mail to each candidate, holds one without an address, bounces a 550', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Engine' });
    projectId = project._id;
    const campaignId = project.linked_campaign;
    await kit.addStep(owner, campaignId, DRAFTS.email);
    await kit.addStep(owner, campaignId, { type: 'delay', config: { days: 0, hours: 2 } });
    await kit.addStep(owner, campaignId, {
      type: 'auto_email',
      config: { subject: '{{previous_subject}}', body: 'Following up, {{first_name}}.' },
    });
    const settings = await kit.api(owner).settings(campaignId, { from_email: SENDER });
    expect(settings.statusCode, settings.body).toBe(200);
    const launched = await kit.api(owner).activate(campaignId, true);
    expect(launched.statusCode, launched.body).toBe(200);

    for (const [key, email] of [
      ['ada', 'ada@candidates.test'],
      ['carol', 'carol@candidates.test'],
      ['dave', 'dave@candidates.test'],
      ['eve', 'bounce-eve@candidates.test'],
      ['frank', 'frank@candidates.test'],
      ['nomail', null],
    ] as const) {
      const added = await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
        first_name: key,
        last_name: 'Test',
        ...(email ? { email } : { linkedin_url: `https://www.linkedin.com/in/${key}-test` }),
      });
      people[key] = added.candidate_id;
    }
    await kit.move(owner.cookie, owner.workspace, projectId, {
      candidate_ids: Object.values(people),
      to_stage: 'shortlisted',
    });
    const moved = await kit.move(owner.cookie, owner.workspace, projectId, {
      candidate_ids: Object.values(people),
      to_stage: 'in_campaign',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    engine = startOutreachEngine(t.app, null);
    await waitFor(async () => mailsTo('frank@candidates.test').length === 1, 'the first e-mails');
    await waitFor(
      async () => (await enrollmentOf(people.eve ?? ''))?.stop_reason === 'bounced',
      'the bounce',
    );

    const first = mailsTo('ada@candidates.test');
    expect(first).toHaveLength(1);
    const mail = first[0]!.parsed;
    expect(mail.subject).toBe('Hello ada');
    expect(mail.messageId).toMatch(/^<hl\.[0-9a-f-]+\.[0-9a-f-]+@hirelane\.test>$/);
    expect(first[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
    expect(first[0]!.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:3000\/u\//i,
    );
    expect(mail.html || '').toContain('Alex Morgan<br>');
    expect(mail.from?.text).toContain('Alex Morgan');

    expect(await enrollmentOf(people.nomail ?? '')).toMatchObject({
      status: 'active',
      held_reason: NO_EMAIL_REASON,
    });
    expect(mailsTo('bounce-eve@candidates.test')).toHaveLength(0);
    // The sink has the e-mail as soon as the server says 250; the row is marked right after.
    const messages = await waitFor(async () => {
      const found = await messagesOf(people.ada ?? '');
      return found.messages.length > 0 && found;
    }, 'the sent e-mail on the candidate');
    expect(messages.messages).toMatchObject([
      { direction: 'outbound', kind: 'sent', subject: 'Hello ada' },
    ]);
    expect(messages.enrollments[0]).toMatchObject({
      status: 'active',
      // Step 1 was sent: the follow-up after the delay is the step being waited for.
      current_step: 2,
      total_steps: 2,
    });
  });

  it('threads the follow-up under the first e-mail after the delay, then completes', async () => {
    await skipDelay(people.ada ?? '');
    await waitFor(async () => mailsTo('ada@candidates.test').length === 2, 'the follow-up');
    const [first, second] = mailsTo('ada@candidates.test').map((message) => message.parsed);
    expect(second?.subject).toBe('Re: Hello ada');
    expect(second?.inReplyTo).toBe(first?.messageId);
    expect(second?.references).toContain(first?.messageId);
    await waitFor(
      async () => (await enrollmentOf(people.ada ?? ''))?.status === 'completed',
      'completion',
    );
    const stage = await t.pool.query(
      'select stage from project_candidate where candidate_id = $1',
      [people.ada],
    );
    expect(stage.rows[0]).toEqual({ stage: 'completed' });
  });

  it('stops the sequence on a reply read over IMAP and marks the candidate engaging', async () => {
    const firstId = mailsTo('carol@candidates.test')[0]?.parsed.messageId ?? '';
    await dovecot.appendMessage(
      SENDER,
      [
        'From: carol@candidates.test',
        `To: ${SENDER}`,
        'Subject: Re: Hello carol',
        `Message-ID: <reply-carol@candidates.test>`,
        `In-Reply-To: ${firstId}`,
        `References: ${firstId}`,
        `Date: ${new Date(Date.now() + 1000).toUTCString()}`,
        '',
        'Sounds interesting, tell me more.',
      ].join('\r\n'),
    );
    await waitFor(
      async () => (await enrollmentOf(people.carol ?? ''))?.stop_reason === 'replied',
      'the reply',
    );
    const link = await t.pool.query(
      'select stage, sub_stage from project_candidate where candidate_id = $1',
      [people.carol],
    );
    expect(link.rows[0]).toEqual({ stage: 'in_campaign', sub_stage: 'engaging' });
    const thread = await messagesOf(people.carol ?? '');
    expect(thread.messages.map((message) => message.kind)).toEqual(['sent', 'reply']);
    await t.pool.query(
      'update campaign_enrollment set next_run_at = now() where candidate_id = $1',
      [people.carol],
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('carol@candidates.test')).toHaveLength(1);
  });

  it('records an out-of-office without stopping the sequence', async () => {
    const firstId = mailsTo('dave@candidates.test')[0]?.parsed.messageId ?? '';
    await dovecot.appendMessage(
      SENDER,
      [
        'From: dave@candidates.test',
        `To: ${SENDER}`,
        'Subject: Automatic reply: Hello dave',
        'Auto-Submitted: auto-replied',
        `Message-ID: <ooo-dave@candidates.test>`,
        `In-Reply-To: ${firstId}`,
        '',
        'I am out of the office until Monday.',
      ].join('\r\n'),
    );
    await waitFor(
      async () =>
        (await messagesOf(people.dave ?? '')).messages.some((m) => m.kind === 'auto_reply'),
      'the automatic reply',
    );
    expect(await enrollmentOf(people.dave ?? '')).toMatchObject({
      status: 'active',
      stop_reason: null,
    });
  });

  it('unsubscribes with the one-click link: do-not-contact, every sequence stopped', async () => {
    const raw = (mailsTo('frank@candidates.test')[0]?.raw ?? '').replace(/\r?\n[ \t]+/g, ' ');
    const url = raw.match(/List-Unsubscribe: <([^>]+)>/i)?.[1] ?? '';
    const response = await call(t, 'POST', new URL(url).pathname, {
      headers: { origin: undefined as never },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await enrollmentOf(people.frank ?? '')).toMatchObject({
      status: 'stopped',
      stop_reason: 'unsubscribed',
    });
    expect((await messagesOf(people.frank ?? '')).do_not_contact).toBe(true);
  });

  it('holds sends while the campaign is paused', async () => {
    const campaignId =
      (
        await t.pool.query<{ id: string }>('select id from campaign where project_id = $1', [
          projectId,
        ])
      ).rows[0]?.id ?? '';
    await kit.api(owner).activate(campaignId, false);
    await skipDelay(people.dave ?? '');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(mailsTo('dave@candidates.test')).toHaveLength(1);
    await kit.api(owner).activate(campaignId, true);
    await waitFor(
      async () => mailsTo('dave@candidates.test').length === 2,
      'the resumed follow-up',
    );
  });
});
