import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { makeScratchDataDir } from '../src/db/scratch-data-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a PostgreSQL server's maintenance database; each test file creates its own database there. */
    postgresAdminUrl: string;
  }
}

/** Uses DATABASE_URL's server when set, otherwise starts one embedded PostgreSQL for the whole run. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    project.provide('postgresAdminUrl', url.toString());
    return undefined;
  }
  const dataDir = makeScratchDataDir('hirelane-test-pg-');
  const embedded = await startEmbeddedPostgres(dataDir);
  project.provide('postgresAdminUrl', embedded.adminUrl('postgres'));
  return async () => {
    await embedded.stop();
    rmSync(embedded.databaseDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
