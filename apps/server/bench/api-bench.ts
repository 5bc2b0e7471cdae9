import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { connectDatabase } from '../src/db/client';

/**
 * npm run bench:api — loads an authenticated, workspace-scoped GET
 * (/api/workspace/members/list) and, in the same run, bare Fastify and the
 * bare SQL of the session lookup, and prints the ratios: on a shared, noisy
 * machine the ratio is the figure that holds.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FIXED_RATE = 1000;

type Target = { process: ChildProcess; info: Record<string, string | number> };

const startTarget = (kind: 'app' | 'hello'): Promise<Target> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./bench-target.ts', import.meta.url)), kind],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: process.env,
      },
    );
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) =>
      resolve({ process: child, info: JSON.parse(line) as Record<string, string | number> }),
    );
    child.once('exit', (code) => reject(new Error(`${kind} target exited with ${code}`)));
  });

type Run = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

const load = async (url: string, headers: Record<string, string>, rate?: number): Promise<Run> => {
  const result = await autocannon({
    url,
    headers,
    connections: rate ? 20 : CONNECTIONS,
    duration: DURATION_SECONDS,
    ...(rate ? { overallRate: rate } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
};

const bareSql = async (databaseUrl: string, cookie: string, workspace: string): Promise<number> => {
  // The app's own pool settings, and its close, which waits until every connection has ended:
  // the target stops its database right after, and a connection still closing would be cut off.
  const { pool, close } = connectDatabase(databaseUrl, 10);
  const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0];
  const sql = `select s.id, u.email, m.role from session s join "user" u on u.id = s.user_id
               left join workspace_member m on m.workspace_id = $2 and m.user_id = u.id where s.token = $1 and s.expires_at > now()`;
  const deadline = Date.now() + DURATION_SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        await pool.query({ name: 'bench', text: sql, values: [token, workspace] });
        done += 1;
      }
    }),
  );
  await close();
  return Math.round(done / DURATION_SECONDS);
};

const main = async () => {
  const [app, hello] = await Promise.all([startTarget('app'), startTarget('hello')]);
  try {
    const { port, cookie, workspace, databaseUrl } = app.info as {
      port: number;
      cookie: string;
      workspace: string;
      databaseUrl: string;
    };
    const appUrl = `http://127.0.0.1:${port}/api/workspace/members/list?workspace=${workspace}`;
    const headers = { cookie };
    const check = await fetch(appUrl, { headers });
    if (check.status !== 200)
      throw new Error(`target answered ${check.status}: ${await check.text()}`);

    const helloRun = await load(`http://127.0.0.1:${hello.info.port}/`, {});
    const appRun = await load(appUrl, headers);
    const appFixed = await load(appUrl, headers, FIXED_RATE);
    const sqlRate = await bareSql(databaseUrl, cookie, workspace);

    const rows = [
      ['fastify hello world (max)', helloRun],
      ['members list, authenticated (max)', appRun],
      [`members list at ${FIXED_RATE} req/s`, appFixed],
    ] as const;
    process.stdout.write(
      `\nbench:api — ${DURATION_SECONDS}s per run, ${CONNECTIONS} connections\n`,
    );
    for (const [name, run] of rows) {
      process.stdout.write(
        `${name.padEnd(38)} ${String(run.requestsPerSecond).padStart(7)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  errors ${run.errors}  non-2xx ${run.non2xx}\n`,
      );
    }
    process.stdout.write(
      `${'bare session SQL (pg pool, max)'.padEnd(38)} ${String(sqlRate).padStart(7)} queries/s\n`,
    );
    process.stdout.write(
      `ratio app / hello world throughput: ${(appRun.requestsPerSecond / helloRun.requestsPerSecond).toFixed(3)}\n`,
    );
    process.stdout.write(
      `ratio app / bare SQL throughput:    ${(appRun.requestsPerSecond / sqlRate).toFixed(3)}\n`,
    );
    process.stdout.write(
      `goal: >= 3000 req/s (${appRun.requestsPerSecond >= 3000 ? 'met' : 'NOT met'}), p99 < 30 ms at ${FIXED_RATE} req/s (${appFixed.p99 < 30 ? 'met' : 'NOT met'})\n`,
    );
  } finally {
    app.process.kill('SIGTERM');
    hello.process.kill('SIGTERM');
  }
};

await main();
