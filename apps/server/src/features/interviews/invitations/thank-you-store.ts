import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { interviewInvitation } from '../../../db/schema/interviews';
import type { InvitationRow } from './invitation-store';

/* The thank-you e-mail's once-only mark on a completed invitation. */

/**
 * Marks the thank-you of a completed invitation as being sent; answers the row only to the one
 * caller that set the mark (a second job, or the same job run twice, gets undefined).
 */
export const claimThankYou = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
): Promise<InvitationRow | undefined> => {
  const [row] = await db
    .update(interviewInvitation)
    .set({ thankYouSentAt: new Date() })
    .where(
      and(
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.id, invitationId),
        isNotNull(interviewInvitation.completedAt),
        isNull(interviewInvitation.thankYouSentAt),
      ),
    )
    .returning();
  return row;
};

/**
 * Takes the mark back when the e-mail did not go, so the row never says it was sent; `reason`
 * (why not) is kept as the invitation's delivery error.
 */
export const releaseThankYou = async (
  db: Executor,
  workspaceId: string,
  invitationId: string,
  reason: string | null,
): Promise<void> => {
  await db
    .update(interviewInvitation)
    .set({ thankYouSentAt: null, ...(reason ? { deliveryError: reason.slice(0, 1000) } : {}) })
    .where(
      and(
        eq(interviewInvitation.workspaceId, workspaceId),
        eq(interviewInvitation.id, invitationId),
      ),
    );
};
