import { describe, expect, it } from 'vitest';
import {
  CALL_RETRY_GAP_MS,
  EXPECTED_CALL_MINUTES,
  billedMinutes,
  callOutcomeOf,
  expectedCallCost,
  nextCallAttemptAt,
  ruleBasedInterest,
} from './call-rules';

describe('call outcomes', () => {
  it.each([
    ['customer-ended-call', 'answered'],
    ['assistant-ended-call', 'answered'],
    ['silence-timed-out', 'answered'],
    ['exceeded-max-duration', 'answered'],
    ['customer-did-not-answer', 'no_answer'],
    ['customer-busy', 'busy'],
    ['voicemail', 'voicemail'],
    ['twilio-failed-to-connect-call', 'failed'],
    ['pipeline-error-openai-llm-failed', 'failed'],
    ['something-new', 'failed'],
  ])('%s reads as %s', (reason, outcome) => {
    expect(callOutcomeOf(reason)).toBe(outcome);
  });
});

describe('call cost', () => {
  it('holds the expected minutes and bills every started minute up to them', () => {
    expect(expectedCallCost()).toBe(EXPECTED_CALL_MINUTES);
    expect(billedMinutes(0)).toBe(0);
    expect(billedMinutes(1)).toBe(1);
    expect(billedMinutes(60)).toBe(1);
    expect(billedMinutes(61)).toBe(2);
    expect(billedMinutes(3600)).toBe(EXPECTED_CALL_MINUTES);
  });
});

describe('retries', () => {
  const ended = new Date('2026-01-05T10:00:00Z');
  it('tries an unanswered or busy call again two hours later, twice', () => {
    expect(nextCallAttemptAt('no_answer', 1, ended)?.getTime()).toBe(
      ended.getTime() + CALL_RETRY_GAP_MS,
    );
    expect(nextCallAttemptAt('busy', 2, ended)).not.toBeNull();
    expect(nextCallAttemptAt('no_answer', 3, ended)).toBeNull();
  });
  it('never retries an answered, voicemail or failed call', () => {
    for (const outcome of ['answered', 'voicemail', 'failed'] as const)
      expect(nextCallAttemptAt(outcome, 1, ended)).toBeNull();
  });
});

describe('rule-based interest', () => {
  it('reads a refusal before a yes', () => {
    expect(ruleBasedInterest(['Yes, hi.', "I'm not interested, thanks."])).toBe('not_interested');
    expect(ruleBasedInterest(['Sure, tell me more about it.'])).toBe('interested');
    expect(ruleBasedInterest(['Who is this?'])).toBe('unclear');
  });
});
