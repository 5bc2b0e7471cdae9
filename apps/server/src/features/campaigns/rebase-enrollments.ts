import { rebaseEnrollment } from '@hirelane/domain/outreach/rebase-enrollment';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  campaignDelivery,
  campaignEnrollment,
  campaignSequenceVersion,
} from '../../db/schema/campaigns';
import { pinSequenceVersion } from './campaign-enrollment-store';

/**
 * After a change to the head (in its transaction, the campaign row held FOR UPDATE): every active
 * enrolment whose past the change does not rewrite moves onto a copy of the new head
 * (rebaseEnrollment, docs/decisions/008). An e-mail planned from a step that changed and not yet
 * handed to a mail server is dropped and planned again from the head: its thread headers go back
 * to what they were before it was planned. Answers how many enrolments moved.
 */
export const rebaseActiveEnrollments = async (
  tx: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<number> => {
  const active = await tx
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
  if (active.length === 0) return 0;
  const headId = await pinSequenceVersion(tx, workspaceId, campaignId);
  const behind = active.filter((one) => one.versionId !== headId);
  if (behind.length === 0) return 0;

  const versionIds = [...new Set(behind.map((one) => one.versionId).filter((id) => id !== null))];
  const [versions, scheduled] = await Promise.all([
    tx
      .select({ id: campaignSequenceVersion.id, steps: campaignSequenceVersion.steps })
      .from(campaignSequenceVersion)
      .where(
        and(
          eq(campaignSequenceVersion.workspaceId, workspaceId),
          inArray(campaignSequenceVersion.id, [...versionIds, headId]),
        ),
      ),
    // Planned and not claimed: locked so no sender claims one while it may be planned again.
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
          inArray(
            campaignDelivery.enrollmentId,
            behind.map((one) => one.id),
          ),
          eq(campaignDelivery.status, 'scheduled'),
        ),
      )
      .for('update'),
  ]);
  const stepsOf = new Map(versions.map((version) => [version.id, version.steps]));
  const head = stepsOf.get(headId) ?? [];
  const scheduledOf = new Map(scheduled.map((delivery) => [delivery.enrollmentId, delivery]));

  const moves = behind.flatMap((one) => {
    const pinned = one.versionId ? stepsOf.get(one.versionId) : undefined;
    if (!pinned) return [];
    const delivery = scheduledOf.get(one.id);
    const rebase = rebaseEnrollment(pinned, head, one.stepIndex, delivery?.stepId ?? null);
    if (!rebase) return [];
    const replanned = rebase.replan ? delivery : undefined;
    // Planned again, or let go from a hold that the new head may have lifted: due now.
    const dueNow = replanned !== undefined || one.heldReason !== null;
    const firstOfThread = replanned !== undefined && replanned.messageId === one.threadMessageId;
    return [
      {
        id: one.id,
        step_index: rebase.stepIndex,
        due_now: dueNow,
        replanned_delivery: replanned?.id ?? null,
        last_message_id: replanned ? replanned.inReplyTo : null,
        reset_thread: firstOfThread,
      },
    ];
  });
  if (moves.length === 0) return 0;

  const dropped = moves.flatMap((move) => move.replanned_delivery ?? []);
  if (dropped.length > 0)
    await tx
      .delete(campaignDelivery)
      .where(
        and(
          eq(campaignDelivery.workspaceId, workspaceId),
          inArray(campaignDelivery.id, dropped),
          eq(campaignDelivery.status, 'scheduled'),
        ),
      );
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
  return moves.length;
};
