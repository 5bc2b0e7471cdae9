import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { connectDatabase, type Database } from '../src/db/client';
import type { ProjectScope } from '../src/features/reports/report-scope';
import { getProjectReport } from '../src/features/reports/get-project-report';
import { getWorkspaceReport } from '../src/features/reports/get-workspace-report';
import type { TenantContext } from '../src/http/request-context';
import { countInterviews } from '../src/features/reports/interview-report-store';
import {
  countMailboxBounces,
  countRepliesByDay,
  countStepOutcomes,
  findCampaignTracking,
} from '../src/features/reports/outreach-report-store';
import { countCurrentStages, measurePipeline } from '../src/features/reports/pipeline-report-store';

/**
 * npm run bench:reports — issue 19's goal: any report in < 300 ms server time for a workspace with
 * 100k candidates and 1M outreach events. Seeds one project with generate_series (candidates,
 * links, stage moves, a four-step campaign: enrolments, deliveries, tracking events, inbound
 * mail), then times in the same run, one call at a time: the project and workspace report
 * use-cases, their HTTP calls, and the bare SQL of the project report (its statements sent
 * straight to the pool), prints the ratio and whether the 300 ms goal is met; BENCH_EXPLAIN=1
 * prints each query's plan (EXPLAIN ANALYZE, BUFFERS).
 */
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const WARMUP = 3;
const GOAL_MS = 300;
const RANGE = { from: '2026-01-01', to: '2026-03-31' };

type Target = { process: ChildProcess; info: Record<string, string | number> };

const startApp = (): Promise<Target> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./bench-target.ts', import.meta.url)), 'app'],
      { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
    );
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) =>
      resolve({ process: child, info: JSON.parse(line) as Record<string, string | number> }),
    );
    child.once('exit', (code) => reject(new Error(`app target exited with ${code}`)));
  });

