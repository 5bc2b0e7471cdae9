import { creditCost } from '../billing/credit-prices';

/*
 * The rules of an AI phone call (issue 21, decision 047): how long we reserve credits for, how the
 * provider's end of a call reads as an outcome, and when an unanswered call is tried again.
 */

/** Minutes reserved before dialling; the assistant is told to end the call by then. */
export const EXPECTED_CALL_MINUTES = 5;
/** An unanswered or busy call is tried again this many times, this far apart. */
export const CALL_RETRY_LIMIT = 2;
export const CALL_RETRY_GAP_MS = 2 * 3_600_000;
/**
 * A call claimed for dialling that neither the provider's answer nor any of its status messages
 * confirmed within this time was not placed (the worker stopped): it is dialled again. A placed
 * call reports `queued`/`ringing` within seconds, so ten minutes leaves no doubt.
 */
export const CALL_PLACING_LEASE_MS = 10 * 60_000;

export type CallOutcome = 'answered' | 'no_answer' | 'busy' | 'voicemail' | 'failed';
export type CallInterest = 'interested' | 'not_interested' | 'unclear';

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  answered: 'Answered',
  no_answer: 'No answer',
  busy: 'Busy',
  voicemail: 'Voicemail',
  failed: 'Failed',
};

/** The credits held for one call step of one candidate. */
export const expectedCallCost = (): number => creditCost('ai_call_minute', EXPECTED_CALL_MINUTES);

/** The launch page's note on what the call steps cost. */
export const callCostNotice = (callSteps: number): string =>
  `${callSteps === 1 ? 'The AI call step holds' : `Each of the ${callSteps} AI call steps holds`} ${expectedCallCost()} credits per candidate before dialling (up to ${EXPECTED_CALL_MINUTES} minutes at ${creditCost('ai_call_minute')} credit a minute); the minutes not used are given back when the call ends, and an unanswered call costs nothing.`;

/** Billed minutes: every started minute, never more than were held. */
export const billedMinutes = (durationSeconds: number): number =>
  Math.min(EXPECTED_CALL_MINUTES, Math.max(0, Math.ceil(durationSeconds / 60)));

/**
 * The provider's `endedReason` (Vapi's vocabulary: `customer-did-not-answer`,
 * `customer-busy`, `voicemail`, `customer-ended-call`, `assistant-ended-call`, `silence-timed-out`,
 * `exceeded-max-duration`, `pipeline-error-…`, `twilio-failed-to-connect-call`…) as an outcome.
 */
export const callOutcomeOf = (endedReason: string): CallOutcome => {
  const reason = endedReason.toLowerCase();
  if (reason === 'voicemail' || reason.includes('voicemail')) return 'voicemail';
  if (reason.includes('did-not-answer') || reason.includes('no-answer')) return 'no_answer';
  if (reason.includes('busy')) return 'busy';
  if (
    reason === 'customer-ended-call' ||
    reason === 'assistant-ended-call' ||
    reason === 'assistant-said-end-call-phrase' ||
    reason === 'silence-timed-out' ||
    reason === 'exceeded-max-duration' ||
    reason === 'assistant-forwarded-call'
  )
    return 'answered';
  return 'failed';
};

/** When to dial again after an unanswered call, or null when the retries are used up. */
export const nextCallAttemptAt = (
  outcome: CallOutcome,
  attempt: number,
  endedAt: Date,
): Date | null => {
  if (outcome !== 'no_answer' && outcome !== 'busy') return null;
  if (attempt > CALL_RETRY_LIMIT) return null;
  return new Date(endedAt.getTime() + CALL_RETRY_GAP_MS);
};

const INTERESTED =
  /\b(yes|sure|interested|sounds (good|great)|tell me more|happy to|let'?s (talk|do it)|book)\b/i;
const NOT_INTERESTED =
  /\b(not interested|no thanks|no,? thank|don'?t call|stop calling|not looking|happy where i am)\b/i;

/** The built-in reading of a transcript's candidate lines, when no text model is configured. */
export const ruleBasedInterest = (candidateLines: readonly string[]): CallInterest => {
  const said = candidateLines.join(' ');
  if (NOT_INTERESTED.test(said)) return 'not_interested';
  if (INTERESTED.test(said)) return 'interested';
  return 'unclear';
};
