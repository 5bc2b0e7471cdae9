import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createWorkspaceAs, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let workspace: string;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({}, { logStream });
  cookie = await signIn(t, 'conventions@example.com');
  workspace = await createWorkspaceAs(t, cookie, 'Conventions');
});
afterAll(async () => {
  await t.close();
});

describe('API conventions', () => {
  it('answers an unexpected failure with 500, a request id and no internals; the log keeps the cause', async () => {
    await t.pool.query('alter table workspace_invitation rename to workspace_invitation_gone');
    try {
      const response = await call(t, 'GET', '/api/workspace/members/list', { cookie, workspace });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        success: false,
        message: 'Something went wrong on our side.',
        request_id: expect.any(String) as string,
      });
      expect(response.headers['x-request-id']).toBe(body.request_id);
      expect(response.body).not.toMatch(/workspace_invitation|\.ts:|at /);
      const logged = logLines.map(
        (line) => JSON.parse(line) as { reqId?: string; err?: { stack?: string } },
      );
      const entry = logged.find((line) => line.reqId === body.request_id && line.err);
      expect(entry?.err?.stack).toMatch(/workspace_invitation/);
    } finally {
      await t.pool.query('alter table workspace_invitation_gone rename to workspace_invitation');
    }
  });

  it('lists field errors with 422', async () => {
    const response = await call(t, 'POST', '/api/workspace/create', { cookie, body: { name: '' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [{ path: 'name', message: 'This field is required.' }],
    });
    const malformed = await call(t, 'POST', '/api/workspace/create', {
      cookie,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('answers 401 without a session, 422 for a malformed workspace id, 403 for a workspace that is not yours', async () => {
    expect((await call(t, 'GET', '/api/workspace/list')).statusCode).toBe(401);
    const malformed = await call(t, 'GET', '/api/workspace/members/list', {
      cookie,
      workspace: 'not-a-uuid',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual([
      { path: 'workspace', message: 'Not a valid workspace id.' },
    ]);
    const unknown = await call(t, 'GET', '/api/workspace/members/list', {
      cookie,
      workspace: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(403);
  });

  it('sends security headers', async () => {
    const response = await call(t, 'GET', '/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBe(
      'camera=(), geolocation=(), microphone=(self)',
    );
  });

  it('keeps every JSON answer out of caches, errors and better-auth answers too', async () => {
    const answers = await Promise.all([
      call(t, 'GET', '/api/workspace/members/list', { cookie, workspace }),
      call(t, 'GET', '/sessioninfo', { cookie }),
      call(t, 'GET', '/api/workspace/members/list'),
      call(t, 'GET', '/api/no-such-route'),
      call(t, 'GET', '/auth/get-session', { cookie }),
    ]);
    for (const response of answers) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], response.raw.req.url).toBe('no-store');
    }
  });

  it('refuses cookie-authenticated writes from another origin or marked cross-site', async () => {
    const foreign = await call(t, 'POST', '/api/workspace/create', {
      cookie,
      body: { name: 'Evil' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await call(t, 'POST', '/api/workspace/create', {
      cookie,
      body: { name: 'Evil' },
      headers: { origin: undefined as unknown as string, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const names = await t.pool.query(`select 1 from workspace where name = 'Evil'`);
    expect(names.rowCount).toBe(0);
    const own = await call(t, 'POST', '/api/workspace/create', {
      cookie,
      body: { name: 'Second' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses Origin: null and a foreign origin on every write but the unsubscribe link, the career page form and the WhatsApp webhooks', async () => {
    const writes = t.routes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    expect(writes.length).toBeGreaterThan(50);
    const exempt: string[] = [];
    for (const route of writes) {
      const url = route.url
        .replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000')
        .replace('*', 'x');
      for (const origin of ['null', 'https://evil.example']) {
        const response = await call(t, route.method, url, {
          cookie,
          workspace,
          headers: { origin },
        });
        if (response.statusCode !== 403) exempt.push(`${route.method} ${route.url} (${origin})`);
        else expect(response.json().message).toBe('Cross-site request refused.');
      }
    }
    expect(exempt).toEqual([
      // The gateway's server posts it; WAHA's HMAC of the body is its authority (decision 048).
      'POST /api/webhooks/whatsapp/waha (null)',
      'POST /api/webhooks/whatsapp/waha (https://evil.example)',
      // Meta posts it; X-Hub-Signature-256 with the account's app secret is its authority.
      'POST /api/webhooks/whatsapp/cloud/:accountId (null)',
      'POST /api/webhooks/whatsapp/cloud/:accountId (https://evil.example)',
      'POST /u/:token (null)',
      'POST /u/:token (https://evil.example)',
      // A public form any site may post (decision 039); the slug and project are all it names.
      'POST /careers/:slug/:projectId/apply (null)',
      'POST /careers/:slug/:projectId/apply (https://evil.example)',
    ]);
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await call(t, 'GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(doc.openapi).toBe('3.0.3');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/sessioninfo', '/api/workspace/list', '/api/workspace/switch']),
    );
    expect(JSON.stringify(doc.paths['/api/workspace/members/invite'])).toContain('emails');
  });

  it('reports health and readiness', async () => {
    expect((await call(t, 'GET', '/healthz')).json()).toEqual({ success: true });
    expect((await call(t, 'GET', '/readyz')).json()).toEqual({ success: true });
  });
});
