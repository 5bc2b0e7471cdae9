import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import { startNginx, type Nginx } from '@hirelane/test-servers/nginx';
import { createTestApp, lastMailTo, tokenFromMail, type TestApp } from '../../test/test-app';
import { csvText, multipartBody, waitForImport } from '../features/imports/csv/csv-import.test-kit';

const run = promisify(execFile);
const GUIDE_CONFIG = fileURLToPath(new URL('../../../../docs/deploy/nginx.conf', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });

let t: TestApp;
let nginx: Nginx;
let httpsPort: number;
let httpPort: number;
let origin: string;

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** A request through nginx over TLS (its certificate is self-signed for the test). */
const viaProxy = (
  method: string,
  url: string,
  options: {
    headers?: Record<string, string>;
    body?: Buffer | string;
    port?: number;
    tls?: boolean;
  } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = (options.tls === false ? http : https).request(
      {
        host: '127.0.0.1',
        port: options.port ?? httpsPort,
        method,
        path: url,
        rejectUnauthorized: false,
        servername: 'localhost',
        headers: { host: 'localhost', ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.once('error', reject);
    request.end(options.body);
  });

beforeAll(async () => {
  httpsPort = await freePort();
  httpPort = await freePort();
  origin = `https://localhost:${httpsPort}`;
  t = await createTestApp({ APP_URL: origin, TRUST_PROXY: 'true' }, { worker: true });
  await t.fastify.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (t.fastify.server.address() as net.AddressInfo).port;

  const certDir = mkdtempSync(path.join(tmpdir(), 'hirelane-cert-'));
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    path.join(certDir, 'key.pem'),
    '-out',
    path.join(certDir, 'cert.pem'),
  ]);
  // The guide's own file: only its ports, upstream and certificate paths change.
  const guide = readFileSync(GUIDE_CONFIG, 'utf8');
  nginx = await startNginx({
    waitPort: httpsPort,
    files: {
      'cert.pem': readFileSync(path.join(certDir, 'cert.pem'), 'utf8'),
      'key.pem': readFileSync(path.join(certDir, 'key.pem'), 'utf8'),
    },
    site: (dir: string) => {
      const replaced = guide
        .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
        .replace('listen 443 ssl', `listen 127.0.0.1:${httpsPort} ssl`)
        .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
        .replaceAll('/etc/letsencrypt/live/hirelane.example.com/fullchain.pem', `${dir}/cert.pem`)
        .replaceAll('/etc/letsencrypt/live/hirelane.example.com/privkey.pem', `${dir}/key.pem`)
        .replaceAll('hirelane.example.com', 'localhost');
      expect(replaced).not.toContain('3000;');
      return replaced;
    },
  });
}, 120_000);

afterAll(async () => {
  await nginx?.close();
  await t?.close();
});

describe("the deploy guide's nginx in front of the app", () => {
  it('redirects plain HTTP to HTTPS and hides /metrics', async () => {
    const plain = await viaProxy('GET', '/login', { port: httpPort, tls: false });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://localhost/login');
    expect((await viaProxy('GET', '/metrics')).status).toBe(404);
    expect((await viaProxy('GET', '/readyz')).status).toBe(200);
  });

  it("signs in with a magic link and uploads a CSV larger than nginx's default 1 MB", async () => {
    const email = 'proxied@example.com';
    const requested = await viaProxy('POST', '/auth/sign-in/magic-link', {
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, callbackURL: '/app' }),
    });
    expect(requested.status, requested.body).toBe(200);
    const token = tokenFromMail(lastMailTo(t, email));
    const verified = await viaProxy(
      'GET',
      `/auth/magic-link/verify?token=${token}&callbackURL=/app&errorCallbackURL=/login/verify`,
    );
    const setCookie = ([] as string[]).concat(verified.headers['set-cookie'] ?? []);
    const cookie = setCookie
      .find((value) => value.startsWith('hirelane.session_token='))
      ?.split(';')[0];
    expect(cookie, `${verified.status} ${verified.body}`).toBeDefined();
    const json = { origin, cookie: cookie!, 'content-type': 'application/json' };
    const created = await viaProxy('POST', '/api/workspace/create', {
      headers: json,
      body: JSON.stringify({ name: 'Behind nginx' }),
    });
    expect(created.status, created.body).toBe(200);
    const workspace = (JSON.parse(created.body) as { data: { _id: string } }).data._id;
    const project = await viaProxy('POST', `/api/project/create?workspace=${workspace}`, {
      headers: json,
      body: JSON.stringify({ name: 'Proxied', job: { title: 'Engineer' } }),
    });
    expect(project.status, project.body).toBe(200);
    const projectId = (JSON.parse(project.body) as { data: { _id: string } }).data._id;

    const rows = Array.from({ length: 30_000 }, (_, index) => [
      `Person ${index}`,
      `person${index}@example.com`,
      'A note long enough to make the file a few megabytes in total.',
    ]);
    const csv = csvText([['Name', 'Email', 'Note'], ...rows]);
    expect(Buffer.byteLength(csv)).toBeGreaterThan(2 * 1024 * 1024);
    const { payload, contentType } = multipartBody([
      { name: 'mapping', value: JSON.stringify({ Name: 'full_name', Email: 'email' }) },
      { name: 'file', filename: 'people.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]);
    const uploaded = await viaProxy(
      'POST',
      `/api/project/${projectId}/import/csv?workspace=${workspace}`,
      {
        headers: { origin, cookie: cookie!, 'content-type': contentType },
        body: payload,
      },
    );
    expect(uploaded.status, uploaded.body).toBe(200);
    const job = (JSON.parse(uploaded.body) as { data: ImportJob }).data;
    const { final } = await waitForImport(
      t,
      { cookie: cookie!, workspace },
      projectId,
      job._id,
      90_000,
    );
    expect(final).toMatchObject({ status: 'completed', created: 30_000 });
  }, 120_000);
});
