import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { EmbeddedPostgresError } from '../db/embedded-postgres-error';
import { openDatabase } from '../db/open-database';
import { RestoreRefusedError, restoreBackup } from '../features/backups/restore-backup';

const USAGE =
  'Usage: npm run restore -- <file.tar>  (into the DATA_DIR / DATABASE_URL of the environment, which must be fresh)';

const run = async (argv: string[]): Promise<number> => {
  const [archive] = argv;
  if (argv.length !== 1 || !archive || archive.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (!existsSync(archive)) {
    process.stderr.write(`No such backup file: ${archive}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config, () => undefined, 2);
  try {
    await restoreBackup({
      pool: database.pool,
      databaseUrl: database.url,
      filesDir: path.join(config.dataDir, 'files'),
      archive,
    });
    process.stdout.write(`Restored ${archive} into ${config.dataDir}\n`);
    return 0;
  } finally {
    await database.shutdown();
  }
};

run(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const known =
      error instanceof ConfigError ||
      error instanceof EmbeddedPostgresError ||
      error instanceof RestoreRefusedError;
    process.stderr.write(
      `${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
