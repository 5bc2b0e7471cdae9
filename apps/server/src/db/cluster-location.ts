import { createHash } from 'node:crypto';
import path from 'node:path';
import { EmbeddedPostgresError } from './embedded-postgres-error';

export type ClusterLocation = {
  databaseDir: string;
  /** Why the data is not in DATA_DIR/postgres; null when it is. */
  note: string | null;
};

/**
 * Where the cluster of a DATA_DIR lives when the `postgres` user cannot reach DATA_DIR: a
 * folder of its own under the shared directory, named after DATA_DIR's real path.
 */
export const sharedClusterDir = (sharedDir: string, dataDirRealPath: string): string =>
  path.join(
    sharedDir,
    'clusters',
    createHash('sha256').update(dataDirRealPath).digest('hex').slice(0, 16),
    'postgres',
  );

/**
 * DATA_DIR/postgres when the `postgres` user can reach it (`blocked` is null) or data is already
 * there; otherwise the shared cluster directory. Data found in one place is never left behind
 * for a fresh cluster in the other.
 */
export const chooseClusterLocation = (input: {
  dataDir: string;
  sharedCluster: string;
  blocked: string | null;
  hasData: (databaseDir: string) => boolean;
}): ClusterLocation => {
  const inPlace = path.join(input.dataDir, 'postgres');
  if (input.hasData(inPlace)) {
    if (input.blocked === null) return { databaseDir: inPlace, note: null };
    throw new EmbeddedPostgresError(
      `The database in ${inPlace} cannot be reached by the postgres user, which may not enter ${input.blocked}: move DATA_DIR to a folder every user may pass through, or start Hirelane as a normal user.`,
    );
  }
  if (input.blocked !== null)
    return {
      databaseDir: input.sharedCluster,
      note: `the postgres user cannot enter ${input.blocked}`,
    };
  if (input.hasData(input.sharedCluster))
    return { databaseDir: input.sharedCluster, note: 'kept where an earlier start created it' };
  return { databaseDir: inPlace, note: null };
};
