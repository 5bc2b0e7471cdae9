import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startS3Server, type S3Server } from '@hirelane/test-servers/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdfResume } from '../test/resume-fixtures/build-pdf-resume';
import { personaById } from '../test/resume-fixtures/personas';
import { call, createTestApp, TEST_APP_URL, type TestApp } from '../test/test-app';
import { csvText, importCsv, waitForImport } from './features/imports/csv/csv-import.test-kit';
import {
  importOf,
  uploadResumes,
  type Who,
} from './features/imports/resumes/resume-import.test-kit';
import { projectKit, type Kit } from './features/projects/project.test-kit';
import { createS3FileStorage } from './integrations/storage/s3-file-storage';

/*
 * Separate hosts (issue 24, decision 052): the API (this test's app, which runs no jobs) and two
 * worker processes, each with its own DATA_DIR and no folder in common, share only PostgreSQL and
 * the S3 server. What the API receives, a worker must find in the bucket.
 */

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const scratch: string[] = [];
const scratchDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};

type Worker = { child: ChildProcess; dataDir: string; output: () => string };

/** A worker process of its own (main.ts --role=worker), started once it says so. */
const startWorker = (env: Record<string, string>): Promise<Worker> =>
  new Promise((resolve, reject) => {
    const dataDir = scratchDir('hirelane-worker-host-');
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--role=worker'], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Hirelane (worker) started'))
        resolve({ child, dataDir, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${output}`)));
    child.once('error', reject);
  });

const stopWorker = (worker: Worker) =>
  new Promise<void>((done) => {
    if (worker.child.exitCode !== null) return done();
    worker.child.removeAllListeners('exit');
    worker.child.once('exit', () => done());
    worker.child.kill('SIGTERM');
  });

let s3: S3Server;
let t: TestApp;
let kit: Kit;
let owner: Who;
let workers: Worker[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
  kit = projectKit(t, 52);
  owner = await kit.owner('hosts@example.com', 'Hosts Team');
  const shared = {
    NODE_ENV: 'test',
    DATABASE_URL: t.databaseUrl,
    APP_URL: TEST_APP_URL,
    SESSION_SECRET: t.config.sessionSecret,
    ENCRYPTION_KEY: t.config.encryptionKey,
    OUTBOUND_ALLOW_PRIVATE: 'true',
    ...s3.env,
  };
  workers = await Promise.all([startWorker(shared), startWorker(shared)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(workers.map(stopWorker));
  await t?.close();
  await s3?.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** Files the process left in its own DATA_DIR/files (none: they all went to the bucket). */
const localFiles = (dataDir: string): string[] => {
  const root = path.join(dataDir, 'files');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
};

describe('API and workers on separate hosts', () => {
  it('says where the files are', () => {
    for (const worker of workers)
      expect(worker.output()).toContain(`Files: S3 bucket ${s3.bucket} at ${s3.endpoint}`);
  });

  it('imports a CSV uploaded through the API in a worker, which reads it from the bucket and writes the rejected rows there', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Hosts CSV' });
    const { final } = await importCsv(
      t,
      owner,
      project._id,
      { 'Full Name': 'full_name', Email: 'email' },
      csvText([
        ['Full Name', 'Email'],
        ['Grace Hopper', 'grace@example.com'],
        ['Alan Turing', 'alan@example.com'],
        ['', ''],
        ['', 'not an address'],
      ]),
    );
    expect(final).toMatchObject({ status: 'completed', created: 2, rejected: 1 });
    const names = await t.pool.query<{ full_name: string }>(
      'select full_name from candidate where workspace_id = $1 order by full_name',
      [owner.workspace],
    );
    expect(names.rows.map((row) => row.full_name)).toEqual(['Alan Turing', 'Grace Hopper']);
    // The rejected-row report a worker wrote is downloaded through the API.
    const report = await call(t, 'GET', final.rejected_report_url ?? '', { cookie: owner.cookie });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('not an address');
    expect(localFiles(t.config.dataDir)).toEqual([]);
    for (const worker of workers) expect(localFiles(worker.dataDir)).toEqual([]);
  });

  it('parses a resume uploaded through the API in a worker, and serves it back from the bucket after the access check', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Hosts CV' });
    const michael = personaById('michael-chen');
    const pdf = await buildPdfResume(michael, 'classic');
    const uploaded = await uploadResumes(t, owner, project._id, [
      { filename: 'michael-chen.pdf', data: pdf },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { final } = await waitForImport(t, owner, project._id, importOf(uploaded)._id, 60_000);
    const candidateId = final.files[0]?.candidate_id ?? '';
    expect(final.files[0]).toMatchObject({ status: 'done' });

    const stored = await t.pool.query<{ storage_key: string }>(
      `select s.storage_key from stored_file s join candidate c on c.resume_file_id = s.id
        where c.id = $1 and c.workspace_id = $2`,
      [candidateId, owner.workspace],
    );
    const bucket = createS3FileStorage({ ...s3, forcePathStyle: true });
    expect(await bucket.sizeOf(stored.rows[0]?.storage_key ?? '')).toBe(pdf.length);

    const download = await call(t, 'GET', `/api/candidate/${candidateId}/resume`, owner);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);
    const stranger = await kit.owner('stranger@example.com', 'Other Team');
    const refused = await call(t, 'GET', `/api/candidate/${candidateId}/resume`, stranger);
    expect(refused.statusCode).toBe(404);
    for (const worker of workers) expect(localFiles(worker.dataDir)).toEqual([]);
  });
});
