import type { StopReason } from '@hirelane/domain/outreach/candidate-messages.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignDelivery, campaignEnrollment } from '../../db/schema/campaigns';
import { aiCall } from '../../db/schema/calls';
import { linkedinAction } from '../../db/schema/linkedin';
import { whatsappMessage } from '../../db/schema/whatsapp';

/** How long a held candidate waits before the engine looks again (a value may have been added). */
export const HOLD_RECHECK_MS = 15 * 60_000;

export type EnrollmentPatch = Partial<
  Pick<
    typeof campaignEnrollment.$inferInsert,
    | 'stepIndex'
    | 'nextRunAt'
    | 'heldReason'
    | 'mailboxId'
    | 'threadMessageId'
    | 'threadSubject'
    | 'lastMessageId'
  >
>;

export const updateEnrollment = async (
  tx: Executor,
  workspaceId: string,
  enrollmentId: string,
  patch: EnrollmentPatch,
): Promise<void> => {
  await tx
    .update(campaignEnrollment)
    .set(patch)
    .where(
      and(eq(campaignEnrollment.workspaceId, workspaceId), eq(campaignEnrollment.id, enrollmentId)),
    );
};

/** Held with a reason the recruiter sees; looked at again later. */
export const holdEnrollment = (
  tx: Executor,
  workspaceId: string,
  enrollmentId: string,
  reason: string,
  now: Date,
) =>
  updateEnrollment(tx, workspaceId, enrollmentId, {
    heldReason: reason,
    nextRunAt: new Date(now.getTime() + HOLD_RECHECK_MS),
  });

/**
 * Deliveries not yet handed to a server, LinkedIn actions not yet reported (a running claim
 * included: its result is then refused) and calls not yet dialled are cancelled: nothing more
 * goes out on any channel. WhatsApp messages not yet handed to the gateway are cancelled too.
 */
const cancelPendingDeliveries = async (tx: Executor, workspaceId: string, ids: string[]) => {
  if (ids.length === 0) return;
  await tx
    .update(aiCall)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(aiCall.workspaceId, workspaceId),
        inArray(aiCall.enrollmentId, ids),
        eq(aiCall.status, 'scheduled'),
      ),
    );
  await tx
    .update(linkedinAction)
    .set({ status: 'canceled', leaseUntil: null, leaseToken: null })
    .where(
      and(
        eq(linkedinAction.workspaceId, workspaceId),
        inArray(linkedinAction.enrollmentId, ids),
        inArray(linkedinAction.status, ['scheduled', 'claimed']),
      ),
    );
  await tx
    .update(whatsappMessage)
    .set({ status: 'canceled', leaseUntil: null })
    .where(
      and(
        eq(whatsappMessage.workspaceId, workspaceId),
        inArray(whatsappMessage.enrollmentId, ids),
        eq(whatsappMessage.status, 'scheduled'),
      ),
    );
  await tx
    .update(campaignDelivery)
    .set({ status: 'canceled', leaseUntil: null })
    .where(
      and(
        eq(campaignDelivery.workspaceId, workspaceId),
        inArray(campaignDelivery.enrollmentId, ids),
        eq(campaignDelivery.status, 'scheduled'),
      ),
    );
};

/** Stops enrolments (a reply, a bounce, an unsubscribe): their pending sends are cancelled. */
export const stopEnrollments = async (
  tx: Executor,
  workspaceId: string,
  enrollmentIds: string[],
  reason: StopReason,
): Promise<void> => {
  if (enrollmentIds.length === 0) return;
  const stopped = await tx
    .update(campaignEnrollment)
    .set({ status: 'stopped', stopReason: reason, stoppedAt: sql`now()`, nextRunAt: null })
    .where(
      and(
        eq(campaignEnrollment.workspaceId, workspaceId),
        inArray(campaignEnrollment.id, enrollmentIds),
        inArray(campaignEnrollment.status, ['waiting', 'active']),
      ),
    )
    .returning({ id: campaignEnrollment.id });
  await cancelPendingDeliveries(
    tx,
    workspaceId,
    stopped.map((row) => row.id),
  );
};

/** Every running or waiting sequence of the person in the workspace, on every channel. */
export const stopCandidateEverywhere = async (
  tx: Executor,
  workspaceId: string,
  candidateId: string,
  reason: StopReason,
): Promise<number> => {
  const rows = await tx
    .select({ id: campaignEnrollment.id })
    .from(campaignEnrollment)
    .where(
      and(
        eq(campaignEnrollment.workspaceId, workspaceId),
        eq(campaignEnrollment.candidateId, candidateId),
        inArray(campaignEnrollment.status, ['waiting', 'active']),
      ),
    )
    .for('update');
  await stopEnrollments(
    tx,
    workspaceId,
    rows.map((row) => row.id),
    reason,
  );
  return rows.length;
};
