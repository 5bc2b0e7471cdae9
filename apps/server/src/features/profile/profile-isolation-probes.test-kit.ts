import { expect } from 'vitest';
import { call, lastMailTo, tokenFromMail, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';
import { profileOf, solidPng, uploadPhotoAs } from './profile.test-kit';

/**
 * Probes for the profile routes (spread into PROBES). They are session routes that act on the
 * caller only: the outsider's calls, whatever workspace they name, change and show nothing of the
 * victim.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const victimUser = async (t: TestApp) =>
  (
    await t.pool.query<{ first_name: string; email: string; image: string | null }>(
      `select first_name, email, image from "user" where email = 'victim@example.com'`,
    )
  ).rows[0];

/** Runs `probe` while the victim has a photo, then removes it again. */
const withVictimPhoto = async (t: TestApp, w: World, probe: (url: string) => Promise<void>) => {
  const url = profileOf(await uploadPhotoAs(t, w.victimCookie, solidPng(64, 64))).photo;
  try {
    await probe(url);
  } finally {
    await call(t, 'POST', '/api/user/photo/remove', { cookie: w.victimCookie, body: {} });
  }
};

export const PROFILE_PROBES: Record<string, Probe> = {
  'PUT /api/user/profile': async (t, w) => {
    const before = await victimUser(t);
    const response = await call(t, 'PUT', '/api/user/profile', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { first_name: 'Mole', last_name: 'Sider', current_company: 'Victim Talent' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: 'outsider@example.com' });
    expect(await victimUser(t)).toEqual(before);
  },
  'POST /api/user/photo/upload': async (t, w) => {
    const response = await uploadPhotoAs(t, w.outsiderCookie, solidPng(64, 64));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('victim@example.com');
    expect((await victimUser(t))?.image).toBeNull();
  },
  'POST /api/user/photo/remove': (t, w) =>
    withVictimPhoto(t, w, async (url) => {
      const response = await call(t, 'POST', '/api/user/photo/remove', {
        cookie: w.outsiderCookie,
        workspace: w.victimWorkspace,
        body: {},
      });
      expect(response.statusCode).toBe(200);
      expect((await victimUser(t))?.image).toBe(url);
      expect((await call(t, 'GET', url, { cookie: w.victimCookie })).statusCode).toBe(200);
    }),
  'GET /api/user/photo/:userId/:file': (t, w) =>
    withVictimPhoto(t, w, async (url) => {
      const response = await call(t, 'GET', url, {
        cookie: w.outsiderCookie,
        workspace: w.victimWorkspace,
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('victim@example.com');
      expect((await call(t, 'GET', url)).statusCode).toBe(401);
    }),
  'POST /api/user/email/change': async (t, w) => {
    const mailsBefore = t.mails.length;
    const response = await call(t, 'POST', '/api/user/email/change', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { new_email: 'victim@example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).not.toContain(w.victimMemberId);
    expect(t.mails.length).toBe(mailsBefore);
    expect((await victimUser(t))?.email).toBe('victim@example.com');
  },
  'POST /api/user/email/confirm': async (t, w) => {
    const asked = await call(t, 'POST', '/api/user/email/change', {
      cookie: w.victimCookie,
      body: { new_email: 'victim-moved@example.com' },
    });
    expect(asked.statusCode).toBe(200);
    const token = tokenFromMail(lastMailTo(t, 'victim-moved@example.com'));
    const response = await call(t, 'POST', '/api/user/email/confirm', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body: { token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('victim');
    expect((await victimUser(t))?.email).toBe('victim@example.com');
  },
};
