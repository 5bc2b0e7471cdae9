import type { Database } from '../db/client';
import { insertDemoWorkspace } from './demo-workspace-store';
import { seedDemoProjects } from './seed-demo-projects';

export const DEMO_EMAIL = 'demo@hirelane.local';
export const DEMO_WORKSPACE_NAME = 'Demo Recruiting';
const TRIAL_DAYS = 14;

/**
 * On the very first start (no workspace yet) creates a demo owner, a trialing demo workspace and
 * its projects. Seeding composes several features, so it lives here beside the route table and
 * the job registry, not in db/ (which imports no feature).
 */
export const seedDemoWorkspace = async (db: Database): Promise<boolean> =>
  db.transaction(async (tx) => {
    const owner = await insertDemoWorkspace(tx, {
      email: DEMO_EMAIL,
      workspaceName: DEMO_WORKSPACE_NAME,
      trialDays: TRIAL_DAYS,
    });
    if (!owner) return false;
    await seedDemoProjects(tx, owner);
    return true;
  });
