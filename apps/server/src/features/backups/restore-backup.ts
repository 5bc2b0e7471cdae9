import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabasePool } from '../../db/transaction';
import {
  dropApplicationSchemas,
  findPgDumpTools,
  pgRestore,
  serverMajor,
} from '../../db/pg-dump-tools';
import { copyTablesIn, hasApplicationData } from '../../db/table-copy';
import { BACKUP_MANIFEST, unpackArchive, type BackupManifest } from './backup-archive';

export class RestoreRefusedError extends Error {}

/**
 * `npm run restore <file>` (decision 053): into a database that holds no account or workspace yet
 * (a fresh DATA_DIR's embedded one, or a new DATABASE_URL database, migrated by this build) and
 * an empty files folder. It never merges into live data.
 */
export const restoreBackup = async (options: {
  pool: DatabasePool;
  databaseUrl: string;
  filesDir: string;
  archive: string;
}): Promise<BackupManifest> => {
  if (await hasApplicationData(options.pool))
    throw new RestoreRefusedError(
      'The database already holds accounts or workspaces: restore into a fresh DATA_DIR or a new, empty DATABASE_URL database.',
    );
  if (existsSync(options.filesDir) && (await readdir(options.filesDir)).length > 0)
    throw new RestoreRefusedError(
      `${options.filesDir} is not empty: restore into a fresh DATA_DIR.`,
    );
  const staging = await mkdtemp(path.join(tmpdir(), 'hirelane-restore-'));
  try {
    await unpackArchive(path.resolve(options.archive), staging);
    const manifest = JSON.parse(
      await readFile(path.join(staging, BACKUP_MANIFEST), 'utf8'),
    ) as BackupManifest;
    if (manifest.version !== 1) throw new RestoreRefusedError('Unknown backup version.');
    if (manifest.database.format === 'pg_dump') {
      const tools = await findPgDumpTools(
        Math.max(manifest.serverMajor, await serverMajor(options.pool)),
      );
      if (!tools)
        throw new RestoreRefusedError(
          `This backup was made with pg_dump: install pg_restore ${manifest.serverMajor} or newer (or point PG_BIN_DIR at it).`,
        );
      await dropApplicationSchemas(options.pool);
      await pgRestore(
        tools.pgRestore,
        options.databaseUrl,
        path.join(staging, manifest.database.file),
      );
    } else {
      await copyTablesIn(
        options.pool,
        manifest.database.tables.map((table) => ({
          ...table,
          file: path.join(staging, table.file),
        })),
        manifest.database.sequences,
      );
    }
    if (manifest.files)
      await cp(path.join(staging, 'files'), options.filesDir, { recursive: true });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
