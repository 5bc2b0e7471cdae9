import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { MAGIC_LINK_LIMITS } from '@hirelane/domain/auth/sign-in.schema';
import {
  call,
  createTestApp,
  lastMailTo,
  sessionCookieFrom,
  signIn,
  tokenFromMail,
  type TestApp,
} from '../../../test/test-app';
import { revokeOlderMagicLinks } from './magic-link-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const requestLink = (email: string, ip = '10.1.0.1') =>
  call(t, 'POST', '/auth/sign-in/magic-link', { body: { email, callbackURL: '/app' }, ip });

const verify = (token: string) =>
  call(
    t,
    'GET',
    `/auth/magic-link/verify?token=${token}&callbackURL=/app&errorCallbackURL=/login/verify`,
  );

describe('magic-link sign-in', () => {
  it('mails a single-use link to /login/verify and gives the same answer for known and unknown addresses', async () => {
    await signIn(t, 'known@example.com');
    const known = await requestLink('known@example.com', '10.1.0.2');
    const unknown = await requestLink('nobody-yet@example.com', '10.1.0.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = lastMailTo(t, 'nobody-yet@example.com');
    expect(mail?.subject).toBe('Your Hirelane sign-in link');
    expect(mail?.text).toMatch(
      /http:\/\/localhost:3000\/login\/verify\?token=[A-Za-z]{32}&callbackURL=%2Fapp/,
    );
  });

  it('stores only a hash of the token', async () => {
    await requestLink('hash@example.com', '10.1.0.3');
    const token = tokenFromMail(lastMailTo(t, 'hash@example.com'));
    const rows = await t.pool.query<{ identifier: string; value: string }>(
      'select identifier, value from verification',
    );
    expect(
      rows.rows.some((row) => row.identifier.includes(token) || row.value.includes(token)),
    ).toBe(false);
    const hashed = createHash('sha256').update(token).digest('base64url');
    expect(rows.rows.some((row) => row.identifier === `magic-link:${hashed}`)).toBe(true);
  });

  it('signs a new address in with a fresh account: not onboarded, no subscription', async () => {
    const cookie = await signIn(t, 'New.Person@Example.com');
    const info = await call(t, 'GET', '/sessioninfo', { cookie });
    expect(info.statusCode).toBe(200);
    const data = info.json().data as { email: string; profile_info: Record<string, unknown> };
    expect(data.email).toBe('new.person@example.com');
    expect(data.profile_info).toMatchObject({
      has_onboarded: false,
      subscription_info: null,
      is_allowed: true,
      is_admin: false,
      photo: '/images/default-user.svg',
      current_workspace: null,
      permissions: [],
    });
  });

  it('refuses a link used twice', async () => {
    await requestLink('twice@example.com', '10.1.0.4');
    const token = tokenFromMail(lastMailTo(t, 'twice@example.com'));
    const first = await verify(token);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('http://localhost:3000/app');
    const second = await verify(token);
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe('http://localhost:3000/login/verify?error=INVALID_TOKEN');
    expect(sessionCookieFrom(second)).toBeUndefined();
  });

  it('refuses an expired link (valid 10 minutes)', async () => {
    await requestLink('late@example.com', '10.1.0.5');
    const token = tokenFromMail(lastMailTo(t, 'late@example.com'));
    const row = await t.pool.query<{ seconds: number }>(
      `select extract(epoch from expires_at - created_at)::int as seconds from verification order by created_at desc limit 1`,
    );
    expect(row.rows[0]?.seconds).toBe(600);
    await t.pool.query(`update verification set expires_at = now() - interval '1 second'`);
    const response = await verify(token);
    expect(response.headers.location).toBe(
      'http://localhost:3000/login/verify?error=INVALID_TOKEN',
    );
  });

  it(`rate-limits per e-mail (${MAGIC_LINK_LIMITS.perEmail} per window) and per IP (${MAGIC_LINK_LIMITS.perIp})`, async () => {
    for (let i = 0; i < MAGIC_LINK_LIMITS.perEmail; i += 1) {
      expect((await requestLink('spam@example.com', `10.2.0.${i}`)).statusCode).toBe(200);
    }
    const blocked = await requestLink('SPAM@example.com', '10.2.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many sign-in links/);
    expect(t.mails.filter((mail) => mail.to === 'spam@example.com')).toHaveLength(
      MAGIC_LINK_LIMITS.perEmail,
    );

    for (let i = 0; i < MAGIC_LINK_LIMITS.perIp; i += 1) {
      expect((await requestLink(`ip${i}@example.com`, '10.3.0.1')).statusCode).toBe(200);
    }
    expect((await requestLink('one-more@example.com', '10.3.0.1')).statusCode).toBe(429);
    expect((await requestLink('one-more@example.com', '10.3.0.2')).statusCode).toBe(200);
  });

  it('holds both limits exactly under concurrent requests', async () => {
    const byEmail = await Promise.all(
      Array.from({ length: 15 }, (_, i) => requestLink('burst@example.com', `10.8.0.${i}`)),
    );
    expect(byEmail.filter((response) => response.statusCode === 200)).toHaveLength(
      MAGIC_LINK_LIMITS.perEmail,
    );
    expect(byEmail.filter((response) => response.statusCode === 429)).toHaveLength(
      15 - MAGIC_LINK_LIMITS.perEmail,
    );
    expect(t.mails.filter((mail) => mail.to === 'burst@example.com')).toHaveLength(
      MAGIC_LINK_LIMITS.perEmail,
    );

    const byIp = await Promise.all(
      Array.from({ length: 25 }, (_, i) => requestLink(`burst${i}@example.com`, '10.8.1.1')),
    );
    expect(byIp.filter((response) => response.statusCode === 200)).toHaveLength(
      MAGIC_LINK_LIMITS.perIp,
    );
    expect(t.mails.filter((mail) => /^burst\d+@/.test(mail.to))).toHaveLength(
      MAGIC_LINK_LIMITS.perIp,
    );
  });

  it('lets only the newest link sign in: a new request voids the earlier links', async () => {
    await requestLink('newest@example.com', '10.9.0.1');
    const older = tokenFromMail(lastMailTo(t, 'newest@example.com'));
    await requestLink('Newest@Example.com', '10.9.0.2');
    const newer = tokenFromMail(lastMailTo(t, 'newest@example.com'));
    expect(newer).not.toBe(older);

    const refused = await verify(older);
    expect(refused.headers.location).toBe('http://localhost:3000/login/verify?error=INVALID_TOKEN');
    expect(sessionCookieFrom(refused)).toBeUndefined();
    const accepted = await verify(newer);
    expect(accepted.headers.location).toBe('http://localhost:3000/app');
    expect(sessionCookieFrom(accepted)).toBeDefined();
  });

  it('keeps the newest link when two are requested at once', async () => {
    await Promise.all([
      requestLink('race@example.com', '10.9.1.1'),
      requestLink('race@example.com', '10.9.1.2'),
    ]);
    const tokens = t.mails
      .filter((mail) => mail.to === 'race@example.com')
      .map((mail) => tokenFromMail(mail));
    expect(tokens).toHaveLength(2);
    const answers = [await verify(tokens[0] ?? ''), await verify(tokens[1] ?? '')];
    expect(answers.filter((answer) => sessionCookieFrom(answer) !== undefined)).toHaveLength(1);
  });

  it('keeps the newest link when the older one is stored after the newer request revoked', async () => {
    const store = (id: string, createdAt: Date) =>
      t.pool.query(
        `insert into verification (id, identifier, value, expires_at, created_at)
         values ($1, $2, $3, now() + interval '5 minutes', $4)`,
        [id, `magic-link:${id}`, JSON.stringify({ email: 'late@example.com' }), createdAt],
      );
    const requestedAt = Date.now();
    await store('late-newer', new Date(requestedAt + 1));
    await revokeOlderMagicLinks(t.app.db, 'late@example.com');
    await store('late-older', new Date(requestedAt));
    await revokeOlderMagicLinks(t.app.db, 'late@example.com');
    const left = await t.pool.query<{ id: string }>(
      `select id from verification where identifier like 'magic-link:late-%'`,
    );
    expect(left.rows.map((row) => row.id)).toEqual(['late-newer']);
  });

  it('rejects a missing or malformed e-mail', async () => {
    expect(
      (await call(t, 'POST', '/auth/sign-in/magic-link', { body: { callbackURL: '/app' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'POST', '/auth/sign-in/magic-link', { body: { email: 'not-an-email' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('sessions', () => {
  it('sets an HttpOnly, SameSite=Lax cookie and a new session id at every sign-in', async () => {
    await requestLink('cookie@example.com', '10.4.0.1');
    const response = await verify(tokenFromMail(lastMailTo(t, 'cookie@example.com')));
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
    const first = sessionCookieFrom(response);
    const second = await signIn(t, 'cookie@example.com', '10.4.0.2');
    expect(second).not.toBe(first);
    const sessions = await t.pool.query(
      `select s.id from session s join "user" u on u.id = s.user_id where u.email = 'cookie@example.com'`,
    );
    expect(sessions.rowCount).toBe(2);
  });

  it('sign-out deletes the session on the server', async () => {
    const cookie = await signIn(t, 'bye@example.com', '10.5.0.1');
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0];
    expect((await call(t, 'GET', '/sessioninfo', { cookie })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/auth/get-session', { cookie })).json()).toMatchObject({
      user: { email: 'bye@example.com' },
    });
    const out = await call(t, 'POST', '/auth/sign-out', { cookie, body: {} });
    expect(out.statusCode).toBe(200);
    const rows = await t.pool.query('select 1 from session where token = $1', [token]);
    expect(rows.rowCount).toBe(0);
    expect((await call(t, 'GET', '/sessioninfo', { cookie })).statusCode).toBe(401);
  });

  it('refuses a cookie with a forged signature', async () => {
    const cookie = await signIn(t, 'forge@example.com', '10.6.0.1');
    const forged = cookie.replace(/\.[^.]+$/, '.AAAA');
    expect((await call(t, 'GET', '/sessioninfo', { cookie: forged })).statusCode).toBe(401);
  });

  it('slides the idle expiry (7 days) on use but never past 30 days from sign-in', async () => {
    const cookie = await signIn(t, 'idle@example.com', '10.7.0.1');
    const idOf = `(select s.id from session s join "user" u on u.id = s.user_id where u.email = 'idle@example.com')`;
    const expiry = async () =>
      (
        await t.pool.query<{ left: number }>(
          `select extract(epoch from expires_at - now())::int as left from session where id = ${idOf}`,
        )
      ).rows[0]?.left ?? 0;
    expect(await expiry()).toBeGreaterThan(7 * 86400 - 60);

    // Two days in: used again, the session is pushed back out to 7 days.
    await t.pool.query(
      `update session set created_at = now() - interval '2 days', expires_at = now() + interval '5 days' where id = ${idOf}`,
    );
    expect((await call(t, 'GET', '/sessioninfo', { cookie })).statusCode).toBe(200);
    expect(await expiry()).toBeGreaterThan(7 * 86400 - 60);

    // 29 days in: sliding stops at day 30.
    await t.pool.query(
      `update session set created_at = now() - interval '29 days', expires_at = now() + interval '12 hours' where id = ${idOf}`,
    );
    expect((await call(t, 'GET', '/sessioninfo', { cookie })).statusCode).toBe(200);
    const left = await expiry();
    expect(left).toBeGreaterThan(86400 - 120);
    expect(left).toBeLessThanOrEqual(86400);

    // Idle past the expiry: gone.
    await t.pool.query(
      `update session set expires_at = now() - interval '1 second' where id = ${idOf}`,
    );
    expect((await call(t, 'GET', '/sessioninfo', { cookie })).statusCode).toBe(401);
  });
});
