import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { linkedinAccount } from '../../db/schema/accounts';
import { linkedinAction } from '../../db/schema/linkedin';

/** The sender account a campaign names, in the campaign's workspace. */
export const findLinkedinSender = async (tx: Executor, workspaceId: string, accountId: string) => {
  const [row] = await tx
    .select()
    .from(linkedinAccount)
    .where(and(eq(linkedinAccount.workspaceId, workspaceId), eq(linkedinAccount.id, accountId)));
  return row;
};

/** The one LinkedIn action of (enrolment, step); planning it again changes nothing. */
export const insertPlannedAction = async (
  tx: Executor,
  action: typeof linkedinAction.$inferInsert,
): Promise<void> => {
  await tx
    .insert(linkedinAction)
    .values(action)
    .onConflictDoNothing({
      target: [linkedinAction.enrollmentId, linkedinAction.stepId],
    });
};
