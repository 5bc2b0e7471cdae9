import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './db/embedded-postgres';
import { makeScratchDataDir } from './db/scratch-data-dir';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDirs: string[] = [];

type Started = {
  output: string;
  exitCode: number | null;
  stop: () => Promise<void>;
  /** Ctrl-C in a terminal: SIGINT to the whole process group; resolves with what it printed after. */
  interrupt: () => Promise<{ exitCode: number | null; output: string }>;
};

/** Runs the real entry point until it prints that it started (or exits). */
const start = (env: Record<string, string>, args: string[] = []): Promise<Started> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.once('close', done));
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    const interrupt = async () => {
      const from = output.length;
      process.kill(-(child.pid ?? 0), 'SIGINT');
      const exitCode = await exited;
      return { exitCode, output: output.slice(from) };
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sign-in links go to'))
        resolve({ output, exitCode: null, stop, interrupt });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => resolve({ output, exitCode: code, stop, interrupt }));
    child.once('error', reject);
  });

const scratchDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hl-main-'));
  dataDirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('server start-up', () => {
  it('stops with a message naming a bad variable', async () => {
    const result = await start({
      PORT: 'eighty',
      DATA_DIR: scratchDir(),
    });
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('PORT: ');
  });

  it('stops at start-up naming S3_ENDPOINT when the bucket cannot be reached', async () => {
    const database = new URL(inject('postgresAdminUrl'));
    database.pathname = `/hirelane_main_${randomBytes(6).toString('hex')}`;
    const closedPort = await freePort();
    const result = await start({
      DATA_DIR: scratchDir(),
      DATABASE_URL: database.toString(),
      S3_ENDPOINT: `http://127.0.0.1:${closedPort}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'hirelane-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain(
      `S3_ENDPOINT: http://127.0.0.1:${closedPort} cannot be reached (ECONNREFUSED)`,
    );
  });

  it('refuses an unknown role', async () => {
    const result = await start({ DATA_DIR: scratchDir() }, ['--role=cook']);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('--role: must be api, worker or all');
  });

  it('stops quietly on Ctrl-C: connections close before the embedded PostgreSQL, which stops too', async () => {
    const dataDir = makeScratchDataDir('hl-main-');
    dataDirs.push(dataDir);
    const started = await start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(started.exitCode).toBeNull();
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);

    const stopped = await started.interrupt();
    expect(stopped.exitCode).toBe(0);
    expect(stopped.output).toBe('');
    expect(existsSync(pidFile)).toBe(false);
  }, 120_000);

  it('starts on the embedded PostgreSQL, seeds a demo workspace once, and reuses the data on the next start', async () => {
    const dataDir = makeScratchDataDir('hl-main-');
    dataDirs.push(dataDir);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };

    const first = await start({ ...env, LOG_LEVEL: 'info' });
    try {
      // No HOST set: loopback only, so the dev outbox's sign-in links stay on this machine.
      const listening = first.output.match(/Server listening at [^"]+/g) ?? [];
      expect(listening).toEqual([`Server listening at http://127.0.0.1:${port}`]);
      const lanAddress = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
      if (lanAddress) await expect(fetch(`http://${lanAddress}:${port}/readyz`)).rejects.toThrow();
      expect(first.output).toContain(`Open http://localhost:${port}`);
      expect(first.output).toContain(
        `Sign-in links go to the dev outbox at http://localhost:${port}/dev/outbox`,
      );
      expect(first.output).toContain(
        'Demo workspace created with 5,000 talent-pool profiles: sign in as demo@hirelane.local',
      );
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);
    } finally {
      await first.stop();
    }

    const second = await start(env);
    try {
      expect(second.exitCode).toBeNull();
      expect(second.output).not.toContain('Demo workspace created');
      const response = await fetch(`http://127.0.0.1:${port}/auth/sign-in/magic-link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
        body: JSON.stringify({ email: 'demo@hirelane.local' }),
      });
      expect(response.status).toBe(200);
      const outbox = (await (await fetch(`http://127.0.0.1:${port}/dev/outbox.json`)).json()) as {
        data: Array<{ to: string }>;
      };
      expect(outbox.data[0]?.to).toBe('demo@hirelane.local');
    } finally {
      await second.stop();
    }
  }, 120_000);
});
