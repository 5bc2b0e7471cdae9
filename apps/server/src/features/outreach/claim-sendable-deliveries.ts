import type { ContactRefusal } from '@hirelane/domain/outreach/contact-rulebook';
import type { Executor } from '../../db/client';
import { claimDueDeliveries, releaseDelivery, type ClaimedDelivery } from './delivery-store';
import { contactDecisionsOf, heldReasonOf, stopReasonOf } from './contact-refusals';
import {
  HOLD_RECHECK_MS,
  holdEnrollment,
  stopEnrollments,
  updateEnrollment,
} from './enrollment-progress-store';

/**
 * A claimed e-mail the rulebook now refuses: cancelled and its sequence stopped when the person
 * said no (do-not-contact, unsubscribed, erased, replied elsewhere), else back in the queue with
 * its enrolment held for a person (the address bounced or was removed meanwhile).
 */
const refuseDelivery = async (
  tx: Executor,
  delivery: ClaimedDelivery,
  refusal: ContactRefusal,
  now: Date,
): Promise<void> => {
  const { workspaceId, enrollmentId } = delivery;
  const stop = stopReasonOf(refusal);
  if (stop) {
    await releaseDelivery(tx, delivery, { status: 'canceled', lastError: refusal.message });
    await stopEnrollments(tx, workspaceId, [enrollmentId], stop);
    return;
  }
  const reason = heldReasonOf(refusal);
  await releaseDelivery(tx, delivery, {
    status: 'scheduled',
    scheduledAt: refusal.retryAt ?? new Date(now.getTime() + HOLD_RECHECK_MS),
    lastError: reason,
    // Not an attempt at the server: a later SMTP failure keeps all its retries.
    attempts: Math.max(delivery.attempts - 1, 0),
  });
  await holdEnrollment(tx, workspaceId, enrollmentId, reason, now);
  await updateEnrollment(tx, workspaceId, enrollmentId, { nextRunAt: null });
};

/**
 * Claims due e-mails (claimDueDeliveries) and asks the contact rulebook about their people at
 * the moment of sending, in the claim's transaction: an e-mail planned earlier never goes to a
 * person who became do-not-contact, unsubscribed, erased or replied on any channel meanwhile.
 * Answers the claimed e-mails that may go out.
 */
export const claimSendableDeliveries = async (
  tx: Executor,
  limit: number,
  leaseSeconds: number,
  now = new Date(),
): Promise<ClaimedDelivery[]> => {
  const claimed = await claimDueDeliveries(tx, limit, leaseSeconds);
  if (claimed.length === 0) return claimed;
  const decisions = await contactDecisionsOf(
    tx,
    claimed.map((delivery) => ({
      workspaceId: delivery.workspaceId,
      candidateId: delivery.candidateId,
    })),
    { channel: 'email', now, purpose: 'sequence' },
  );
  const sendable: ClaimedDelivery[] = [];
  for (const delivery of claimed) {
    // Always found: an enrolment is deleted with its person.
    const decision = decisions.get(delivery.candidateId) ?? { allowed: true };
    if (decision.allowed) sendable.push(delivery);
    else await refuseDelivery(tx, delivery, decision, now);
  }
  return sendable;
};
