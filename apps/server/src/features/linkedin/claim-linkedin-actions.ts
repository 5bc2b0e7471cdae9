import type { ClaimedLinkedinAction } from '@hirelane/domain/linkedin/extension-contract.schema';
import { accountIdleReason } from '@hirelane/domain/linkedin/linkedin-action-rules';
import {
  actionGapSeconds,
  effectiveLimits,
  isLinkedinActionType,
  remainingActions,
} from '@hirelane/domain/linkedin/linkedin-limits';
import { isInWindow } from '@hirelane/domain/outreach/sending-window';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import { contactDecisionsOf } from '../outreach/contact-refusals';
import {
  countClaimedActions,
  lockClaimableActions,
  lockMemberAccount,
  setAccountCursor,
  updateAction,
} from './linkedin-action-store';
import { NO_ACCOUNT_MESSAGE } from './report-linkedin-health';
import { refuseLinkedinAction } from './refuse-linkedin-action';

/** How long the extension has to perform an action after its time before it returns to the queue. */
export const LEASE_MS = 10 * 60_000;
/** Only actions the extension will perform within this time are handed out. */
const HORIZON_MS = 15 * 60_000;
export const LIMITS_REACHED_REASON = 'The daily or weekly limits of this account are reached.';

export type ClaimResult = { actions: ClaimedLinkedinAction[]; idle_reason: string | null };

/**
 * The extension of the signed-in member takes the due actions of their account: at most `max`,
 * within the account's limits, each inside its campaign's window, spaced by random gaps of 1–4
 * minutes, each with a lease after which an unreported action returns to the queue.
 */
export const claimLinkedinActions = async (
  tx: Executor,
  member: { workspaceId: string; userId: string },
  max: number,
  now = new Date(),
  random: () => number = Math.random,
): Promise<ClaimResult> => {
  const account = await lockMemberAccount(tx, member.workspaceId, member.userId);
  if (!account) return { actions: [], idle_reason: NO_ACCOUNT_MESSAGE };
  const idle = accountIdleReason(account, now);
  if (idle) return { actions: [], idle_reason: idle };

  const limits = effectiveLimits(account.limits);
  const counts = await countClaimedActions(tx, member.workspaceId, account.id, now);
  const candidates = await lockClaimableActions(tx, member.workspaceId, account.id, now, 50);
  // The contact rulebook (decision 046), asked for the whole claim in a few queries. A reply
  // written in the inbox (no enrolment) answers the person: a reply does not forbid it.
  const askFor = (purpose: 'sequence' | 'conversation') =>
    contactDecisionsOf(
      tx,
      candidates
        .filter((action) => (action.enrollmentId === null) === (purpose === 'conversation'))
        .map((action) => ({ workspaceId: member.workspaceId, candidateId: action.candidateId })),
      { channel: 'linkedin', now, purpose },
    );
  const sequenceDecisions = await askFor('sequence');
  const conversationDecisions = await askFor('conversation');
  const taken = { day: { ...counts.day }, week: { ...counts.week } };
  let cursor = account.nextActionAt && account.nextActionAt > now ? account.nextActionAt : now;
  const actions: ClaimedLinkedinAction[] = [];
  let limited = false;
  for (const action of candidates) {
    if (actions.length >= max) break;
    if (cursor.getTime() - now.getTime() > HORIZON_MS) break;
    const type = action.stepType;
    if (!isLinkedinActionType(type)) continue;
    // Always found: an action is deleted with its person.
    const decisions = action.enrollmentId === null ? conversationDecisions : sequenceDecisions;
    const contact = decisions.get(action.candidateId) ?? { allowed: true };
    if (!contact.allowed) {
      await refuseLinkedinAction(tx, action, contact, now);
      continue;
    }
    if (remainingActions(type, limits, taken) <= 0) {
      limited = true;
      continue;
    }
    if (action.schedule && !isInWindow(action.schedule, cursor)) continue;
    const leaseToken = randomUUID();
    const leaseUntil = new Date(cursor.getTime() + LEASE_MS);
    await updateAction(tx, member.workspaceId, action.id, {
      status: 'claimed',
      leaseToken,
      leaseUntil,
      claimedAt: now,
      attempts: action.attempts + 1,
    });
    actions.push({
      id: action.id,
      lease_token: leaseToken,
      type,
      profile_url: action.profileUrl,
      candidate_name: action.candidateName,
      text: action.text,
      requires_connection: action.requiresConnection,
      // Still 'claimed' here means the earlier lease ran out without a result.
      may_have_sent: type === 'auto_linkedin_message_send' && action.status === 'claimed',
      perform_at: cursor.toISOString(),
      lease_until: leaseUntil.toISOString(),
    });
    taken.day[type] = (taken.day[type] ?? 0) + 1;
    taken.week[type] = (taken.week[type] ?? 0) + 1;
    cursor = new Date(cursor.getTime() + actionGapSeconds(random()) * 1000);
  }
  if (actions.length > 0) await setAccountCursor(tx, member.workspaceId, account.id, cursor);
  return {
    actions,
    idle_reason: actions.length === 0 && limited ? LIMITS_REACHED_REASON : null,
  };
};
