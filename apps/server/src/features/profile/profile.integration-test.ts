import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@hirelane/domain/profile/photo-rules';
import { jpegBytes, pngBytes, webpLossyBytes } from '@hirelane/domain/profile/photo-test-bytes';
import { call, createTestApp, createWorkspaceAs, type TestApp } from '../../../test/test-app';
import {
  joinWorkspace,
  rotatingSignIn,
  sessionInfoOf,
  type SignInAs,
} from '../../../test/workspace-helpers';
import { profileOf, solidPng, uploadPhotoAs } from './profile.test-kit';

let t: TestApp;
let signInAs: SignInAs;
beforeAll(async () => {
  t = await createTestApp();
  signInAs = rotatingSignIn(t, 71);
});
afterAll(async () => {
  await t.close();
});

const PHOTO_URL = /^\/api\/user\/photo\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

const userRow = async (email: string) =>
  (
    await t.pool.query<{ name: string; image: string | null }>(
      `select name, image from "user" where email = $1`,
      [email],
    )
  ).rows[0];

const storedPhotoFiles = async (email: string): Promise<number> => {
  const { rows } = await t.pool.query<{ id: string }>(`select id from "user" where email = $1`, [
    email,
  ]);
  const dir = path.join(t.config.dataDir, 'files', 'users', rows[0]?.id ?? 'none', 'photos');
  return (await readdir(dir).catch(() => [])).filter((name) => !name.endsWith('.part')).length;
};

