import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

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
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-test-pg-'));
  const embedded = await startEmbeddedPostgres(dataDir);
  project.provide('postgresAdminUrl', embedded.adminUrl('postgres'));
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
