import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_REQUESTS_PER_HOUR,
} from '@hirelane/domain/profile/profile.schema';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  lastMailTo,
  sessionCookieFrom,
  tokenFromMail,
  type TestApp,
} from '../../../test/test-app';
import { rotatingSignIn, sessionInfoOf, type SignInAs } from '../../../test/workspace-helpers';
import { grantAdmin } from '../admin/grant-admin';

let t: TestApp;
let signInAs: SignInAs;
beforeAll(async () => {
  t = await createTestApp();
  signInAs = rotatingSignIn(t, 72);
});
afterAll(async () => {
  await t.close();
});

const requestChange = (cookie: string, newEmail: string) =>
  call(t, 'POST', '/api/user/email/change', { cookie, body: { new_email: newEmail } });

const confirm = (cookie: string, token: string) =>
  call(t, 'POST', '/api/user/email/confirm', { cookie, body: { token } });

/** Asks for the change and returns the token from the mail to the new address. */
const changeToken = async (cookie: string, newEmail: string): Promise<string> => {
  const response = await requestChange(cookie, newEmail);
  expect(response.statusCode, response.body).toBe(200);
  return tokenFromMail(lastMailTo(t, newEmail));
};

const userIdOf = async (email: string): Promise<string | undefined> =>
  (await t.pool.query<{ id: string }>(`select id from "user" where email = $1`, [email])).rows[0]
    ?.id;

const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);

