import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startS3Server, type S3Server } from '@hirelane/test-servers/s3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createS3FileStorage } from '../integrations/storage/s3-file-storage';

const CLI = fileURLToPath(new URL('./storage-migrate.ts', import.meta.url));
const run = promisify(execFile);

let server: S3Server;
let dataDir: string;

beforeAll(async () => {
  server = await startS3Server();
  dataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-storage-migrate-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const migrate = async (): Promise<{ code: number; output: string }> => {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, ...server.env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
};

const write = (key: string, bytes: Buffer | string) => {
  const file = path.join(dataDir, 'files', key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
};

it('copies the local files to the bucket, and a re-run copies only what is missing or differs', async () => {
  const resume = Buffer.alloc(6 * 1024 * 1024, 7);
  write('resumes/ws-1/cv.pdf', resume);
  write('csv-imports/ws-1/people.csv', 'name,email\nAda,ada@example.com\n');
  write('photos/user-1/a.webp', 'webp');
  // A write still in progress when the copy runs: never an object.
  write('photos/user-1/b.webp.0b9c.part', 'half');

  const first = await migrate();
  expect(first.code).toBe(0);
  expect(first.output).toContain('[3/3]');
  expect(first.output).toContain(
    'Done: 3 files, 3 copied (6291491 bytes), 0 already there, 0 failed.',
  );

  const bucket = createS3FileStorage({ ...server, forcePathStyle: true });
  expect((await bucket.read('resumes/ws-1/cv.pdf')).equals(resume)).toBe(true);
  expect((await bucket.read('csv-imports/ws-1/people.csv')).toString()).toContain('Ada');
  expect(await bucket.sizeOf('photos/user-1/b.webp.0b9c.part')).toBeNull();

  // An object cut short (say, by an earlier run stopped half-way) and a file added since.
  await bucket.put('photos/user-1/a.webp', Buffer.from('we'));
  write('logos/ws-1/logo.png', 'png!');
  const second = await migrate();
  expect(second.code).toBe(0);
  expect(second.output).toContain('skipped resumes/ws-1/cv.pdf (already there, 6291456 bytes)');
  expect(second.output).toContain('copied photos/user-1/a.webp (4 bytes)');
  expect(second.output).toContain('Done: 4 files, 2 copied (8 bytes), 2 already there, 0 failed.');
  expect((await bucket.read('photos/user-1/a.webp')).toString()).toBe('webp');

  const third = await migrate();
  expect(third.output).toContain('Done: 4 files, 0 copied (0 bytes), 4 already there, 0 failed.');
});

it('says how to configure the bucket when S3_* is not set', async () => {
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir },
  }).catch((error: { stdout: string; stderr: string; code: number }) => {
    expect(error.code).toBe(2);
    return error;
  });
  expect(stdout + stderr).toContain('No bucket configured: set S3_ENDPOINT');
});
