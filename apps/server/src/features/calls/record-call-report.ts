import { billedMinutes, callOutcomeOf } from '@hirelane/domain/calls/call-rules';
import { creditCost } from '@hirelane/domain/billing/credit-prices';
import type { AppContext } from '../../app-context';
import type { VapiServerMessage } from '../../integrations/voice/vapi-server-message';
import { closeHoldWithin } from '../billing/settle-hold';
import { findCallOfMessage, lockCall, updateCall, updatePlacingCall } from './call-store';
import { continueAfterCall } from './continue-after-call';
import { readCallOutcome, type CallReading } from './read-call-outcome';

type EndOfCall = Extract<VapiServerMessage, { type: 'end-of-call-report' }>;
type StatusUpdate = Extract<VapiServerMessage, { type: 'status-update' }>;

export type ReportOutcome = 'recorded' | 'replayed' | 'unknown_call' | 'ignored';

const metadataCallId = (call: Record<string, unknown>): string | null => {
  const id = (call.metadata as { hirelane_call_id?: unknown } | undefined)?.hirelane_call_id;
  return typeof id === 'string' ? id : null;
};

const dateOr = (value: string | undefined, fallback: Date | null): Date | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : fallback;
};

/** The call is ringing or talking: noted once; an ended call is never reopened. */
export const recordCallStatus = async (
  app: AppContext,
  message: StatusUpdate,
  now: Date,
): Promise<ReportOutcome> => {
  const found = await findCallOfMessage(app.db, message.call.id, metadataCallId(message.call));
  if (!found) return 'unknown_call';
  // The message may overtake the provider's answer to POST /call: it proves the call was placed.
  if (found.status === 'placing' && message.status !== 'ended') {
    const confirmed = await updatePlacingCall(app.db, found.workspaceId, found.id, {
      status: 'in_progress',
      placingSince: null,
      providerCallId: message.call.id,
      ...(message.status === 'in-progress' ? { startedAt: now } : {}),
    });
    return confirmed ? 'recorded' : 'ignored';
  }
  if (message.status !== 'in-progress' || found.status !== 'in_progress' || found.startedAt)
    return 'ignored';
  await updateCall(app.db, found.workspaceId, found.id, { startedAt: now });
  return 'recorded';
};

/**
 * The provider's end-of-call report (decision 047), processed once: the hold settles to the
 * billed minutes (the rest given back), the outcome and transcript are stored on the call, the
 * summary and interest read by the text provider, and the sequence moves on (or stops for an
 * interested person, or waits for a retry). A report for a call already ended changes nothing.
 */
export const recordCallReport = async (
  app: AppContext,
  message: EndOfCall,
  now: Date,
): Promise<ReportOutcome> => {
  const found = await findCallOfMessage(app.db, message.call.id, metadataCallId(message.call));
  if (!found) return 'unknown_call';
  if (found.status === 'ended') return 'replayed';
  const outcome = callOutcomeOf(message.endedReason);
  const transcript = message.artifact?.transcript ?? message.transcript ?? null;
  const recordingUrl = message.artifact?.recordingUrl ?? message.recordingUrl ?? null;
  // The model is asked outside the transaction: no row stays locked while it thinks.
  const reading: CallReading | null =
    outcome === 'answered' && transcript ? await readCallOutcome(app.text, transcript, null) : null;
  const startedAt = dateOr(message.startedAt, found.startedAt);
  const endedAt = dateOr(message.endedAt, now) ?? now;
  const duration = Math.round(
    message.durationSeconds ??
      (startedAt ? Math.max(0, (endedAt.getTime() - startedAt.getTime()) / 1000) : 0),
  );

  return app.db.transaction(async (tx) => {
    const call = await lockCall(tx, found.workspaceId, found.id);
    if (!call || call.status === 'ended') return 'replayed';
    if (call.creditHoldId)
      await closeHoldWithin(tx, { workspaceId: call.workspaceId, holdId: call.creditHoldId }, () =>
        creditCost('ai_call_minute', billedMinutes(duration)),
      );
    await updateCall(tx, call.workspaceId, call.id, {
      status: 'ended',
      placingSince: null,
      outcome,
      providerCallId: call.providerCallId ?? message.call.id,
      startedAt,
      endedAt,
      durationSeconds: duration,
      endedReason: message.endedReason,
      transcript,
      recordingUrl,
      summary: reading?.summary ?? message.summary ?? null,
      interest: reading?.interest ?? null,
    });
    await continueAfterCall(tx, { ...call, outcome }, now, reading?.interest === 'interested');
    return 'recorded';
  });
};
