import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type Dovecot } from '@hirelane/test-servers/dovecot';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  signIn,
  type TestApp,
} from '../../../test/test-app';

/** Connected mailboxes against the plan: a new address needs room, a reconnection does not. */

const LOGIN = 'limits@example.com';
const PASSWORD = 'mailbox-secret';

let t: TestApp;
let smtp: SmtpTestServer;
let dovecot: Dovecot;
beforeAll(async () => {
  [smtp, dovecot] = await Promise.all([
    startSmtpTestServer({ user: LOGIN, password: PASSWORD }),
    startDovecot({ users: [{ user: LOGIN, password: PASSWORD }] }),
  ]);
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await dovecot?.close();
});

let owners = 0;
const ownerOn = async (plan: string | null) => {
  const n = ++owners;
  const cookie = await signIn(t, `mailbox-limit-${n}@example.com`, `10.152.${n}.1`);
  const workspace = await createWorkspaceAs(t, cookie, `Mailboxes ${n}`);
  await t.pool.query('update workspace set plan_name = $2 where id = $1', [workspace, plan]);
  return { cookie, workspace };
};

const connect = (owner: { cookie: string; workspace: string }, email: string) =>
  call(t, 'POST', '/api/communication/email/account/connect', {
    cookie: owner.cookie,
    workspace: owner.workspace,
    body: {
      provider: 'custom',
      email,
      username: LOGIN,
      password: PASSWORD,
      smtp: { host: '127.0.0.1', port: smtp.port, security: 'none' },
      imap: { host: dovecot.host, port: dovecot.port, security: 'none' },
    },
  });

const mailboxCount = async (workspace: string) =>
  (
    await t.pool.query<{ n: number }>(
      'select count(*)::int as n from mailbox where workspace_id = $1',
      [workspace],
    )
  ).rows[0]?.n;

const fill = async (
  owner: { cookie: string; workspace: string },
  prefix: string,
  count: number,
) => {
  for (let i = 0; i < count; i++) {
    const answer = await connect(owner, `${prefix}-${i}@example.com`);
    expect(answer.statusCode, answer.body).toBe(200);
  }
};

describe('mailbox limit', () => {
  it('allows mailboxes below the limit, refuses a new one at it, and still reconnects one', async () => {
    const owner = await ownerOn('starter');
    await fill(owner, 'm1', 3);
    const over = await connect(owner, 'm1-new@example.com');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'Your Starter plan includes 3 mailboxes. Upgrade to Pro for 10.',
    );
    expect((await connect(owner, 'm1-0@example.com')).statusCode).toBe(200);
    expect(await mailboxCount(owner.workspace)).toBe(3);
  });

  it('lets exactly one of two concurrent connections take the last place', async () => {
    const owner = await ownerOn('starter');
    await fill(owner, 'm2', 2);
    const answers = await Promise.all([
      connect(owner, 'm2-left@example.com'),
      connect(owner, 'm2-right@example.com'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await mailboxCount(owner.workspace)).toBe(3);
  });

  it('keeps the mailboxes of a downgraded workspace and refuses only new ones', async () => {
    const owner = await ownerOn('pro');
    await fill(owner, 'm3', 4);
    await t.pool.query(`update workspace set plan_name = 'starter' where id = $1`, [
      owner.workspace,
    ]);
    expect((await connect(owner, 'm3-new@example.com')).statusCode).toBe(422);
    expect(await mailboxCount(owner.workspace)).toBe(4);
  });

  it('gives the trial the Pro mailboxes', async () => {
    const owner = await ownerOn('trial');
    await t.pool.query(
      `insert into mailbox (workspace_id, user_id, email, provider, status, smtp_host, smtp_port,
                            smtp_security, imap_host, imap_port, imap_security, username, secret)
       select $1, m.user_id, 'm4-' || g || '@example.com', 'custom', 'verified', 'h', 1, 'none',
              'h', 1, 'none', 'u', 's'
         from workspace_member m, generate_series(1, 9) g where m.workspace_id = $1`,
      [owner.workspace],
    );
    expect((await connect(owner, 'm4-tenth@example.com')).statusCode).toBe(200);
    const over = await connect(owner, 'm4-eleventh@example.com');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'Your free trial includes 10 mailboxes. Upgrade to Enterprise for 50.',
    );
  });
});
