import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  campaignDelivery,
  campaignEnrollment,
  campaignSequenceVersion,
} from '../../db/schema/campaigns';

/*
 * The rows a rebase onto a new head reads and writes (docs/decisions/008). It drops planned,
 * unclaimed deliveries itself: the outreach feature depends on campaigns, not the reverse.
 */

/** The campaign's active enrolments, locked for the rebase. */
export const lockActiveEnrollments = (tx: Executor, workspaceId: string, campaignId: string) =>
  tx
    .select({
      id: campaignEnrollment.id,
      versionId: campaignEnrollment.sequenceVersionId,
      stepIndex: campaignEnrollment.stepIndex,
      heldReason: campaignEnrollment.heldReason,
      threadMessageId: campaignEnrollment.threadMessageId,
    })
    .from(campaignEnrollment)
    .where(
      and(
        eq(campaignEnrollment.workspaceId, workspaceId),
        eq(campaignEnrollment.campaignId, campaignId),
        eq(campaignEnrollment.status, 'active'),
      ),
    )
    .for('update');

export const listSequenceVersionSteps = (tx: Executor, workspaceId: string, ids: string[]) =>
  tx
    .select({ id: campaignSequenceVersion.id, steps: campaignSequenceVersion.steps })
    .from(campaignSequenceVersion)
    .where(
      and(
        eq(campaignSequenceVersion.workspaceId, workspaceId),
        inArray(campaignSequenceVersion.id, ids),
      ),
    );

/** Planned and not claimed: locked so no sender claims one while it may be planned again. */
export const lockScheduledDeliveries = (
  tx: Executor,
  workspaceId: string,
  enrollmentIds: string[],
) =>
  tx
    .select({
      id: campaignDelivery.id,
      enrollmentId: campaignDelivery.enrollmentId,
      stepId: campaignDelivery.stepId,
      messageId: campaignDelivery.messageId,
      inReplyTo: campaignDelivery.inReplyTo,
    })
    .from(campaignDelivery)
    .where(
      and(
        eq(campaignDelivery.workspaceId, workspaceId),
        inArray(campaignDelivery.enrollmentId, enrollmentIds),
        eq(campaignDelivery.status, 'scheduled'),
      ),
    )
    .for('update');

export const deleteScheduledDeliveries = async (
  tx: Executor,
  workspaceId: string,
  deliveryIds: string[],
): Promise<void> => {
  await tx
    .delete(campaignDelivery)
    .where(
      and(
        eq(campaignDelivery.workspaceId, workspaceId),
        inArray(campaignDelivery.id, deliveryIds),
        eq(campaignDelivery.status, 'scheduled'),
      ),
    );
};

export type EnrollmentMove = {
  id: string;
  step_index: number;
  due_now: boolean;
  replanned_delivery: string | null;
  last_message_id: string | null;
  reset_thread: boolean;
};

/** Moves the enrolments onto the head version in one statement. */
export const moveEnrollmentsToHead = async (
  tx: Executor,
  workspaceId: string,
  headId: string,
  moves: EnrollmentMove[],
): Promise<void> => {
  await tx.execute(sql`
    update ${campaignEnrollment} e
       set sequence_version_id = ${headId}::uuid,
           step_index = v.step_index,
           next_run_at = case when v.due_now then now() else e.next_run_at end,
           held_reason = case when v.due_now then null else e.held_reason end,
           last_message_id = case when v.replanned_delivery is not null
                                  then v.last_message_id else e.last_message_id end,
           thread_message_id = case when v.reset_thread then null else e.thread_message_id end,
           thread_subject = case when v.reset_thread then null else e.thread_subject end,
           mailbox_id = case when v.reset_thread then null else e.mailbox_id end
      from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as v(
             id uuid, step_index int, due_now boolean, replanned_delivery uuid,
             last_message_id text, reset_thread boolean)
     where e.workspace_id = ${workspaceId} and e.id = v.id`);
};
