import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabasePool } from '../../db/transaction';
import { findPgDumpTools, pgDumpDump, serverMajor } from '../../db/pg-dump-tools';
import { copyTablesOut } from '../../db/table-copy';
import { BACKUP_MANIFEST, packArchive, type BackupManifest } from './backup-archive';

/**
 * `npm run backup` (decision 053): the database and the local files folder in one tar archive.
 * Files are copied after the database is read, so every file a row names is in the archive (a
 * file uploaded meanwhile may be too, with no row: harmless).
 */
export const createBackup = async (options: {
  pool: DatabasePool;
  databaseUrl: string;
  filesDir: string;
  target: string;
  /** Forces the COPY format (tests; a pg_dump that is present but must not be used). */
  format?: 'copy';
}): Promise<BackupManifest> => {
  const staging = await mkdtemp(path.join(tmpdir(), 'hirelane-backup-'));
  try {
    const major = await serverMajor(options.pool);
    const tools = options.format ? null : await findPgDumpTools(major);
    let database: BackupManifest['database'];
    if (tools) {
      await pgDumpDump(tools.pgDump, options.databaseUrl, path.join(staging, 'database.pgdump'));
      database = { format: 'pg_dump', file: 'database.pgdump' };
    } else {
      await mkdir(path.join(staging, 'database'));
      const copied = await copyTablesOut(options.pool, (table) =>
        path.join(staging, 'database', `${table}.copy`),
      );
      database = {
        format: 'copy',
        tables: copied.tables.map((table) => ({
          ...table,
          file: path.relative(staging, table.file),
        })),
        sequences: copied.sequences,
      };
    }
    const files = existsSync(options.filesDir);
    if (files) await cp(options.filesDir, path.join(staging, 'files'), { recursive: true });
    const manifest: BackupManifest = {
      version: 1,
      createdAt: new Date().toISOString(),
      serverMajor: major,
      database,
      files,
    };
    await writeFile(path.join(staging, BACKUP_MANIFEST), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(options.target)), { recursive: true });
    await packArchive(staging, path.resolve(options.target));
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
