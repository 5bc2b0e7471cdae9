import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { openDedicatedConnection } from '../db/transaction';
import { talentPoolDiskSizes } from '../features/candidates/talent-pool-store';
import { findWorkspacesByIdOrName } from '../seed/demo-workspace-store';
import { DEMO_WORKSPACE_NAME, TALENT_POOL_DEFAULT_SEED } from '../seed/seed-demo';
import { writeTalentPool } from '../seed/talent-pool/write-talent-pool';

const USAGE =
  'Usage: npm run seed:talent-pool -- --count N [--workspace <uuid or exact name>] [--seed S] [--batch B]';
const MAX_COUNT = 10_000_000;

const out = (text: string) => void process.stdout.write(text);
const fail = (message: string): number => {
  process.stderr.write(`${message}\n${USAGE}\n`);
  return 2;
};

const whole = (value: string | undefined, fallback: number | null): number | null => {
  if (value === undefined) return fallback;
  return /^\d+$/.test(value.replace(/_/g, '')) ? Number(value.replace(/_/g, '')) : null;
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const run = async (argv: string[]): Promise<number> => {
  const { values } = parseArgs({
    args: argv,
    options: {
      count: { type: 'string' },
      workspace: { type: 'string' },
      seed: { type: 'string' },
      batch: { type: 'string' },
    },
    strict: true,
  });
  const count = whole(values.count, null);
  if (count === null || count < 1 || count > MAX_COUNT)
    return fail(`--count must be a whole number from 1 to ${MAX_COUNT.toLocaleString('en-US')}.`);
  const seed = whole(values.seed, TALENT_POOL_DEFAULT_SEED);
  if (seed === null) return fail('--seed must be a whole number.');
  const batchSize = whole(values.batch, 10_000);
  if (batchSize === null || batchSize < 1) return fail('--batch must be a positive whole number.');
  const target = values.workspace?.trim() || DEMO_WORKSPACE_NAME;

  const database = await openDatabase(loadConfig(), () => undefined, 2);
  try {
    const found = await findWorkspacesByIdOrName(database.db, target);
    const [workspace] = found;
    if (!workspace)
      return fail(
        values.workspace
          ? `No workspace with the id or name "${target}".`
          : `No "${DEMO_WORKSPACE_NAME}" workspace yet: start the app once (npm start creates it) or pass --workspace.`,
      );
    if (found.length > 1)
      return fail(`${found.length} workspaces are named "${target}": give the id instead.`);
    out(
      `Seeding ${count.toLocaleString('en-US')} profiles (seed ${seed}) into "${workspace.name}" (${workspace.id})\n`,
    );
    const connection = await openDedicatedConnection(database.pool);
    const drainer = await openDedicatedConnection(database.pool);
    try {
      const started = performance.now();
      const result = await writeTalentPool(connection, {
        workspaceId: workspace.id,
        count,
        seed,
        batchSize,
        drainers: [drainer],
        onProgress: ({ generated, written, elapsedMs }) => {
          const rate = Math.round(generated / Math.max(elapsedMs / 1000, 0.001));
          out(
            `\r  ${generated.toLocaleString('en-US')} generated, ${written.toLocaleString('en-US')} written, ${rate.toLocaleString('en-US')} per second   `,
          );
        },
      });
      const seconds = (performance.now() - started) / 1000;
      out(
        `\nDone in ${seconds.toFixed(1)} s: ${result.written.toLocaleString('en-US')} added, ${(result.generated - result.written).toLocaleString('en-US')} already there (same pool key, e-mail or LinkedIn).\n`,
      );
      out(
        `  writing ${(result.writeMs / 1000).toFixed(1)} s, indexing for search ${(result.indexMs / 1000).toFixed(1)} s\n`,
      );
      for (const relation of await talentPoolDiskSizes(connection))
        out(
          `  ${relation.name}: ${megabytes(relation.bytes)} on disk (table, TOAST and indexes)\n`,
        );
    } finally {
      await Promise.all([connection.end(), drainer.end()]);
    }
    return 0;
  } finally {
    await database.shutdown();
  }
};

run(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
