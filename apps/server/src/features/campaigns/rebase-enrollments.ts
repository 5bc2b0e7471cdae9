import { rebaseEnrollment } from '@hirelane/domain/outreach/rebase-enrollment';
import type { Executor } from '../../db/client';
import { pinSequenceVersion } from './campaign-enrollment-store';
import {
  deleteScheduledDeliveries,
  listSequenceVersionSteps,
  lockActiveEnrollments,
  lockScheduledDeliveries,
  moveEnrollmentsToHead,
  type EnrollmentMove,
} from './enrollment-rebase-store';

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
  const active = await lockActiveEnrollments(tx, workspaceId, campaignId);
  if (active.length === 0) return 0;
  const headId = await pinSequenceVersion(tx, workspaceId, campaignId);
  const behind = active.filter((one) => one.versionId !== headId);
  if (behind.length === 0) return 0;

  const versionIds = [...new Set(behind.map((one) => one.versionId).filter((id) => id !== null))];
  const [versions, scheduled] = await Promise.all([
    listSequenceVersionSteps(tx, workspaceId, [...versionIds, headId]),
    lockScheduledDeliveries(
      tx,
      workspaceId,
      behind.map((one) => one.id),
    ),
  ]);
  const stepsOf = new Map(versions.map((version) => [version.id, version.steps]));
  const head = stepsOf.get(headId) ?? [];
  const scheduledOf = new Map(scheduled.map((delivery) => [delivery.enrollmentId, delivery]));

  const moves = behind.flatMap((one): EnrollmentMove[] => {
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
  if (dropped.length > 0) await deleteScheduledDeliveries(tx, workspaceId, dropped);
  await moveEnrollmentsToHead(tx, workspaceId, headId, moves);
  return moves.length;
};
