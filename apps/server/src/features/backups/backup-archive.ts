import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const BACKUP_MANIFEST = 'manifest.json';

/**
 * What a backup archive says about itself. `database` is `pg_dump` (database.pgdump, custom
 * format) when a pg_dump able to read the server was found, else `copy` (one COPY file per table
 * under database/, loaded after the restoring build's migrations).
 */
export type BackupManifest = {
  version: 1;
  createdAt: string;
  serverMajor: number;
  database:
    | { format: 'pg_dump'; file: string }
    | {
        format: 'copy';
        tables: Array<{ table: string; columns: string[]; file: string }>;
        sequences: Array<{ sequence: string; value: string | null }>;
      };
  /** Whether files/ holds the local storage folder (none with an empty folder). */
  files: boolean;
};

/** A plain tar (the dump is compressed already; files are mostly PDFs and images). */
export const packArchive = async (stagingDir: string, target: string): Promise<void> => {
  await run('tar', ['-cf', target, '-C', stagingDir, '.']);
};

export const unpackArchive = async (archive: string, targetDir: string): Promise<void> => {
  await run('tar', ['-xf', archive, '-C', targetDir, '--no-same-owner']);
};
