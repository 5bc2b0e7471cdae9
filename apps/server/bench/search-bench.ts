import { benchConfig } from './bench-config';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import { talentSearchRequestSchema } from '@hirelane/domain/search/talent-search.schema';
import { connectDatabase } from '../src/db/client';
import { openDatabase } from '../src/db/open-database';
import { openDedicatedConnection } from '../src/db/transaction';
import { talentPoolDiskSizes } from '../src/features/candidates/talent-pool-store';
import { facetsSql } from '../src/features/search/engine/facets-sql';
import { rankedPageSql, windowSql } from '../src/features/search/engine/page-sql';
import { buildTalentSearchSql, estimateSql } from '../src/features/search/engine/talent-search-sql';
import { createPgTalentSearchEngine } from '../src/features/search/pg-talent-search-engine';
import { drainSearchIndexQueue } from '../src/features/search/search-index-queue-store';
import type { TalentSearchScope } from '../src/features/search/talent-search-engine';
import { writeTalentPool } from '../src/seed/talent-pool/write-talent-pool';
import { searchBenchCases } from './search-bench-cases';

/**
 * npm run bench:search [-- --count N] — seeds N synthetic profiles (default 1,000,000) into one
 * workspace with the seeder's writer (indexing included), then runs the typical searches of
 * search-bench-cases.ts through the engine: single-client p50, and p95 at 20 concurrent users.
 * Beside each, the engine's own SQL statements run bare on the pool the same way, and the ratio:
 * the figure that holds on a noisy machine.
 * `--database-url URL --workspace ID` runs the searches on a pool seeded before (no seeding);
 * `--explain` prints EXPLAIN (ANALYZE, BUFFERS) of each statement instead of timing.
 */

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
    single: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    workspace: { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const COUNT = Number(values.count);
const REQUESTS = Number(values.requests);
const SINGLE = Number(values.single);
const CONCURRENCY = 20;
const print = (line: string) => void process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

const percentile = (samples: number[], share: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

/** Runs `task` `count` times with `concurrency` at once; answers each run's milliseconds. */
const load = async (
  task: () => Promise<unknown>,
  count: number,
  concurrency: number,
): Promise<number[]> => {
  const samples: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started += 1;
      const begin = performance.now();
      await task();
      samples.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
};

/** Seeds the pool into a new workspace; prints the time and the disk sizes. */
const seed = async (pool: pg.Pool): Promise<string> => {
  const workspaceId = (
    await pool.query<{ id: string }>(`insert into workspace (name) values ('Bench') returning id`)
  ).rows[0]?.id;
  if (!workspaceId) throw new Error('no workspace');
  const connection = await openDedicatedConnection(pool);
  const drainer = await openDedicatedConnection(pool);
  try {
    const started = performance.now();
    const seeded = await writeTalentPool(connection, {
      workspaceId,
      count: COUNT,
      seed: 1,
      drainers: [drainer],
    });
    const seconds = (performance.now() - started) / 1000;
    // The writer indexes what it queued; anything left (none expected) would skew the figures.
    await drainSearchIndexQueue(connection);
    print(
      `seeded ${COUNT.toLocaleString('en-US')} profiles in ${seconds.toFixed(1)} s (goal for 1M: < 180 s): writing ${(seeded.writeMs / 1000).toFixed(1)} s, indexing ${(seeded.indexMs / 1000).toFixed(1)} s`,
    );
    for (const relation of await talentPoolDiskSizes(connection))
      print(`  ${relation.name}: ${(relation.bytes / 1024 / 1024).toFixed(1)} MB on disk`);
    // As autovacuum would soon after an import: statistics, and the GIN indexes' pending lists
    // merged (a search scans a pending list whole).
    for (const table of ['candidate', 'candidate_search', 'candidate_search_pending'])
      await connection.query(`vacuum analyze ${table}`);
  } finally {
    await Promise.all([connection.end(), drainer.end()]);
  }
  return workspaceId;
};

const runSearches = async (pool: pg.Pool, workspaceId: string) => {
  const engine = createPgTalentSearchEngine(pool);
  const scope: TalentSearchScope = {
    workspaceId,
    projectId: randomUUID(),
    viewer: { userId: 'bench', seesEveryProject: true },
  };
  print(
    `${'search'.padEnd(38)} ${'total'.padStart(8)}  single p50 engine / bare   20 users p95 engine / bare   ratio  goal`,
  );
  for (const { label, goal, body } of await searchBenchCases(pool, workspaceId)) {
    const request = talentSearchRequestSchema.parse(body);
    const parsed = parseQuery(request.query);
    if (!parsed.ok) throw new Error(`${label}: ${parsed.error.message}`);
    const search = buildTalentSearchSql(scope, request, parsed.ast, null);
    const first = await engine.search(scope, request, null);
    // The engine's statements for a first page (find-search-page.ts): one over the first
    // matches (count, page, facets and the page's people), then, for a broad search, the
    // planner's estimate; a name search ranks and counts every match in one statement, with the
    // facets beside it (the engine then reads the page's people).
    const broad = first.total_is_estimate;
    const facets = { name: 'facets', text: facetsSql(search), values: search.whereValues };
    const statements: { name: string; text: string; values: unknown[] }[] = search.ranksByName
      ? [
          { name: 'page', ...rankedPageSql(search, request.page_size, 0) },
          ...(request.facets ? [facets] : []),
        ]
      : [
          {
            name: 'window',
            ...windowSql(
              search,
              { limit: request.page_size, offset: 0, facets: request.facets },
              scope,
            ),
          },
          ...(broad
            ? [{ name: 'estimate', text: estimateSql(search), values: search.whereValues }]
            : []),
        ];
    if (values.explain) {
      print(`\n===== ${label} (total ${first.total}): ${request.query}`);
      for (const { name, text, values: params } of statements) {
        const plan = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${text}`,
          params,
        );
        print(`--- ${name}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
      continue;
    }
    const bare = async () => {
      if (search.ranksByName)
        await Promise.all(
          statements.map((statement) => pool.query(statement.text, statement.values)),
        );
      else for (const statement of statements) await pool.query(statement.text, statement.values);
    };
    const viaEngine = () => engine.search(scope, request, null);
    // Warm-up: opens the pool's connections and caches the plans' catalog reads.
    await load(viaEngine, CONCURRENCY, CONCURRENCY);
    const singleEngine = percentile(await load(viaEngine, SINGLE, 1), 0.5);
    const singleBare = percentile(await load(bare, SINGLE, 1), 0.5);
    const ours = percentile(await load(viaEngine, REQUESTS, CONCURRENCY), 0.95);
    const raw = percentile(await load(bare, REQUESTS, CONCURRENCY), 0.95);
    print(
      `${label.slice(0, 38).padEnd(38)} ${String(first.total).padStart(8)}${first.total_is_estimate ? '~' : ' '}  ${ms(singleEngine)} / ${ms(singleBare)}   ${ms(ours)} / ${ms(raw)}   ${(ours / raw).toFixed(2).padStart(5)}  < ${goal} ms: ${ours < goal ? 'met' : 'NOT met'}`,
    );
    print(`  ${request.query}`);
  }
};

const main = async () => {
  if (values['database-url']) {
    if (!values.workspace) throw new Error('--database-url needs --workspace <id>');
    const connection = connectDatabase(values['database-url'], 4 * CONCURRENCY);
    try {
      await runSearches(connection.pool, values.workspace);
    } finally {
      await connection.close();
    }
    return;
  }
  const { config, dataDir } = benchConfig('search_bench');
  const database = await openDatabase(config, () => undefined, 4 * CONCURRENCY);
  try {
    await runSearches(database.pool, await seed(database.pool));
  } finally {
    await database.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
