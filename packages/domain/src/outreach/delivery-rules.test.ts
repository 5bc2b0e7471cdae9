import { describe, expect, it } from 'vitest';
import {
  MAX_SEND_ATTEMPTS,
  bouncePauseReason,
  deliveryMessageId,
  retryDelayMs,
  shouldPauseForBounces,
} from './delivery-rules';

describe('delivery rules', () => {
  it('backs off longer after each temporary failure, then gives up', () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(5 * 60_000);
    expect(retryDelayMs(5)).toBe(180 * 60_000);
    expect(retryDelayMs(MAX_SEND_ATTEMPTS)).toBeNull();
  });

  it('pauses a mailbox only past the threshold and with enough sends to judge', () => {
    expect(shouldPauseForBounces(10, 5)).toBe(false);
    expect(shouldPauseForBounces(100, 8)).toBe(false);
    expect(shouldPauseForBounces(100, 9)).toBe(true);
    expect(bouncePauseReason(100, 9)).toBe('9 of its last 100 e-mails bounced (9 %).');
  });

  it('gives the same Message-ID to the same enrolment and step, on the sender domain', () => {
    const id = deliveryMessageId('e1', 's1', 'Alex@Acme.com');
    expect(id).toBe('<hl.e1.s1@acme.com>');
    expect(deliveryMessageId('e1', 's1', 'alex@acme.com')).toBe(id);
    expect(deliveryMessageId('e1', 's2', 'alex@acme.com')).not.toBe(id);
  });
});
