import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import {
  talentSearchRequestSchema,
  type TalentSearchRequestInput,
} from '@hirelane/domain/search/talent-search.schema';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open-database';
import { makeScratchDataDir } from '../src/db/scratch-data-dir';
import { openDedicatedConnection } from '../src/db/transaction';
import { talentPoolDiskSizes } from '../src/features/candidates/talent-pool-store';
import { facetsSql } from '../src/features/search/engine/facets-sql';
import { NAME_SIMILARITY_THRESHOLD } from '../src/features/search/engine/query-to-sql';
import {
  buildTalentSearchSql,
  countSql,
  pageSql,
} from '../src/features/search/engine/talent-search-sql';
import { createPgTalentSearchEngine } from '../src/features/search/pg-talent-search-engine';
import type { TalentSearchScope } from '../src/features/search/talent-search-engine';
import { drainSearchIndexQueue } from '../src/features/search/search-index-queue-store';
import { writeTalentPool } from '../src/seed/talent-pool/write-talent-pool';

/**
 * npm run bench:search [-- --count N] — seeds N synthetic profiles (default 1,000,000) into one
 * workspace with the seeder's writer, then runs typical searches through the engine at 20
 * concurrent users: a title + 2 skills + a location, a Boolean query with OR groups and a NOT,
 * a fuzzy name (first page, goal p95 < 50 ms), the first with facets (goal < 200 ms), and a broad
 * query matching about 10 % of the pool (goal < 150 ms). Beside each, the engine's own SQL run
 * bare with pg at the same concurrency, and the ratio: the figure that holds on a noisy machine.
 */

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
  },
});
const COUNT = Number(values.count);
const REQUESTS = Number(values.requests);
const CONCURRENCY = 20;
const print = (line: string) => void process.stdout.write(`${line}\n`);

const p95 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};

/** Runs `task` REQUESTS times with CONCURRENCY at once; answers each run's milliseconds. */
const load = async (task: () => Promise<unknown>): Promise<number[]> => {
  const samples: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < REQUESTS) {
      started += 1;
      const begin = performance.now();
      await task();
      samples.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return samples;
};

type Pick = { title: string; skills: string[]; city: string; lastName: string };

/** Terms that exist in the seeded pool, so every query finds people. */
const pickTerms = async (pool: pg.Pool, workspaceId: string) => {
  const person = (
    await pool.query<Pick & { title: string }>(
      `select designation as title, skills, current_city as city, last_name as "lastName"
         from candidate where workspace_id = $1 and cardinality(skills) >= 3
          and designation is not null and current_city is not null limit 1 offset 100`,
      [workspaceId],
    )
  ).rows[0];
  if (!person) throw new Error('the seeded pool has no person with 3 skills');
  const skills = (
    await pool.query<{ skill: string; share: number }>(
      `select skill, count(*)::float / (select count(*) from (select 1 from candidate where workspace_id = $1 limit 20000) x) as share
         from (select unnest(skills) as skill from candidate where workspace_id = $1 limit 200000) s
        group by skill order by count(*) desc limit 200`,
      [workspaceId],
    )
  ).rows;
  const broad = [...skills].sort((a, b) => Math.abs(a.share - 0.1) - Math.abs(b.share - 0.1))[0];
  const titleWord = person.title.split(/\s+/).at(-1) ?? person.title;
  return { person, titleWord, skills: skills.map((row) => row.skill), broad: broad?.skill ?? '' };
};

const quote = (text: string) => `"${text.replace(/"/g, '')}"`;

