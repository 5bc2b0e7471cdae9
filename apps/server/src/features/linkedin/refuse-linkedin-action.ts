import type { ContactRefusal } from '@hirelane/domain/outreach/contact-rulebook';
import type { Executor } from '../../db/client';
import { heldReasonOf, stopReasonOf } from '../outreach/contact-refusals';
import {
  holdEnrollment,
  stopEnrollments,
  updateEnrollment,
} from '../outreach/enrollment-progress-store';
import { updateAction, type LinkedinActionRow } from './linkedin-action-store';

/**
 * A due action the contact rulebook now refuses is never handed to the extension: it is cancelled
 * with the rulebook's message, and its sequence stops (the person said no, or replied) or waits
 * for a person, like a failed action (the profile was removed meanwhile).
 */
export const refuseLinkedinAction = async (
  tx: Executor,
  action: LinkedinActionRow,
  refusal: ContactRefusal,
  now: Date,
): Promise<void> => {
  const { workspaceId, enrollmentId } = action;
  const stop = stopReasonOf(refusal);
  // A reply written in the inbox belongs to no sequence: only the action is cancelled.
  if (enrollmentId !== null) {
    if (stop) await stopEnrollments(tx, workspaceId, [enrollmentId], stop);
    else {
      await holdEnrollment(tx, workspaceId, enrollmentId, heldReasonOf(refusal), now);
      await updateEnrollment(tx, workspaceId, enrollmentId, { nextRunAt: null });
    }
  }
  await updateAction(tx, workspaceId, action.id, {
    status: 'canceled',
    detail: refusal.message,
    leaseToken: null,
    leaseUntil: null,
  });
};
