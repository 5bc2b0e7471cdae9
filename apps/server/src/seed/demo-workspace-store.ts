import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { workspace, workspaceMember } from '../db/schema/workspaces';

export type DemoOwner = { workspaceId: string; memberId: string; userId: string };

/**
 * Inside the caller's transaction: on an empty database (no workspace yet) creates the demo
 * owner and their trialing workspace; returns null when any workspace exists. The advisory lock
 * keeps two starting servers from both seeding.
 */
export const insertDemoWorkspace = async (
  tx: Executor,
  demo: { email: string; workspaceName: string; trialDays: number },
): Promise<DemoOwner | null> => {
  await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
  const [existing] = await tx.select({ value: count() }).from(workspace);
  if ((existing?.value ?? 0) > 0) return null;
  const [demoWorkspace] = await tx
    .insert(workspace)
    .values({
      name: demo.workspaceName,
      planName: 'trial',
      planStatus: 'trialing',
      currentPeriodEnd: new Date(Date.now() + demo.trialDays * 24 * 3600 * 1000),
    })
    .returning();
  if (!demoWorkspace) throw new Error('demo workspace insert returned nothing');
  await tx
    .insert(user)
    .values({
      id: randomUUID(),
      email: demo.email,
      emailVerified: true,
      name: 'Dana Demo',
      firstName: 'Dana',
      lastName: 'Demo',
      currentCompany: 'Demo Recruiting',
      hasOnboarded: true,
    })
    .onConflictDoNothing();
  const [demoUser] = await tx.select().from(user).where(eq(user.email, demo.email));
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
  return { workspaceId: demoWorkspace.id, memberId: demoMember.id, userId: demoUser.id };
};

/** The workspaces with this id (a UUID) or exactly this name, for the seeding CLI. */
export const findWorkspacesByIdOrName = async (
  db: Executor,
  idOrName: string,
): Promise<Array<{ id: string; name: string }>> => {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrName);
  return db
    .select({ id: workspace.id, name: workspace.name })
    .from(workspace)
    .where(isUuid ? eq(workspace.id, idOrName) : eq(workspace.name, idOrName));
};
