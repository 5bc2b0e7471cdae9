import { EXPECTED_CALL_MINUTES } from '@hirelane/domain/calls/call-rules';
import { aiCallConfigSchema } from '@hirelane/domain/campaigns/step-config.schema';
import { mayContact } from '@hirelane/domain/outreach/contact-rulebook';
import type { AppContext } from '../../app-context';
import { buildVapiAssistant } from '../../integrations/voice/vapi-assistant';
import { VoiceError, type VoiceProvider } from '../../integrations/voice/voice-provider';
import { holdCredits } from '../billing/hold-credits';
import { InsufficientCreditsError } from '../billing/insufficient-credits-error';
import { releaseHoldWithin } from '../billing/release-hold';
import { readContactFacts } from '../candidates/read-contact-facts';
import { OutreachContext } from '../outreach/outreach-context';
import { HOLD_RECHECK_MS, updateEnrollment } from '../outreach/enrollment-progress-store';
import {
  claimDueCalls,
  takeBackStaleClaims,
  updateCall,
  updatePlacingCall,
  type ClaimedCall,
} from './call-store';
import { continueAfterCall } from './continue-after-call';

export const notEnoughCreditsReason = (needed: number) =>
  `Waiting: an AI call holds ${needed} credits before dialling and the workspace has fewer. Top up credits and the call is placed.`;

/** Why a claimed call did not go out, for the enrolment (held) and the call (cancelled). */
const cancel = async (app: AppContext, claimed: ClaimedCall, reason: string) => {
  const { call } = claimed;
  await app.db.transaction(async (tx) => {
    await updateCall(tx, call.workspaceId, call.id, {
      status: 'cancelled',
      placingSince: null,
      detail: reason,
    });
    if (call.enrollmentId)
      await updateEnrollment(tx, call.workspaceId, call.enrollmentId, { heldReason: reason });
  });
};

const placeOne = async (app: AppContext, voice: VoiceProvider, claimed: ClaimedCall, now: Date) => {
  const { call, candidate } = claimed;
  const workspaceId = call.workspaceId;
  const config = aiCallConfigSchema.safeParse(claimed.step?.config);
  if (!config.success)
    return cancel(app, claimed, 'Not called: the call step was removed or is incomplete.');
  // The rulebook again at dialling time: a reply or a do-not-contact may have come meanwhile.
  const facts = await readContactFacts(app.db, workspaceId, candidate);
  const decision = mayContact(facts, { channel: 'call', now, purpose: 'sequence' });
  if (!decision.allowed) {
    if (decision.reason === 'quiet_hours' && decision.retryAt)
      return updateCall(app.db, workspaceId, call.id, {
        status: 'scheduled',
        placingSince: null,
        scheduledAt: decision.retryAt,
      });
    return cancel(app, claimed, `Not called: ${decision.message}`);
  }

  let holdId: string;
  try {
    const receipt = await holdCredits(app.db, {
      workspaceId,
      action: 'ai_call_minute',
      quantity: EXPECTED_CALL_MINUTES,
      idempotencyKey: `ai-call:${call.id}`,
      objectType: 'ai_call',
      objectId: call.id,
    });
    holdId = receipt.entry.id;
  } catch (error) {
    if (!(error instanceof InsufficientCreditsError)) throw error;
    const reason = notEnoughCreditsReason(EXPECTED_CALL_MINUTES);
    await app.db.transaction(async (tx) => {
      await updateCall(tx, workspaceId, call.id, {
        status: 'scheduled',
        placingSince: null,
        scheduledAt: new Date(now.getTime() + HOLD_RECHECK_MS),
        detail: reason,
      });
      if (call.enrollmentId)
        await updateEnrollment(tx, workspaceId, call.enrollmentId, { heldReason: reason });
    });
    return;
  }
  // Kept before dialling: an end-of-call report that overtakes the provider's answer settles it.
  await updateCall(app.db, workspaceId, call.id, { creditHoldId: holdId });

  const job = claimed.projectId
    ? await new OutreachContext(app.db).jobValues(workspaceId, claimed.projectId)
    : {};
  try {
    const placed = await voice.createCall({
      toNumber: call.toNumber,
      customerName: candidate.fullName,
      assistant: buildVapiAssistant(
        config.data,
        {
          candidateName: candidate.fullName,
          jobTitle: job.job_title ?? null,
          companyName: job.company_name ?? null,
        },
        voice.webhookUrl,
      ),
      metadata: { hirelane_call_id: call.id },
    });
    await updatePlacingCall(app.db, workspaceId, call.id, {
      status: 'in_progress',
      placingSince: null,
      providerCallId: placed.providerCallId,
      detail: null,
    });
  } catch (error) {
    if (!(error instanceof VoiceError)) throw error;
    await app.db.transaction(async (tx) => {
      const failed = await updatePlacingCall(tx, workspaceId, call.id, {
        status: 'ended',
        placingSince: null,
        outcome: 'failed',
        endedAt: now,
        detail: error.message,
      });
      if (!failed) return;
      await releaseHoldWithin(tx, { workspaceId, holdId });
      await continueAfterCall(tx, { ...call, outcome: 'failed' }, now);
    });
  }
};

/**
 * Places the due calls (decision 047): the rulebook asked again, the expected minutes' credits
 * held, the provider asked to dial. A call the provider refuses is a failed call (the hold given
 * back, the sequence goes on). A claim whose worker stopped while dialling is taken back after
 * the lease. Answers how many calls it looked at.
 */
export const placeDueCalls = async (
  app: AppContext,
  options: { now?: Date; limit?: number } = {},
): Promise<Record<string, number>> => {
  const voice = app.voice;
  if (!voice) return { placed: 0 };
  const now = options.now ?? new Date();
  const takenBack = await takeBackStaleClaims(app.db, now);
  const claimed = await app.db.transaction((tx) => claimDueCalls(tx, now, options.limit ?? 20));
  for (const one of claimed) await placeOne(app, voice, one, now);
  return { placed: claimed.length, taken_back: takenBack };
};
