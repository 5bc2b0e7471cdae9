import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@hirelane/domain/http/request-text';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { uploadCsv } from '../features/imports/csv/csv-import.test-kit';
import { projectKit } from '../features/projects/project.test-kit';

let t: TestApp;
let kit: ReturnType<typeof projectKit>;
let owner: { cookie: string; workspace: string };
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 132);
  owner = await kit.owner('text-guard@example.com');
  projectId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Texts' }))._id;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const BAD_TEXTS = { nul: 'Ada\u0000', 'lone high surrogate': 'Ada\uD800', 'lone low': '\uDC00x' };

const expectRefused = (response: { statusCode: number; json: () => unknown }, path: string) => {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    success: false,
    message: UNSAFE_TEXT_MESSAGE,
    errors: [{ path, message: UNSAFE_TEXT_MESSAGE }],
  });
};

describe('no NUL character or unpaired surrogate reaches a route (issue 14)', () => {
  it.each(Object.entries(BAD_TEXTS))('refuses a %s in a body field, nested too', async (_, bad) => {
    expectRefused(
      await call(t, 'POST', '/api/project/create', {
        ...owner,
        body: { name: bad, job: { title: 'Engineer' } },
      }),
      'name',
    );
    expectRefused(
      await call(t, 'POST', '/api/project/create', {
        ...owner,
        body: { name: 'Fine', job: { title: bad } },
      }),
      'job.title',
    );
  });

  it.each(Object.entries(BAD_TEXTS))('refuses a %s in a key', async (_, bad) => {
    const body = { name: 'Fine', job: { title: 'Engineer' }, [`key${bad}`]: 'x' };
    expectRefused(await call(t, 'POST', '/api/project/create', { ...owner, body }), `key${bad}`);
  });

  it('refuses a NUL in a path parameter, ?search= and ?q=', async () => {
    expectRefused(await call(t, 'GET', '/api/project/get/abc%00', owner), 'params.id');
    expectRefused(
      await call(t, 'GET', '/api/project/list?search=a%00', owner),
      'querystring.search',
    );
    expectRefused(
      await call(t, 'GET', `/api/project/${projectId}/pipeline/candidates?q=a%00b`, owner),
      'querystring.q',
    );
  });

  it('refuses a NUL in a multipart text field', async () => {
    const response = await uploadCsv(t, owner, projectId, { A: 'email\u0000' }, 'A\na@b.c\n');
    expectRefused(response, 'mapping.A');
  });

  it('refuses a body nested deeper than any request needs', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 2000; level += 1) deep = [deep];
    const response = await call(t, 'POST', '/api/project/create', {
      ...owner,
      body: { name: 'Deep', job: { title: 'Engineer' }, extra: deep },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: TOO_DEEP_MESSAGE });
  });

  it('keeps accepting real text: accents, emoji, other scripts', async () => {
    const created = await call(t, 'POST', '/api/project/create', {
      ...owner,
      body: { name: 'Zoë 😀 日本語', job: { title: 'Engineer' } },
    });
    expect(created.statusCode, created.body).toBe(200);
  });
});
