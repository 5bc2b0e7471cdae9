import type { Config } from '../config';
import { connectDatabase, type DatabaseConnection } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { ensureDatabase } from './ensure-database';
import { runMigrations } from './migrate';

export const EMBEDDED_DATABASE_NAME = 'hirelane';

export type OpenDatabase = DatabaseConnection & {
  url: string;
  embedded: boolean;
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
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    url = embedded.adminUrl(EMBEDDED_DATABASE_NAME);
    stopEmbedded = embedded.stop;
  }
  await ensureDatabase(url);
  const connection = connectDatabase(url, poolSize);
  await runMigrations(connection.pool);
  return {
    ...connection,
    url,
    embedded: !config.databaseUrl,
    shutdown: async () => {
      await connection.close();
      await stopEmbedded();
    },
  };
};
