import type { LinkedinLimits } from '@hirelane/domain/linkedin/linkedin-limits';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { linkedinAccount, linkedinIdentityReport } from '../../db/schema/accounts';

/* The member's LinkedIn identity as the extension reports it, and their connected account. */

export type LinkedinAccountRow = typeof linkedinAccount.$inferSelect;
export type IdentityReportRow = typeof linkedinIdentityReport.$inferSelect;

type Member = { workspaceId: string; userId: string };

const ofMember = <T extends typeof linkedinAccount | typeof linkedinIdentityReport>(
  table: T,
  member: Member,
) => and(eq(table.workspaceId, member.workspaceId), eq(table.userId, member.userId));

export const saveIdentityReport = async (
  db: Executor,
  member: Member,
  identity: { fullName: string; profileUrl: string; headline: string | null },
  now: Date,
): Promise<void> => {
  await db
    .insert(linkedinIdentityReport)
    .values({ ...member, ...identity, reportedAt: now })
    .onConflictDoUpdate({
      target: [linkedinIdentityReport.workspaceId, linkedinIdentityReport.userId],
      set: { ...identity, reportedAt: now },
    });
};

export const findIdentityReport = async (
  db: Executor,
  member: Member,
): Promise<IdentityReportRow | undefined> => {
  const [row] = await db
    .select()
    .from(linkedinIdentityReport)
    .where(ofMember(linkedinIdentityReport, member));
  return row;
};

export const findMemberAccount = async (
  db: Executor,
  member: Member,
): Promise<LinkedinAccountRow | undefined> => {
  const [row] = await db.select().from(linkedinAccount).where(ofMember(linkedinAccount, member));
  return row;
};

/**
 * Connects (or re-connects) the member's account as the reported identity: a re-connect keeps the
 * account id (campaigns name it) and clears the problem it had.
 */
export const upsertMemberAccount = async (
  db: Executor,
  member: Member,
  identity: { fullName: string; profileUrl: string; headline: string | null },
  now: Date,
): Promise<LinkedinAccountRow> => {
  const cleared = {
    ...identity,
    errorMessage: null,
    healthState: 'ok',
    healthReportedAt: now,
    updatedAt: now,
  };
  const [row] = await db
    .insert(linkedinAccount)
    .values({ ...member, ...cleared })
    .onConflictDoUpdate({
      target: [linkedinAccount.workspaceId, linkedinAccount.userId],
      set: cleared,
    })
    .returning();
  if (!row) throw new Error('the LinkedIn account was not saved');
  return row;
};

export const updateMemberAccount = async (
  db: Executor,
  member: Member,
  patch: Partial<{
    errorMessage: string | null;
    healthState: string;
    healthReportedAt: Date;
    pausedUntil: Date | null;
    automationEnabled: boolean;
    limits: Partial<LinkedinLimits> | null;
  }>,
  now: Date,
): Promise<LinkedinAccountRow | undefined> => {
  const [row] = await db
    .update(linkedinAccount)
    .set({ ...patch, updatedAt: now })
    .where(ofMember(linkedinAccount, member))
    .returning();
  return row;
};
