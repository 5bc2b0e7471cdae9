import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createWorkspaceAs,
  signIn,
  type TestApp,
} from '../../../test/test-app';
import { createMetricsRegistry } from './metrics-registry';
import { startMetricsServer } from './metrics-server';

const TOKEN = 'metrics-token-0123456789abcdef';

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Prometheus text exposition (format 0.0.4), strictly: any other line throws. Values are Go floats,
 * so `Nan` (as prom-client writes it) parses like `NaN`.
 */
const parseExposition = (text: string): { types: Map<string, string>; samples: Sample[] } => {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type =
      /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]?Inf)$/.exec(
        line,
      );
    if (!sample) throw new Error(`not Prometheus text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const match of (sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[match[1]!] = match[2]!;
    samples.push({ name: sample[1]!, labels, value: Number(sample[3]) });
  }
  return { types, samples };
};

let t: TestApp;
let cookie: string;
let workspace: string;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  cookie = await signIn(t, 'metrics@example.com');
  workspace = await createWorkspaceAs(t, cookie, 'Metrics');
});
afterAll(async () => {
  await t.close();
});

const scrape = async () => {
  const response = await call(t, 'GET', '/metrics', {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return parseExposition(response.body);
};

describe('GET /metrics', () => {
  it('refuses a missing or wrong token with 401 and shows nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
      const response = await call(t, 'GET', '/metrics', {
        cookie,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('hirelane_');
    }
  });

  it('labels request latency with the route pattern, never the URL, and counts errors', async () => {
    const missing = randomUUID();
    const response = await call(t, 'GET', `/api/job/get-complete-details/${missing}`, {
      cookie,
      workspace,
    });
    expect(response.statusCode).toBe(404);
    await call(t, 'GET', '/api/project/list', { cookie, workspace });

    const { types, samples } = await scrape();
    expect(types.get('hirelane_http_request_duration_seconds')).toBe('histogram');
    const counts = samples.filter((s) => s.name === 'hirelane_http_request_duration_seconds_count');
    expect(counts.some((s) => s.labels.route?.includes(missing))).toBe(false);
    expect(
      counts.find(
        (s) =>
          s.labels.route === '/api/job/get-complete-details/:linked_job' &&
          s.labels.status_class === '4xx',
      )?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(
      counts.find((s) => s.labels.route === '/api/project/list' && s.labels.status_class === '2xx')
        ?.value,
    ).toBeGreaterThanOrEqual(1);
    expect(
      samples.find(
        (s) =>
          s.name === 'hirelane_http_errors_total' &&
          s.labels.route === '/api/job/get-complete-details/:linked_job',
      )?.value,
    ).toBeGreaterThanOrEqual(1);
  });

  it("shows the pool's use, the queues and the database's figures", async () => {
    const debitsBefore = (await scrape()).samples.filter(
      (s) => s.name === 'hirelane_credit_debits',
    );
    expect(debitsBefore).toEqual([]);
    const { rows } = await t.pool.query<{ id: string }>('select id from workspace limit 1');
    await t.pool.query(
      `insert into credit_ledger (workspace_id, kind, amount, reason, idempotency_key, action)
       values ($1, 'debit', -3, 'test', $2, 'contact_reveal')`,
      [rows[0]!.id, randomUUID()],
    );
    // The database figures are kept 15 s: a fresh registry reads them anew.
    const fresh = await createMetricsRegistry(t.pool).metrics();
    const { samples } = parseExposition(fresh);
    expect(
      samples.find(
        (s) => s.name === 'hirelane_credit_debits' && s.labels.action === 'contact_reveal',
      )?.value,
    ).toBe(1);
    expect(
      samples.find(
        (s) => s.name === 'hirelane_credits_debited' && s.labels.action === 'contact_reveal',
      )?.value,
    ).toBe(3);
    const pool = samples.filter((s) => s.name === 'hirelane_db_pool_connections');
    expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
    expect(pool.find((s) => s.labels.state === 'total')?.value).toBeGreaterThanOrEqual(1);
    expect(
      samples
        .filter((s) => s.name === 'hirelane_emails')
        .map((s) => s.labels.outcome)
        .sort(),
    ).toEqual(['bounced', 'failed', 'sent']);
    expect(samples.some((s) => s.name === 'hirelane_process_resident_memory_bytes')).toBe(true);
  });
});

describe('the METRICS_PORT server', () => {
  it('serves /metrics on its own port, with the token when one is set', async () => {
    const server = await startMetricsServer(
      { metrics: { token: TOKEN, port: 0, host: '127.0.0.1' } },
      createMetricsRegistry(t.pool),
    );
    try {
      const url = `http://127.0.0.1:${server.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(parseExposition(await response.text()).types.get('hirelane_queue_jobs')).toBe('gauge');
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('is not served on the app port', async () => {
    const plain = await createTestApp();
    try {
      const response = await call(plain, 'GET', '/metrics', {
        headers: { authorization: 'Bearer anything-at-all-here' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('hirelane_');
    } finally {
      await plain.close();
    }
  });
});
