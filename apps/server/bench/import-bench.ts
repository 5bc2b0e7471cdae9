import { benchConfig, memoryMailer } from './bench-config';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { from as copyFrom } from 'pg-copy-streams';
import { createAppContext, trustedOriginsFor } from '../src/create-app-context';
import { openDatabase } from '../src/db/open-database';
import { sourceStorageKey } from '../src/features/imports/csv/upload-csv-import';
import { insertCsvImport, insertStoredFile } from '../src/features/imports/import-job-store';
import { runCsvImport } from '../src/features/imports/csv/run-csv-import';
import { buildApp } from '../src/http/build-app';
import { shutDown } from '../src/shut-down';

/**
 * npm run bench:import — generates CSV files (about 2% duplicate people, 1% invalid rows),
 * imports each end to end through the job's code path (stored file → parse → validate → COPY
 * → merge → commit) and, in the same run, times a bare `COPY ... (format csv)` of the same file
 * into a plain table: the ratio ours/raw is the figure that holds on a shared, noisy machine.
 * Measures the RSS growth of this process during each import. Goals: 100k rows < 5 s,
 * 1M rows < 60 s and < 256 MB RSS growth.
 */

export type ImportBenchRow = {
  rows: number;
  fileMegabytes: number;
  importSeconds: number;
  rawCopySeconds: number;
  ratio: number;
  rssGrowthMegabytes: number;
  summary: Record<string, unknown>;
  steps: Record<string, number>;
  httpUploadSeconds: number | null;
};

const HEADERS = [
  'First Name',
  'Last Name',
  'Email',
  'LinkedIn',
  'Company',
  'Title',
  'City',
  'Skills',
  'Phone',
];
const MAPPING = {
  'First Name': 'first_name',
  'Last Name': 'last_name',
  Email: 'email',
  LinkedIn: 'linkedin_url',
  Company: 'current_company',
  Title: 'designation',
  City: 'current_city',
  Skills: 'skills',
  Phone: 'phone',
} as const;
const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries'];
const TITLES = ['Engineer', 'Senior Engineer', 'Recruiter', 'Designer', 'Product Manager'];
const CITIES = ['Berlin', 'Paris', '"São Paulo, SP"', 'London', 'New York'];

/** Row i of a generated file: every 50th row repeats an earlier person, every 100th is invalid. */
const rowOf = (i: number): string => {
  if (i % 100 === 99) return `Broken,Row,not-an-email,,,,,,\n`;
  const person = i % 50 === 49 ? i - 17 : i;
  const email = i === person ? `person${person}@example.com` : `PERSON${person}@Example.com`;
  return (
    [
      `First${person}`,
      `Last${person}`,
      email,
      person % 3 === 0 ? `https://www.linkedin.com/in/person-${person}` : '',
      COMPANIES[person % COMPANIES.length],
      TITLES[person % TITLES.length],
      CITIES[person % CITIES.length],
      '"TypeScript, SQL"',
      person % 2 === 0 ? `+1 555 ${String(person % 10_000).padStart(4, '0')}` : '',
    ].join(',') + '\n'
  );
};

const writeCsv = async (file: string, rows: number) => {
  const out = createWriteStream(file);
  out.write(`${HEADERS.join(',')}\n`);
  let chunk = '';
  for (let i = 0; i < rows; i += 1) {
    chunk += rowOf(i);
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
};

const sampleRss = () => {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return (peak - baseline) / 1024 / 1024;
    },
  };
};

