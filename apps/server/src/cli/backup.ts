import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { EmbeddedPostgresError } from '../db/embedded-postgres-error';
import { openDatabase } from '../db/open-database';
import { createBackup } from '../features/backups/create-backup';

const USAGE =
  'Usage: npm run backup [-- <file.tar>]  (default: DATA_DIR/backups/hirelane-<time>.tar)';

const run = async (argv: string[]): Promise<number> => {
  if (argv.length > 1 || argv[0]?.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(
    argv[0] ?? path.join(config.dataDir, 'backups', `hirelane-${stamp}.tar`),
  );
  const database = await openDatabase(config, () => undefined, 2);
  try {
    const manifest = await createBackup({
      pool: database.pool,
      databaseUrl: database.url,
      filesDir: path.join(config.dataDir, 'files'),
      target,
    });
    const how =
      manifest.database.format === 'pg_dump'
        ? 'pg_dump, custom format'
        : `COPY of ${manifest.database.tables.length} tables (no pg_dump ${manifest.serverMajor}+ found; set PG_BIN_DIR to use one)`;
    process.stdout.write(
      `Backup written to ${target}\n  Database: ${how}\n  Files: ${manifest.files ? 'included' : 'none yet'}\n`,
    );
    return 0;
  } finally {
    await database.shutdown();
  }
};

run(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const known = error instanceof ConfigError || error instanceof EmbeddedPostgresError;
    process.stderr.write(
      `${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