describe('POST /api/user/email/change', () => {
  it('mails a 24-hour link to the new address, a notice to the old one, and stores only a hash', async () => {
    const cookie = await signInAs('ask@example.com');
    const before = Date.now();
    const response = await requestChange(cookie, '  Ask.New@Example.com ');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { new_email: string; expires_at: string };
    expect(data.new_email).toBe('ask.new@example.com');
    const ttl = Date.parse(data.expires_at) - before;
    expect(ttl).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600 * 1000 + 5000);

    const link = lastMailTo(t, 'ask.new@example.com');
    expect(link?.subject).toBe('Confirm your new Hirelane e-mail address');
    expect(link?.text).toMatch(
      /http:\/\/localhost:3000\/app\/email-verified\?token=[A-Za-z0-9_-]{43}/,
    );
    const notice = lastMailTo(t, 'ask@example.com');
    expect(notice?.subject).toBe('A change of your Hirelane e-mail address was requested');
    expect(notice?.text).toContain('ask.new@example.com');
    expect(notice?.text).not.toContain('token=');

    const token = tokenFromMail(link);
    const rows = await t.pool.query<{ token_hash: string; new_email: string }>(
      `select token_hash, new_email from email_change_request`,
    );
    expect(JSON.stringify(rows.rows)).not.toContain(token);
    expect(rows.rows).toContainEqual({
      token_hash: createHash('sha256').update(token).digest('hex'),
      new_email: 'ask.new@example.com',
    });
    expect((await sessionInfoOf(t, cookie)).email).toBe('ask@example.com');
  });

  it('refuses the current address and a malformed one with 422', async () => {
    const cookie = await signInAs('same@example.com');
    const same = await requestChange(cookie, 'SAME@example.com');
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({
      message: EMAIL_CHANGE_MESSAGES.same,
      errors: [{ path: 'new_email', message: EMAIL_CHANGE_MESSAGES.same }],
    });
    expect((await requestChange(cookie, 'not-an-address')).statusCode).toBe(422);
  });

  it('refuses an address another account uses with 409, mailing nobody', async () => {
    await signInAs('taken@example.com');
    const cookie = await signInAs('wants-taken@example.com');
    const sentBefore = t.mails.length;
    const response = await requestChange(cookie, 'Taken@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: EMAIL_CHANGE_MESSAGES.taken });
    expect(t.mails.length).toBe(sentBefore);
  });

  it(`allows ${EMAIL_CHANGE_REQUESTS_PER_HOUR} requests an hour, then answers 429`, async () => {
    const cookie = await signInAs('eager@example.com');
    for (let i = 0; i < EMAIL_CHANGE_REQUESTS_PER_HOUR; i += 1) {
      expect((await requestChange(cookie, `eager-${i}@example.com`)).statusCode).toBe(200);
    }
    const refused = await requestChange(cookie, 'eager-last@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(EMAIL_CHANGE_MESSAGES.tooMany);
    expect(lastMailTo(t, 'eager-last@example.com')).toBeUndefined();
  });

  it('needs a session', async () => {
    expect((await requestChange('', 'anon@example.com')).statusCode).toBe(401);
  });
});

describe('POST /api/user/email/confirm', () => {
  it('changes the e-mail for the user who asked, once, and tells the old address', async () => {
    const cookie = await signInAs('mover@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Mover Talent');
    const userId = await userIdOf('mover@example.com');
    const token = await changeToken(cookie, 'moved@example.com');

    const response = await confirm(cookie, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { email: 'moved@example.com' } });
    const info = await sessionInfoOf(t, cookie);
    expect(info.email).toBe('moved@example.com');
    expect(info.profile_info.current_workspace?._id).toBe(workspace);
    expect(await userIdOf('moved@example.com')).toBe(userId);
    expect(await userIdOf('mover@example.com')).toBeUndefined();

    const notice = lastMailTo(t, 'mover@example.com');
    expect(notice?.subject).toBe('Your Hirelane e-mail address was changed');
    expect(notice?.text).toContain('moved@example.com');

    const again = await confirm(cookie, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(EMAIL_CHANGE_MESSAGES.used);
  });

  it('signs in with the new address into the same account; the old address no longer reaches it', async () => {
    const cookie = await signInAs('before@example.com');
    const workspace = await createWorkspaceAs(t, cookie, 'Before Talent');
    const userId = await userIdOf('before@example.com');
    // A sign-in link mailed to the old address before the change, still unused.
    const early = await call(t, 'POST', '/auth/sign-in/magic-link', {
      body: { email: 'before@example.com', callbackURL: '/app' },
      ip: '10.72.200.1',
    });
    expect(early.statusCode).toBe(200);
    const earlyToken = tokenFromMail(lastMailTo(t, 'before@example.com'));

    const token = await changeToken(cookie, 'after@example.com');
    expect((await confirm(cookie, token)).statusCode).toBe(200);

    const viaNew = await signInAs('after@example.com');
    const newInfo = await sessionInfoOf(t, viaNew);
    expect(newInfo.email).toBe('after@example.com');
    expect(newInfo.profile_info.current_workspace?._id).toBe(workspace);
    expect(await userIdOf('after@example.com')).toBe(userId);

    const earlyVerify = await call(
      t,
      'GET',
      `/auth/magic-link/verify?token=${earlyToken}&callbackURL=/app&errorCallbackURL=/login/verify`,
    );
    expect(sessionCookieFrom(earlyVerify)).toBeUndefined();
    expect(earlyVerify.headers.location).toContain('error=INVALID_TOKEN');

    // Signing in with the old address now opens a new, empty account, never the moved one.
    const viaOld = await signInAs('before@example.com');
    const oldInfo = await sessionInfoOf(t, viaOld);
    expect(await userIdOf('before@example.com')).not.toBe(userId);
    expect(oldInfo.profile_info.has_onboarded).toBe(false);
    expect(oldInfo.profile_info.current_workspace).toBeNull();
  });

  it('refuses an expired link with 410 and an unknown one with 404', async () => {
    const cookie = await signInAs('late@example.com');
    const token = await changeToken(cookie, 'late-new@example.com');
    await t.pool.query(
      `update email_change_request set expires_at = now() - interval '1 second' where new_email = $1`,
      ['late-new@example.com'],
    );
    const expired = await confirm(cookie, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(EMAIL_CHANGE_MESSAGES.expired);

    const unknown = await confirm(cookie, 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EMAIL_CHANGE_MESSAGES.unknown);
    expect((await sessionInfoOf(t, cookie)).email).toBe('late@example.com');
  });

  it('lets only the newest link work', async () => {
    const cookie = await signInAs('twice@example.com');
    const first = await changeToken(cookie, 'twice-a@example.com');
    const second = await changeToken(cookie, 'twice-b@example.com');
    expect((await confirm(cookie, first)).statusCode).toBe(410);
    expect((await confirm(cookie, second)).statusCode).toBe(200);
    expect((await sessionInfoOf(t, cookie)).email).toBe('twice-b@example.com');
  });

  it('refuses a link opened by another account (403) and changes nothing', async () => {
    const owner = await signInAs('typo-owner@example.com');
    const token = await changeToken(owner, 'typo-stranger@example.com');
    const stranger = await signInAs('someone-else@example.com');
    const response = await confirm(stranger, token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(EMAIL_CHANGE_MESSAGES.foreign);
    expect(response.body).not.toContain('typo-owner@example.com');
    expect((await sessionInfoOf(t, owner)).email).toBe('typo-owner@example.com');
    expect((await sessionInfoOf(t, stranger)).email).toBe('someone-else@example.com');
    // The owner can still use it.
    expect((await confirm(owner, token)).statusCode).toBe(200);
  });

  it('refuses with 409 when another account took the address after the request', async () => {
    const cookie = await signInAs('slow@example.com');
    const token = await changeToken(cookie, 'contested@example.com');
    await signInAs('contested@example.com');
    const response = await confirm(cookie, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_CHANGE_MESSAGES.taken);
    expect((await sessionInfoOf(t, cookie)).email).toBe('slow@example.com');
  });

  it('is refused to an administrator acting as the user', async () => {
    const target = await signInAs('acted-on@example.com');
    const token = await changeToken(target, 'acted-new@example.com');
    await grantAdmin(t.app.db, 'boss@example.com');
    const boss = await signInAs('boss@example.com');
    const started = await call(t, 'POST', '/api/admin/impersonate', {
      cookie: boss,
      body: { email: 'acted-on@example.com' },
    });
    const proxied = sessionCookieFrom(started);
    if (!proxied) throw new Error('impersonation set no cookie');

    const asked = await requestChange(proxied, 'hijack@example.com');
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(EMAIL_CHANGE_MESSAGES.impersonating);
    expect(mailsTo('hijack@example.com')).toEqual([]);
    const confirmed = await confirm(proxied, token);
    expect(confirmed.statusCode).toBe(403);
    expect(await userIdOf('acted-on@example.com')).toBeDefined();
  });
});
