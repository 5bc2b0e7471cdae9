import { spawn, type ChildProcess } from 'node:child_process';

export type ServerProcess = { url: string; stop: () => Promise<void> };

type StartOptions = {
  rootDir: string;
  port: number;
  env: Record<string, string>;
  readyTimeoutMs: number;
};

const KILL_AFTER_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isReady = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
};

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** Starts `node --import tsx apps/server/src/main.ts` and waits for GET /readyz to answer 200. */
export const startServer = async ({
  rootDir,
  port,
  env,
  readyTimeoutMs,
}: StartOptions): Promise<ServerProcess> => {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: rootDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    if (process.env.E2E_SERVER_LOGS) process.stderr.write(chunk);
  });

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited with code ${child.exitCode} before it was ready:\n${output}`,
      );
    }
    if (await isReady(url)) return { url, stop: () => stopChild(child) };
    await sleep(300);
  }
  await stopChild(child);
  throw new Error(
    `The server was not ready within ${readyTimeoutMs / 1000} s. Its output:\n${output}`,
  );
};