const main = async () => {
  const dataDir = makeScratchDataDir('hirelane-search-bench-');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL
      ? `${process.env.DATABASE_URL.replace(/\/[^/]*$/, '')}/hirelane_search_bench_${randomBytes(3).toString('hex')}`
      : '',
  });
  const database = await openDatabase(config, () => undefined, 4 * CONCURRENCY);
  try {
    const { pool } = database;
    const workspaceId = (
      await pool.query<{ id: string }>(`insert into workspace (name) values ('Bench') returning id`)
    ).rows[0]?.id;
    if (!workspaceId) throw new Error('no workspace');
    const connection = await openDedicatedConnection(pool);
    const seedStarted = performance.now();
    const seeded = await writeTalentPool(connection, { workspaceId, count: COUNT, seed: 1 });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    // The writer indexes what it queued; anything left (none expected) would skew the figures.
    await drainSearchIndexQueue(connection);
    await connection.query('analyze candidate; analyze candidate_search');
    print(
      `seeded ${COUNT.toLocaleString('en-US')} profiles in ${seedSeconds.toFixed(1)} s (goal for 1M: < 180 s): writing ${(seeded.writeMs / 1000).toFixed(1)} s, indexing ${(seeded.indexMs / 1000).toFixed(1)} s`,
    );
    for (const relation of await talentPoolDiskSizes(connection))
      print(`  ${relation.name}: ${(relation.bytes / 1024 / 1024).toFixed(1)} MB on disk`);
    await connection.end();

    const terms = await pickTerms(pool, workspaceId);
    const [s1 = '', s2 = ''] = terms.person.skills;
    const [o1 = '', o2 = '', o3 = '', o4 = '', o5 = ''] = terms.skills;
    const typo =
      terms.person.lastName.length > 3
        ? terms.person.lastName.slice(0, -2) +
          terms.person.lastName.slice(-1) +
          terms.person.lastName.slice(-2, -1)
        : terms.person.lastName;
    const cases: { label: string; goal: number; body: TalentSearchRequestInput }[] = [
      {
        label: 'title + 2 skills + location',
        goal: 50,
        body: {
          query: `title:${quote(terms.titleWord)} skills:${quote(s1)} skills:${quote(s2)} location:${quote(terms.person.city)}`,
        },
      },
      {
        label: 'Boolean OR groups and NOT',
        goal: 50,
        body: {
          query: `(skills:${quote(o1)} OR skills:${quote(o2)}) (${quote(o3)} OR ${quote(o4)}) NOT skills:${quote(o5)}`,
        },
      },
      { label: 'fuzzy name', goal: 50, body: { query: `name:${quote(typo)}` } },
      {
        label: 'title + 2 skills + location, facets',
        goal: 200,
        body: {
          query: `title:${quote(terms.titleWord)} skills:${quote(s1)} skills:${quote(s2)} location:${quote(terms.person.city)}`,
          facets: true,
        },
      },
      {
        label: `broad (skills:${terms.broad})`,
        goal: 150,
        body: { query: `skills:${quote(terms.broad)}` },
      },
      {
        label: 'broad, facets',
        goal: 200,
        body: { query: `skills:${quote(terms.broad)}`, facets: true },
      },
    ];

    const engine = createPgTalentSearchEngine(pool);
    const scope: TalentSearchScope = {
      workspaceId,
      projectId: randomUUID(),
      viewer: { userId: 'bench', seesEveryProject: true },
    };
    for (const { label, goal, body } of cases) {
      const request = talentSearchRequestSchema.parse(body);
      const parsed = parseQuery(request.query);
      if (!parsed.ok) throw new Error(`${label}: ${parsed.error.message}`);
      const search = buildTalentSearchSql(scope, request, parsed.ast, null);
      const first = await engine.search(scope, request, null);
      // Warm-up: opens the pool's connections and caches the plans' catalog reads.
      await load(() => engine.search(scope, request, null));
      const engineSamples = await load(() => engine.search(scope, request, null));
      const bare = (text: string, values: unknown[]) => async () => {
        const client = await pool.connect();
        try {
          if (search.needsNameThreshold)
            await client.query(
              `select set_config('pg_trgm.word_similarity_threshold', '${NAME_SIMILARITY_THRESHOLD}', false)`,
            );
          await client.query(text, values);
        } finally {
          client.release();
        }
      };
      const statements = [
        bare(pageSql(search, request.page_size, 0), search.params.values),
        bare(countSql(search), search.whereValues),
        ...(request.facets ? [bare(facetsSql(search), search.whereValues)] : []),
      ];
      const bareSamples = await load(() => Promise.all(statements.map((run) => run())));
      const ours = p95(engineSamples);
      const raw = p95(bareSamples);
      print(
        `${label.padEnd(40)} total ${String(first.total).padStart(8)}  p95 ${ours.toFixed(1).padStart(7)} ms  bare SQL ${raw.toFixed(1).padStart(7)} ms  ratio ${(ours / raw).toFixed(2)}  goal < ${goal} ms: ${ours < goal ? 'met' : 'NOT met'}`,
      );
      print(`  ${request.query}`);
    }
  } finally {
    await database.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
