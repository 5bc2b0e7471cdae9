import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { linkedinAccount } from '../../db/schema/accounts';

/** A member's LinkedIn account in the workspace goes when they leave it. */
export const deleteMemberLinkedinAccount = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<void> => {
  await db
    .delete(linkedinAccount)
    .where(and(eq(linkedinAccount.workspaceId, workspaceId), eq(linkedinAccount.userId, userId)));
};
