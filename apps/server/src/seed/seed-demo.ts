import type { Database } from '../db/client';
import { openDedicatedConnection, type DatabasePool } from '../db/transaction';
import { insertDemoWorkspace } from './demo-workspace-store';
import { seedDemoProjects } from './seed-demo-projects';
import { writeTalentPool } from './talent-pool/write-talent-pool';

export const DEMO_EMAIL = 'demo@hirelane.local';
export const DEMO_WORKSPACE_NAME = 'Demo Recruiting';
const TRIAL_DAYS = 14;
/** The demo workspace's talent pool (issue 17); `npm run seed:talent-pool` adds more. */
export const DEMO_TALENT_POOL_SIZE = 5_000;
export const TALENT_POOL_DEFAULT_SEED = 1;

/**
 * On the very first start (no workspace yet) creates a demo owner, a trialing demo workspace and
 * its projects, then (given the pool) its talent pool of DEMO_TALENT_POOL_SIZE synthetic people.
 * Seeding composes several features, so it lives here beside the route table and the job
 * registry, not in db/ (which imports no feature).
 */
export const seedDemoWorkspace = async (db: Database, pool?: DatabasePool): Promise<boolean> => {
  const owner = await db.transaction(async (tx) => {
    const created = await insertDemoWorkspace(tx, {
      email: DEMO_EMAIL,
      workspaceName: DEMO_WORKSPACE_NAME,
      trialDays: TRIAL_DAYS,
    });
    if (created) await seedDemoProjects(tx, created);
    return created;
  });
  if (!owner) return false;
  if (pool) {
    const connection = await openDedicatedConnection(pool);
    try {
      await writeTalentPool(connection, {
        workspaceId: owner.workspaceId,
        count: DEMO_TALENT_POOL_SIZE,
        seed: TALENT_POOL_DEFAULT_SEED,
      });
    } finally {
      await connection.end();
    }
  }
  return true;
};