type Stats = { p50: number; p95: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const measure = async (run: () => Promise<unknown>, samples = SAMPLES): Promise<Stats> => {
  for (let index = 0; index < WARMUP; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};

/** Everything of the world in SQL, in bulk; returns how many outreach events were written. */
const seed = async (pool: pg.Pool, workspace: string, projectId: string, campaignId: string) => {
  const q = (text: string, values: unknown[] = []) => pool.query(text, values);
  await q(
    `insert into candidate (workspace_id, first_name, full_name, email, source)
     select $1, 'First' || g, 'First' || g, 'bench' || g || '@example.com', 'csv'
       from generate_series(1, $2::int) g`,
    [workspace, CANDIDATES],
  );
  // Added over the first quarter of 2026; a tenth still shortlisted, the rest moved on.
  await q(
    `insert into project_candidate (workspace_id, project_id, candidate_id, stage, source, added_at)
     select $1, $2, c.id,
            (array['shortlisted','in_campaign','in_campaign','in_campaign','completed','rejected'])[1 + (n % 6)],
            (array['csv','resume','manual','hirelane_search_engine'])[1 + (n % 4)],
            timestamptz '2026-01-01' + (n % 80) * interval '1 day' + (n % 1440) * interval '1 minute'
       from (select id, row_number() over () as n from candidate where workspace_id = $1) c`,
    [workspace, projectId],
  );
  await q(
    `insert into stage_history (workspace_id, project_candidate_id, from_stage, to_stage, moved_at)
     select $1, pc.id, 'shortlisted', 'in_campaign', pc.added_at + interval '2 days'
       from project_candidate pc where pc.project_id = $2 and pc.stage <> 'shortlisted'`,
    [workspace, projectId],
  );
  await q(
    `insert into stage_history (workspace_id, project_candidate_id, from_stage, to_stage, moved_at)
     select $1, pc.id, 'in_campaign', pc.stage, pc.added_at + interval '9 days'
       from project_candidate pc where pc.project_id = $2 and pc.stage in ('completed', 'rejected')`,
    [workspace, projectId],
  );
  await q(`update campaign set track_opens = true, track_clicks = true where id = $1`, [
    campaignId,
  ]);
  await q(
    `insert into campaign_step (workspace_id, campaign_id, position, type)
     select $1, $2, g, 'auto_email' from generate_series(1, 4) g`,
    [workspace, campaignId],
  );
  await q(
    `insert into mailbox (workspace_id, email, provider)
     select $1, 'sender' || g || '@bench.test', 'smtp' from generate_series(1, 4) g`,
    [workspace],
  );
  await q(
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status, stop_reason, started_at)
     select $1, $2, pc.candidate_id, 'stopped',
            case when n % 10 = 0 then 'replied' when n % 50 = 1 then 'unsubscribed' end,
            pc.added_at + interval '2 days'
       from (select candidate_id, added_at, row_number() over () as n from project_candidate
              where project_id = $3 and stage <> 'shortlisted') pc`,
    [workspace, campaignId, projectId],
  );
  // Four e-mails per enrolment, three days apart, through four mailboxes; 3% bounce.
  await q(
    `insert into campaign_delivery (workspace_id, enrollment_id, step_id, step_type, status, mailbox_id, sent_at, opened_at, clicked_at)
     select $1, e.id, s.id, 'auto_email',
            case when (e.n + s.position) % 33 = 0 then 'bounced' else 'sent' end,
            mb.id, e.started_at + (s.position * 3) * interval '1 day',
            case when (e.n + s.position) % 3 = 0 then e.started_at + (s.position * 3) * interval '1 day' + interval '1 hour' end,
            case when (e.n + s.position) % 9 = 0 then e.started_at + (s.position * 3) * interval '1 day' + interval '2 hours' end
       from (select id, started_at, row_number() over () as n from campaign_enrollment where campaign_id = $2) e
       cross join campaign_step s
       join lateral (select id from mailbox where workspace_id = $1
                      order by email offset (e.n % 4) limit 1) mb on true
      where s.campaign_id = $2`,
    [workspace, campaignId],
  );
  // Opens and clicks as tracking events: three per opened e-mail, one per click.
  await q(
    `insert into email_tracking_event (workspace_id, delivery_id, kind, at)
     select $1, d.id, 'open', d.opened_at from campaign_delivery d, generate_series(1, 3)
      where d.workspace_id = $1 and d.opened_at is not null
     union all
     select $1, d.id, 'click', d.clicked_at from campaign_delivery d
      where d.workspace_id = $1 and d.clicked_at is not null`,
    [workspace],
  );
  // The sent copies and the inbound mail: replies on a tenth of the first e-mails, bounces.
  await q(
    `insert into email_message (workspace_id, delivery_id, enrollment_id, direction, kind, message_id, at)
     select $1, d.id, d.enrollment_id, 'outbound', 'sent', '<out-' || d.id || '@bench>', d.sent_at
       from campaign_delivery d where d.workspace_id = $1`,
    [workspace],
  );
  await q(
    `insert into email_message (workspace_id, delivery_id, enrollment_id, direction, kind, message_id, at)
     select $1, d.id, d.enrollment_id, 'inbound',
            case when d.status = 'bounced' then 'bounce' else 'reply' end,
            '<in-' || d.id || '@bench>', d.sent_at + interval '5 hours'
       from campaign_delivery d join campaign_enrollment e on e.id = d.enrollment_id
      where d.workspace_id = $1 and (d.status = 'bounced' or (e.stop_reason = 'replied'
            and d.step_id = (select id from campaign_step where campaign_id = $2 and position = 1)))`,
    [workspace, campaignId],
  );
  for (const table of [
    'campaign',
    'campaign_step',
    'mailbox',
    'candidate',
    'project_candidate',
    'stage_history',
    'campaign_enrollment',
    'campaign_delivery',
    'email_tracking_event',
    'email_message',
  ])
    await q(`vacuum analyze ${table}`);
  const events = await q(
    `select (select count(*) from campaign_delivery where workspace_id = $1)
          + (select count(*) from email_tracking_event where workspace_id = $1)
          + (select count(*) from email_message where workspace_id = $1) as n`,
    [workspace],
  );
  return Number((events.rows[0] as { n: string }).n);
};

/**
 * The bare SQL of the project report: every statement its stores send, captured by an executor
 * that records instead of running, compiled by drizzle's dialect, then sent straight to the pool
 * side by side as the use-case sends them (without its access check, range and shaping).
 */
const captureReportSql = async (
  scope: ProjectScope,
): Promise<{ sql: string; params: unknown[] }[]> => {
  const captured: SQL[] = [];
  const recorder = {
    execute: (query: SQL) => {
      captured.push(query);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Database;
  await Promise.all([
    countCurrentStages(recorder, scope),
    measurePipeline(recorder, scope, ['in_campaign', 'completed'], ['completed']),
    findCampaignTracking(recorder, scope),
    countStepOutcomes(recorder, scope),
    countRepliesByDay(recorder, scope),
    countMailboxBounces(recorder, scope),
  ]);
  const dialect = new PgDialect();
  return captured.map((query) => {
    const compiled = dialect.sqlToQuery(query);
    return { sql: compiled.sql, params: compiled.params };
  });
};

/** BENCH_EXPLAIN=1: every section's plan, EXPLAIN (ANALYZE, BUFFERS), to find the largest cost. */
const explainSections = async (db: Database, scope: ProjectScope) => {
  let lines: string[] = [];
  const explaining = {
    execute: async (query: SQL) => {
      const plan = await db.execute<Record<string, string>>(
        sql`explain (analyze, buffers) ${query}`,
      );
      lines = plan.rows.map((row) => `  ${row['QUERY PLAN']}`);
      return { rows: [] };
    },
  } as unknown as Database;
  const plans: [string, () => Promise<unknown>][] = [
    [
      'pipeline (entries, stays, sources)',
      () => measurePipeline(explaining, scope, ['in_campaign', 'completed'], ['completed']),
    ],
    ['campaign by step', () => countStepOutcomes(explaining, scope)],
    ['replies per day', () => countRepliesByDay(explaining, scope)],
    ['mailboxes', () => countMailboxBounces(explaining, scope)],
  ];
  for (const [name, run] of plans) {
    await run();
    process.stdout.write(`\nplan: ${name}\n${lines.join('\n')}\n`);
  }
};

const fmt = (stats: Stats) => `p50 ${stats.p50.toFixed(1)} ms  p95 ${stats.p95.toFixed(1)} ms`;

const main = async () => {
  const app = await startApp();
  const { port, cookie, workspace, databaseUrl } = app.info as {
    port: number;
    cookie: string;
    workspace: string;
    databaseUrl: string;
  };
  const { db, pool, close } = connectDatabase(databaseUrl, 10);
  try {
    const base = `http://127.0.0.1:${port}`;
    const created = await fetch(`${base}/api/project/create?workspace=${workspace}`, {
      method: 'POST',
      headers: { cookie, origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench reports', job: { title: 'Engineer' } }),
    });
    if (created.status !== 200)
      throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const project = ((await created.json()) as { data: { _id: string; linked_campaign: string } })
      .data;

    const seedStarted = performance.now();
    const events = await seed(pool, workspace, project._id, project.linked_campaign);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const member = await pool.query<{ id: string }>(
      `select id from workspace_member where workspace_id = $1`,
      [workspace],
    );
    const tenant: TenantContext = {
      workspaceId: workspace,
      memberId: member.rows[0]?.id ?? '',
      role: 'owner',
      permissions: [],
    };
    const projectReport = await measure(() => getProjectReport(db, tenant, project._id, RANGE));
    const workspaceReport = await measure(() => getWorkspaceReport(db, tenant, RANGE));
    const start = `${RANGE.from}T00:00:00Z`;
    const end = '2026-04-01T00:00:00Z';
    const scope = {
      workspaceId: workspace,
      projectId: project._id,
      start: new Date(start),
      end: new Date(end),
    };
    const statements = await captureReportSql(scope);
    const bareSql = await measure(() =>
      Promise.all(statements.map((statement) => pool.query(statement.sql, statement.params))),
    );
    // Each query of the project report alone, to show where its time goes.
    const sections: [string, () => Promise<unknown>][] = [
      ['stages now', () => countCurrentStages(db, scope)],
      [
        'pipeline pass',
        () => measurePipeline(db, scope, ['in_campaign', 'completed'], ['completed']),
      ],
      ['campaign by step', () => countStepOutcomes(db, scope)],
      ['replies per day', () => countRepliesByDay(db, scope)],
      ['mailboxes', () => countMailboxBounces(db, scope)],
      ['interviews', () => countInterviews(db, scope)],
    ];
    const breakdown: [string, Stats][] = [];
    for (const [name, run] of sections) breakdown.push([name, await measure(run, 5)]);
    if (process.env.BENCH_EXPLAIN) await explainSections(db, scope);
    const query = `from=${RANGE.from}&to=${RANGE.to}&workspace=${workspace}`;
    const httpProject = await measure(async () => {
      const response = await fetch(`${base}/api/project/${project._id}/reports?${query}`, {
        headers: { cookie },
      });
      if (response.status !== 200) throw new Error(`report answered ${response.status}`);
      await response.arrayBuffer();
    }, 10);
    const out = process.stdout;
    out.write(
      `\nreports bench — ${CANDIDATES} candidates, ${events} outreach events (seeded in ${seedSeconds.toFixed(1)} s), ${SAMPLES} sequential samples, range ${RANGE.from}…${RANGE.to}\n`,
    );
    out.write(`${'project report use-case'.padEnd(36)} ${fmt(projectReport)}\n`);
    out.write(`${'workspace report use-case'.padEnd(36)} ${fmt(workspaceReport)}\n`);
    out.write(`${'bare SQL: its statements side by side'.padEnd(36)} ${fmt(bareSql)}\n`);
    out.write(`${'GET /api/project/{id}/reports'.padEnd(36)} ${fmt(httpProject)}\n`);
    out.write(
      `ratio project report / bare SQL (p50): ${(projectReport.p50 / bareSql.p50).toFixed(2)}  (p95): ${(projectReport.p95 / bareSql.p95).toFixed(2)}\n`,
    );
    for (const [name, stats] of breakdown)
      out.write(`${`  section: ${name}`.padEnd(36)} ${fmt(stats)}\n`);
    const met = (stats: Stats) => (stats.p95 < GOAL_MS ? 'met' : 'NOT met');
    out.write(`goal project report p95 < ${GOAL_MS} ms: ${met(projectReport)}\n`);
    out.write(`goal workspace report p95 < ${GOAL_MS} ms: ${met(workspaceReport)}\n`);
  } finally {
    await close();
    app.process.kill('SIGTERM');
  }
};

await main();
