import type { Config } from '../config';
import { connectDatabase, type DatabaseConnection } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { ensureDatabase } from './ensure-database';
import { runMigrations } from './migrate';

export const EMBEDDED_DATABASE_NAME = 'hirelane';

export type OpenDatabase = DatabaseConnection & {
  url: string;
  /** Where the embedded cluster keeps its data, and why not in DATA_DIR/postgres; null with DATABASE_URL. */
  embedded: { databaseDir: string; note: string | null } | null;
  shutdown: () => Promise<void>;
};

/** DATABASE_URL when set, otherwise the embedded PostgreSQL under DATA_DIR; migrated either way. */
export const openDatabase = async (
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: (message: string) => void,
  poolSize = 10,
): Promise<OpenDatabase> => {
  let url = config.databaseUrl;
  let stopEmbedded = async () => undefined as void;
  let embedded: OpenDatabase['embedded'] = null;
  if (!url) {
    const server = await startEmbeddedPostgres(config.dataDir, log);
    url = server.adminUrl(EMBEDDED_DATABASE_NAME);
    stopEmbedded = server.stop;
    embedded = { databaseDir: server.databaseDir, note: server.note };
  }
  await ensureDatabase(url);
  const connection = connectDatabase(url, poolSize);
  await runMigrations(connection.pool);
  return {
    ...connection,
    url,
    embedded,
    shutdown: async () => {
      await connection.close();
      await stopEmbedded();
    },
  };
};
