import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { seedDemoProjects } from '../features/projects/seed-demo-projects';
import type { Database } from './client';
import { user } from './schema/auth';
import { workspace, workspaceMember } from './schema/workspaces';

export const DEMO_EMAIL = 'demo@hirelane.local';
export const DEMO_WORKSPACE_NAME = 'Demo Recruiting';
const TRIAL_DAYS = 14;

/** On the very first start (no workspace yet) creates a demo owner and a trialing demo workspace. */
export const seedDemoWorkspace = async (db: Database): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [existing] = await tx.select({ value: count() }).from(workspace);
    if ((existing?.value ?? 0) > 0) return false;
    const [demoWorkspace] = await tx
      .insert(workspace)
      .values({
        name: DEMO_WORKSPACE_NAME,
        planName: 'trial',
        planStatus: 'trialing',
        currentPeriodEnd: new Date(Date.now() + TRIAL_DAYS * 24 * 3600 * 1000),
      })
      .returning();
    if (!demoWorkspace) throw new Error('demo workspace insert returned nothing');
    await tx
      .insert(user)
      .values({
        id: randomUUID(),
        email: DEMO_EMAIL,
        emailVerified: true,
        name: 'Dana Demo',
        firstName: 'Dana',
        lastName: 'Demo',
        currentCompany: 'Demo Recruiting',
        hasOnboarded: true,
      })
      .onConflictDoNothing();
    const [demoUser] = await tx.select().from(user).where(eq(user.email, DEMO_EMAIL));
    if (!demoUser) throw new Error('demo user missing');
    const [demoMember] = await tx
      .insert(workspaceMember)
      .values({ workspaceId: demoWorkspace.id, userId: demoUser.id, role: 'owner' })
      .returning({ id: workspaceMember.id });
    if (!demoMember) throw new Error('demo member insert returned nothing');
    await tx
      .update(user)
      .set({ currentWorkspaceId: demoWorkspace.id })
      .where(eq(user.id, demoUser.id));
    await seedDemoProjects(tx, {
      workspaceId: demoWorkspace.id,
      memberId: demoMember.id,
      userId: demoUser.id,
    });
    return true;
  });
