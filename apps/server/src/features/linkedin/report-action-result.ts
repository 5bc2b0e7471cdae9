import type { LinkedinActionResultRequest } from '@hirelane/domain/linkedin/extension-contract.schema';
import {
  NOT_ACCEPTED_REASON,
  WAITING_FOR_ACCEPTANCE_REASON,
  nextAcceptanceCheck,
} from '@hirelane/domain/linkedin/linkedin-action-rules';
import type { Executor } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { holdEnrollment, updateEnrollment } from '../outreach/enrollment-progress-store';
import { findMemberAccount } from './linkedin-connection-store';
import {
  insertLinkedinMessage,
  lockAction,
  updateAction,
  type LinkedinActionRow,
} from './linkedin-action-store';

export const STALE_CLAIM_MESSAGE =
  'This claim is no longer valid: its lease expired or its result was already reported.';
export const failedReason = (detail: string | null | undefined) =>
  `Not sent: the browser extension could not perform the LinkedIn step${detail ? ` (${detail})` : ''}.`;

const ACTION_NOT_FOUND = 'LinkedIn action not found.';

/** The sequence goes on: the enrolment's next step is due now (an inbox reply has none). */
const continueSequence = async (tx: Executor, action: LinkedinActionRow, now: Date) => {
  if (!action.enrollmentId) return;
  await updateEnrollment(tx, action.workspaceId, action.enrollmentId, {
    nextRunAt: now,
    heldReason: null,
  });
};

/** The step failed: its sequence holds the candidate with the reason (an inbox reply has none). */
const holdSequence = async (tx: Executor, action: LinkedinActionRow, reason: string, now: Date) => {
  if (!action.enrollmentId) return;
  await holdEnrollment(tx, action.workspaceId, action.enrollmentId, reason, now);
  await updateEnrollment(tx, action.workspaceId, action.enrollmentId, { nextRunAt: null });
};

/** Marks an action done, records a sent message in the thread, and continues the sequence. */
export const completeAction = async (
  tx: Executor,
  action: LinkedinActionRow,
  outcome: string,
  detail: string | null,
  now: Date,
): Promise<void> => {
  await updateAction(tx, action.workspaceId, action.id, {
    status: 'done',
    outcome,
    detail,
    completedAt: now,
    leaseToken: null,
    leaseUntil: null,
  });
  if (action.stepType === 'auto_linkedin_message_send' && action.text)
    await insertLinkedinMessage(tx, {
      workspaceId: action.workspaceId,
      candidateId: action.candidateId,
      enrollmentId: action.enrollmentId,
      accountId: action.accountId,
      actionId: action.id,
      direction: 'outbound',
      textBody: action.text,
      at: now,
    });
  await continueSequence(tx, action, now);
};

/**
 * The extension's result for an action it claimed: accepted once, only while the claim's lease
 * runs and only with the claim's token (an expired or already reported claim is refused, 409).
 */
export const reportActionResult = async (
  tx: Executor,
  member: { workspaceId: string; userId: string },
  actionId: string,
  result: LinkedinActionResultRequest,
  now = new Date(),
): Promise<{ status: 'done' | 'scheduled' | 'failed' }> => {
  const account = await findMemberAccount(tx, member);
  const action = await lockAction(tx, member.workspaceId, actionId);
  if (!account || !action || action.accountId !== account.id)
    throw new HttpError(404, ACTION_NOT_FOUND);
  if (
    action.status !== 'claimed' ||
    action.leaseToken !== result.lease_token ||
    !action.leaseUntil ||
    action.leaseUntil <= now
  )
    throw new HttpError(410, STALE_CLAIM_MESSAGE);

  const detail = result.detail ?? null;
  const release = { leaseToken: null, leaseUntil: null, outcome: result.outcome, detail };
  switch (result.outcome) {
    case 'done':
    case 'accepted':
    case 'already_connected':
      await completeAction(tx, action, result.outcome, detail, now);
      return { status: 'done' };
    case 'not_connected': {
      // An invitation cannot wait for a connection, nor can an inbox reply (its person wrote).
      const retryAt =
        action.stepType === 'auto_linkedin_invite' || !action.enrollmentId
          ? null
          : nextAcceptanceCheck(action.createdAt, now);
      if (retryAt && action.enrollmentId) {
        await updateAction(tx, action.workspaceId, action.id, {
          ...release,
          status: 'scheduled',
          scheduledAt: retryAt,
        });
        await updateEnrollment(tx, action.workspaceId, action.enrollmentId, {
          heldReason: WAITING_FOR_ACCEPTANCE_REASON,
        });
        return { status: 'scheduled' };
      }
      await updateAction(tx, action.workspaceId, action.id, { ...release, status: 'failed' });
      const reason =
        action.stepType === 'auto_linkedin_invite' ? failedReason(detail) : NOT_ACCEPTED_REASON;
      await holdSequence(tx, action, reason, now);
      return { status: 'failed' };
    }
    case 'failed':
      await updateAction(tx, action.workspaceId, action.id, { ...release, status: 'failed' });
      await holdSequence(tx, action, failedReason(detail), now);
      return { status: 'failed' };
  }
};