const startBenchApp = async () => {
  const { config, dataDir } = benchConfig('import_bench');
  const database = await openDatabase(config, () => undefined, 10);
  const { mailer, mails } = memoryMailer();
  const app = createAppContext(config, database.db, database.pool, mailer);
  const { fastify } = await buildApp(app, {
    logger: false,
    trustedOrigins: trustedOriginsFor(config),
  });
  const headers = { origin: config.appUrl };
  await fastify.inject({
    method: 'POST',
    url: '/auth/sign-in/magic-link',
    payload: { email: 'import-bench@example.com', callbackURL: '/app' },
    headers,
  });
  const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1];
  const verified = await fastify.inject({
    method: 'GET',
    url: `/auth/magic-link/verify?token=${token}&callbackURL=/app`,
  });
  const cookie = String(verified.headers['set-cookie']).split(';')[0] ?? '';
  const userId =
    (
      await database.pool.query<{ id: string }>(
        `select id from "user" where email = 'import-bench@example.com'`,
      )
    ).rows[0]?.id ?? null;

  /** A fresh workspace and project, so each run merges against an empty workspace. */
  const newProject = async (name: string) => {
    const created = await fastify.inject({
      method: 'POST',
      url: '/api/workspace/create',
      payload: { name },
      headers: { ...headers, cookie },
    });
    const workspace = (JSON.parse(created.body) as { data: { _id: string } }).data._id;
    const project = await fastify.inject({
      method: 'POST',
      url: `/api/project/create?workspace=${workspace}`,
      payload: { name, job: { title: 'Engineer' } },
      headers: { ...headers, cookie },
    });
    if (project.statusCode !== 200) throw new Error(`project create: ${project.body}`);
    return {
      workspace,
      projectId: (JSON.parse(project.body) as { data: { _id: string } }).data._id,
    };
  };

  /** The import and its stored file as an upload leaves them, without the size limit of HTTP. */
  const queueImport = async (workspace: string, projectId: string, file: string) => {
    const importId = randomUUID();
    const fileId = randomUUID();
    const key = sourceStorageKey(workspace, importId);
    const stored = await app.storage.put(key, createReadStream(file));
    await insertStoredFile(app.pool, {
      id: fileId,
      workspaceId: workspace,
      storageKey: key,
      filename: path.basename(file),
      contentType: 'text/csv',
      size: stored.size,
      sha256: stored.sha256,
      userId,
    });
    await insertCsvImport(app.pool, {
      id: importId,
      workspaceId: workspace,
      projectId,
      fileId,
      mapping: MAPPING,
      userId,
    });
    return importId;
  };

  const uploadOverHttp = async (workspace: string, projectId: string, file: string) => {
    const boundary = `bench${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(MAPPING)}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      await readFile(file),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = performance.now();
    const response = await fastify.inject({
      method: 'POST',
      url: `/api/project/${projectId}/import/csv?workspace=${workspace}`,
      payload,
      headers: { ...headers, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const seconds = (performance.now() - started) / 1000;
    if (response.statusCode !== 200) throw new Error(`upload: ${response.body}`);
    return { seconds, importId: (JSON.parse(response.body) as { data: { _id: string } }).data._id };
  };

  const rawCopy = async (file: string): Promise<number> => {
    const client = await database.pool.connect();
    try {
      const table = `bench_raw_${randomBytes(3).toString('hex')}`;
      await client.query(
        `create table ${table} (${HEADERS.map((_, i) => `c${i} text`).join(', ')})`,
      );
      const started = performance.now();
      await pipeline(
        createReadStream(file),
        client.query(copyFrom(`copy ${table} from stdin with (format csv, header true)`)),
      );
      const seconds = (performance.now() - started) / 1000;
      await client.query(`drop table ${table}`);
      return seconds;
    } finally {
      client.release();
    }
  };

  return {
    app,
    newProject,
    queueImport,
    uploadOverHttp,
    rawCopy,
    close: async () => {
      await fastify.close();
      await shutDown(app, database);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Runs the import benchmark for each size; returns the figures (and prints them). */
export const runImportBench = async (
  options: { sizes?: number[]; httpUploadUpTo?: number; log?: (line: string) => void } = {},
): Promise<ImportBenchRow[]> => {
  const sizes = options.sizes ?? [100_000, 1_000_000];
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const bench = await startBenchApp();
  const workDir = mkdtempSync(path.join(tmpdir(), 'hirelane-import-files-'));
  const results: ImportBenchRow[] = [];
  try {
    for (const rows of sizes) {
      const file = path.join(workDir, `people-${rows}.csv`);
      await writeCsv(file, rows);
      const megabytes = statSync(file).size / 1024 / 1024;
      const { workspace, projectId } = await bench.newProject(`Bench ${rows}`);
      const importId = await bench.queueImport(workspace, projectId, file);
      const steps: Record<string, number> = {};
      const rss = sampleRss();
      const started = performance.now();
      const summary = await runCsvImport(
        bench.app,
        { importId, workspaceId: workspace },
        {
          onStep: (name, ms) => {
            steps[name] = Math.round(ms);
          },
        },
      );
      const importSeconds = (performance.now() - started) / 1000;
      const rssGrowthMegabytes = rss.stop();
      if (summary.status !== 'completed')
        throw new Error(`import ${rows}: ${JSON.stringify(summary)}`);
      const rawCopySeconds = await bench.rawCopy(file);

      let httpUploadSeconds: number | null = null;
      if (rows <= (options.httpUploadUpTo ?? 100_000) && statSync(file).size <= 50 * 1024 * 1024) {
        const other = await bench.newProject(`Bench HTTP ${rows}`);
        httpUploadSeconds = (await bench.uploadOverHttp(other.workspace, other.projectId, file))
          .seconds;
      }
      const row: ImportBenchRow = {
        rows,
        fileMegabytes: Math.round(megabytes * 10) / 10,
        importSeconds,
        rawCopySeconds,
        ratio: importSeconds / rawCopySeconds,
        rssGrowthMegabytes,
        summary,
        steps,
        httpUploadSeconds,
      };
      results.push(row);
      log(
        `${String(rows).padStart(9)} rows (${row.fileMegabytes} MB): import ${importSeconds.toFixed(2)} s, ` +
          `raw COPY ${rawCopySeconds.toFixed(2)} s, ratio ours/raw ${row.ratio.toFixed(1)}, ` +
          `RSS growth ${rssGrowthMegabytes.toFixed(0)} MB` +
          (httpUploadSeconds === null
            ? ''
            : `, HTTP upload (stream to storage + queue) ${httpUploadSeconds.toFixed(2)} s`),
      );
      log(`          summary ${JSON.stringify(summary)}`);
      log(`          steps (ms) ${JSON.stringify(steps)}`);
      rmSync(file, { force: true });
    }
    const goal = (rows: number, seconds: number, megabytes?: number) => {
      const found = results.find((result) => result.rows === rows);
      if (!found) return;
      const met =
        found.importSeconds < seconds &&
        (megabytes === undefined || found.rssGrowthMegabytes < megabytes);
      log(
        `goal ${rows} rows < ${seconds} s${megabytes ? ` and < ${megabytes} MB RSS growth` : ''}: ${met ? 'met' : 'NOT met'}`,
      );
    };
    goal(100_000, 5);
    goal(1_000_000, 60, 256);
    return results;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    await bench.close();
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sizes = process.env.BENCH_IMPORT_ROWS?.split(',').map(Number);
  await runImportBench(sizes ? { sizes } : {});
  process.exit(0);
}
