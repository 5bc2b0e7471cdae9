import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { linkedinAccount, linkedinIdentityReport } from '../../db/schema/accounts';

/** A member's LinkedIn account (and the identity their extension reported) goes when they leave. */
export const deleteMemberLinkedinAccount = async (
  db: Executor,
  workspaceId: string,
  userId: string,
): Promise<void> => {
  // Its waiting LinkedIn steps go back to the engine, which holds them with the reason (the
  // campaign's LinkedIn sender is no longer connected) until the campaign gets another one.
  await db.execute(sql`
    with gone as (
      delete from linkedin_action a
       using linkedin_account l
       where l.workspace_id = ${workspaceId} and l.user_id = ${userId} and a.account_id = l.id
         and a.workspace_id = l.workspace_id and a.status in ('scheduled', 'claimed')
      returning a.enrollment_id)
    update campaign_enrollment e
       set step_index = greatest(e.step_index - 1, 0), next_run_at = now()
      from gone
     where e.id = gone.enrollment_id and e.workspace_id = ${workspaceId} and e.status = 'active'`);
  await db
    .delete(linkedinAccount)
    .where(and(eq(linkedinAccount.workspaceId, workspaceId), eq(linkedinAccount.userId, userId)));
  await db
    .delete(linkedinIdentityReport)
    .where(
      and(
        eq(linkedinIdentityReport.workspaceId, workspaceId),
        eq(linkedinIdentityReport.userId, userId),
      ),
    );
};
