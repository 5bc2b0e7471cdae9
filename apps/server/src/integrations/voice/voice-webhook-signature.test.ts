import { describe, expect, it } from 'vitest';
import { signVoiceWebhook, verifyVoiceWebhook } from './voice-webhook-signature';

const secret = 'voice-webhook-secret-0123456789';
const body = Buffer.from('{"message":{"type":"status-update"}}');
const now = new Date('2026-03-01T12:00:00Z');
const at = Math.floor(now.getTime() / 1000);

describe('voice webhook signature', () => {
  it('accepts the provider signature over timestamp and raw body', () => {
    const signature = signVoiceWebhook(secret, at, body);
    expect(verifyVoiceWebhook(secret, { signature, timestamp: String(at) }, body, now)).toBe(true);
  });

  it('refuses another body, another secret, a missing header or a stale timestamp', () => {
    const signature = signVoiceWebhook(secret, at, body);
    const check = (headers: { signature?: string; timestamp?: string }, raw = body) =>
      verifyVoiceWebhook(
        secret,
        { signature: headers.signature, timestamp: headers.timestamp },
        raw,
        now,
      );
    expect(check({ signature, timestamp: String(at) }, Buffer.from('{}'))).toBe(false);
    expect(
      check({
        signature: signVoiceWebhook('another-secret-0123456789', at, body),
        timestamp: String(at),
      }),
    ).toBe(false);
    expect(check({ timestamp: String(at) })).toBe(false);
    expect(check({ signature, timestamp: String(at + 1) })).toBe(false);
    const old = at - 600;
    expect(check({ signature: signVoiceWebhook(secret, old, body), timestamp: String(old) })).toBe(
      false,
    );
  });
});