describe('PUT /api/user/profile', () => {
  it('saves the trimmed names and company, and session info shows them', async () => {
    const cookie = await signInAs('dana@example.com');
    const response = await call(t, 'PUT', '/api/user/profile', {
      cookie,
      body: { first_name: '  Dana ', last_name: 'Lee', current_company: ' Acme Talent ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Profile saved.',
      data: {
        first_name: 'Dana',
        last_name: 'Lee',
        current_company: 'Acme Talent',
        email: 'dana@example.com',
        photo: DEFAULT_USER_PHOTO,
        has_photo: false,
      },
    });
    const info = await sessionInfoOf(t, cookie);
    expect(info.profile_info).toMatchObject({
      first_name: 'Dana',
      last_name: 'Lee',
      current_company: 'Acme Talent',
    });
    expect((await userRow('dana@example.com'))?.name).toBe('Dana Lee');
  });

  it('allows an empty company but requires both names, with field errors', async () => {
    const cookie = await signInAs('fields@example.com');
    const emptyCompany = await call(t, 'PUT', '/api/user/profile', {
      cookie,
      body: { first_name: 'Fay', last_name: 'Ields', current_company: '' },
    });
    expect(emptyCompany.statusCode).toBe(200);
    const refused = await call(t, 'PUT', '/api/user/profile', {
      cookie,
      body: { first_name: ' ', last_name: 'x'.repeat(81), current_company: 'Acme' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'first_name', message: 'This field is required.' },
        { path: 'last_name', message: 'At most 80 characters.' },
      ]),
    );
    expect((await sessionInfoOf(t, cookie)).profile_info.first_name).toBe('Fay');
  });

  it('needs a session', async () => {
    const response = await call(t, 'PUT', '/api/user/profile', {
      body: { first_name: 'A', last_name: 'B', current_company: '' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('profile photo', () => {
  it('stores a square PNG, points session info at it and serves it with its type and cache headers', async () => {
    const cookie = await signInAs('photo@example.com');
    const png = solidPng(256, 256);
    const response = await uploadPhotoAs(t, cookie, png, {
      contentType: 'application/octet-stream',
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = profileOf(response);
    expect(profile.has_photo).toBe(true);
    expect(profile.photo).toMatch(PHOTO_URL);
    expect(profile.photo.endsWith('.png')).toBe(true);
    expect((await sessionInfoOf(t, cookie)).profile_info.photo).toBe(profile.photo);

    const served = await call(t, 'GET', profile.photo, { cookie });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    expect((await call(t, 'GET', profile.photo)).statusCode).toBe(401);
  });

  it('takes the type from the bytes (JPEG, WebP) and deletes the replaced file', async () => {
    const cookie = await signInAs('formats@example.com');
    const first = profileOf(await uploadPhotoAs(t, cookie, solidPng(128, 128)));
    const jpeg = await uploadPhotoAs(t, cookie, jpegBytes(300, 300), {
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const jpegUrl = profileOf(jpeg).photo;
    expect(jpegUrl.endsWith('.jpg')).toBe(true);
    expect((await call(t, 'GET', jpegUrl, { cookie })).headers['content-type']).toBe('image/jpeg');
    expect((await call(t, 'GET', first.photo, { cookie })).statusCode).toBe(404);

    const webp = profileOf(await uploadPhotoAs(t, cookie, webpLossyBytes(512, 512)));
    expect((await call(t, 'GET', webp.photo, { cookie })).headers['content-type']).toBe(
      'image/webp',
    );
    expect(await storedPhotoFiles('formats@example.com')).toBe(1);
  });

  it('refuses other types, damaged files, non-square and out-of-range sizes with 422', async () => {
    const cookie = await signInAs('refused@example.com');
    const cases: Array<[Uint8Array, string]> = [
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), PHOTO_MESSAGES.wrongType],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        PHOTO_MESSAGES.wrongType,
      ],
      [solidPng(256, 256).subarray(0, 60), PHOTO_MESSAGES.broken],
      [solidPng(256, 200), PHOTO_MESSAGES.notSquare],
      [pngBytes(32, 32), PHOTO_MESSAGES.tooSmall],
      [pngBytes(2048, 2048), PHOTO_MESSAGES.tooBig],
    ];
    for (const [bytes, message] of cases) {
      const response = await uploadPhotoAs(t, cookie, bytes);
      expect(response.statusCode, message).toBe(422);
      expect(response.json()).toMatchObject({
        success: false,
        message,
        errors: [{ path: 'photo', message }],
      });
    }
    expect((await userRow('refused@example.com'))?.image).toBeNull();
    expect(await storedPhotoFiles('refused@example.com')).toBe(0);
  });

  it('refuses an upload over 5 MB with 413 and keeps the current photo', async () => {
    const cookie = await signInAs('big@example.com');
    const current = profileOf(await uploadPhotoAs(t, cookie, solidPng(128, 128))).photo;
    const response = await uploadPhotoAs(t, cookie, pngBytes(512, 512, MAX_PHOTO_BYTES));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(PHOTO_MESSAGES.tooLarge);
    expect((await userRow('big@example.com'))?.image).toBe(current);
    expect(await storedPhotoFiles('big@example.com')).toBe(1);
  });

  it('asks for the "photo" part of a multipart body', async () => {
    const cookie = await signInAs('parts@example.com');
    const wrongField = await uploadPhotoAs(t, cookie, solidPng(128, 128), { field: 'file' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().message).toBe(PHOTO_MESSAGES.missing);
    const json = await call(t, 'POST', '/api/user/photo/upload', { cookie, body: {} });
    expect(json.statusCode).toBe(422);
  });

  it('shows a photo to co-members of a workspace and to nobody else', async () => {
    const owner = await signInAs('owner@example.com');
    const workspace = await createWorkspaceAs(t, owner, 'Photo Team');
    const colleague = await joinWorkspace(
      t,
      signInAs,
      owner,
      workspace,
      'colleague@example.com',
      'member',
    );
    const stranger = await signInAs('stranger@example.com');
    await createWorkspaceAs(t, stranger, 'Elsewhere');
    const url = profileOf(await uploadPhotoAs(t, colleague, solidPng(128, 128))).photo;

    expect((await call(t, 'GET', url, { cookie: owner })).statusCode).toBe(200);
    const refused = await call(t, 'GET', url, { cookie: stranger });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Photo not found.');
  });

  it('removes the photo: the default image comes back and the file is gone', async () => {
    const cookie = await signInAs('remove@example.com');
    const url = profileOf(await uploadPhotoAs(t, cookie, solidPng(128, 128))).photo;
    const response = await call(t, 'POST', '/api/user/photo/remove', { cookie, body: {} });
    expect(response.statusCode).toBe(200);
    expect(profileOf(response)).toMatchObject({ photo: DEFAULT_USER_PHOTO, has_photo: false });
    expect((await sessionInfoOf(t, cookie)).profile_info.photo).toBe(DEFAULT_USER_PHOTO);
    expect((await call(t, 'GET', url, { cookie })).statusCode).toBe(404);
    expect(await storedPhotoFiles('remove@example.com')).toBe(0);

    const again = await call(t, 'POST', '/api/user/photo/remove', { cookie, body: {} });
    expect(again.statusCode).toBe(200);
  });
});
