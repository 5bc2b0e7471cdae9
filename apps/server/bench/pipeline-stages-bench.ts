import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type pg from 'pg';
import { connectDatabase } from '../src/db/client';

/**
 * Pipeline stage counts with 100k candidates in one project (issue 4 goal: p95 < 20 ms).
 * Seeds the project with generate_series, then measures in the same run, sequentially (one
 * request at a time, as a browser tab asks): the HTTP call, its bare SQL (sums of the count
 * deltas), a plain count(*) over the 100k rows for reference, and bare Fastify; then a short
 * concurrent load for throughput. Prints the ratios.
 */
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const WARMUP = 50;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GOAL_P95_MS = 20;

type Target = { process: ChildProcess; info: Record<string, string | number> };

const startTarget = (kind: 'app' | 'hello'): Promise<Target> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./bench-target.ts', import.meta.url)), kind],
      { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
    );
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) =>
      resolve({ process: child, info: JSON.parse(line) as Record<string, string | number> }),
    );
    child.once('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)));
  });

type Stats = { p50: number; p95: number; p99: number; mean: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const measure = async (run: () => Promise<void>, samples = SAMPLES): Promise<Stats> => {
  for (let index = 0; index < Math.min(WARMUP, samples); index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    mean: times.reduce((sum, time) => sum + time, 0) / times.length,
  };
};

/** 100k people in the workspace and in the project, spread over the ria stages and sub-stages. */
const seed = async (pool: pg.Pool, workspace: string, projectId: string) => {
  await pool.query(
    `insert into candidate (workspace_id, first_name, last_name, full_name, email, designation, current_company, source)
     select $1, 'First' || g, 'Last' || g, 'First' || g || ' Last' || g, 'bench' || g || '@example.com',
            'Engineer', 'Company ' || (g % 500), 'csv'
       from generate_series(1, $2::int) g`,
    [workspace, CANDIDATES],
  );
  await pool.query(
    `insert into project_candidate (workspace_id, project_id, candidate_id, stage, sub_stage, source)
     select $1, $2, c.id,
            (array['shortlisted','shortlisted','shortlisted','shortlisted','in_campaign','in_campaign','in_campaign','completed','completed','rejected'])[1 + (n % 10)],
            case when n % 10 between 4 and 5 then 'new' when n % 10 = 6 then 'engaging' end,
            'csv'
       from (select id, row_number() over () as n from candidate where workspace_id = $1) c`,
    [workspace, projectId],
  );
  // What autovacuum does on a live database: statistics and the visibility map (index-only scans).
  await pool.query('vacuum analyze project_candidate');
  await pool.query('vacuum analyze candidate');
};

/** What the endpoint runs: the sums of the stage-count deltas (migration 0003). */
const COUNT_SQL = `select stage, sub_stage, sum(delta)::int as count, count(*)::int as deltas
  from project_stage_count where workspace_id = $1 and project_id = $2 group by stage, sub_stage`;

/** For comparison: counting the candidates themselves (index-only scan of 100k entries). */
const FULL_COUNT_SQL = `select pc.stage, pc.sub_stage, count(*)::int from project_candidate pc
  where pc.project_id = $2 and exists (select 1 from project p where p.id = $2 and p.workspace_id = $1)
  group by pc.stage, pc.sub_stage`;

const fmt = (stats: Stats) =>
  `p50 ${stats.p50.toFixed(2)} ms  p95 ${stats.p95.toFixed(2)} ms  p99 ${stats.p99.toFixed(2)} ms  mean ${stats.mean.toFixed(2)} ms`;

const main = async () => {
  const [app, hello] = await Promise.all([startTarget('app'), startTarget('hello')]);
  const { port, cookie, workspace, databaseUrl } = app.info as {
    port: number;
    cookie: string;
    workspace: string;
    databaseUrl: string;
  };
  // The app's pool settings, and a close that waits until every connection has ended (the target
  // stops its database right after).
  const { pool, close } = connectDatabase(databaseUrl, 2);
  try {
    const origin = 'http://127.0.0.1:3000';
    const base = `http://127.0.0.1:${port}`;
    const created = await fetch(`${base}/api/project/create?workspace=${workspace}`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench pipeline', job: { title: 'Engineer' } }),
    });
    if (created.status !== 200)
      throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const projectId = ((await created.json()) as { data: { _id: string } }).data._id;

    const seedStarted = performance.now();
    await seed(pool, workspace, projectId);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const url = `${base}/api/project/${projectId}/pipeline/stages?workspace=${workspace}`;
    const check = await fetch(url, { headers: { cookie } });
    const body = (await check.json()) as {
      data?: { stages: Array<{ stage_id: string; count: number }> };
    };
    const all = body.data?.stages[0];
    if (check.status !== 200 || all?.count !== CANDIDATES)
      throw new Error(`stages answered ${check.status}: ${JSON.stringify(body).slice(0, 300)}`);

    const http = await measure(async () => {
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
    });
    const sql = await measure(async () => {
      await pool.query({ name: 'stage-counts', text: COUNT_SQL, values: [workspace, projectId] });
    });
    const fullCount = await measure(async () => {
      await pool.query({
        name: 'full-count',
        text: FULL_COUNT_SQL,
        values: [workspace, projectId],
      });
    });
    const helloUrl = `http://127.0.0.1:${hello.info.port}/`;
    const bare = await measure(async () => {
      const response = await fetch(helloUrl);
      await response.arrayBuffer();
    });
    const tableUrl = `${base}/api/project/${projectId}/pipeline/candidates?workspace=${workspace}&limit=100`;
    const table = await measure(async () => {
      const response = await fetch(tableUrl, { headers: { cookie } });
      await response.arrayBuffer();
    }, 100);
    const load = await autocannon({
      url,
      headers: { cookie },
      connections: 10,
      duration: LOAD_SECONDS,
    });
    const plan = await pool.query(
      `explain (analyze, buffers) ${COUNT_SQL.replace('$1', `'${workspace}'`).replaceAll('$2', `'${projectId}'`)}`,
    );

    const out = process.stdout;
    out.write(
      `\npipeline stages bench — ${CANDIDATES} candidates in one project (seeded in ${seedSeconds.toFixed(1)} s), ${SAMPLES} sequential samples\n`,
    );
    out.write(`${'GET /api/project/{id}/pipeline/stages'.padEnd(40)} ${fmt(http)}\n`);
    out.write(`${'bare SQL: sum of count deltas'.padEnd(40)} ${fmt(sql)}\n`);
    out.write(`${'bare SQL: count(*) of 100k (reference)'.padEnd(40)} ${fmt(fullCount)}\n`);
    out.write(`${'fastify hello world'.padEnd(40)} ${fmt(bare)}\n`);
    out.write(`${'GET …/pipeline/candidates (first 100)'.padEnd(40)} ${fmt(table)}\n`);
    out.write(
      `${`under load (10 connections, ${LOAD_SECONDS}s)`.padEnd(40)} ${Math.round(load.requests.average)} req/s  p50 ${load.latency.p50} ms  p97.5 ${load.latency.p97_5} ms  p99 ${load.latency.p99} ms  non-2xx ${load.non2xx}\n`,
    );
    out.write(
      `ratio HTTP / bare SQL (p50): ${(http.p50 / sql.p50).toFixed(2)}  (p95): ${(http.p95 / sql.p95).toFixed(2)}\n`,
    );
    out.write(
      `overhead over SQL + hello world (p50): ${(http.p50 - sql.p50 - bare.p50).toFixed(2)} ms\n`,
    );
    out.write(`goal p95 < ${GOAL_P95_MS} ms: ${http.p95 < GOAL_P95_MS ? 'met' : 'NOT met'}\n`);
    out.write(
      `\nplan of the count:\n${plan.rows.map((row: Record<string, string>) => `  ${row['QUERY PLAN']}`).join('\n')}\n`,
    );
  } finally {
    await close();
    app.process.kill('SIGTERM');
    hello.process.kill('SIGTERM');
  }
};

await main();
