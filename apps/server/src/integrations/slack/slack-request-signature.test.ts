import { signedSlackHeaders } from '@hirelane/test-servers/fake-slack/slack-signing';
import { describe, expect, it } from 'vitest';
import { isSignedBySlack } from './slack-request-signature';

const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
const NOW = new Date('2026-11-25T10:00:00Z');
const at = Math.floor(NOW.getTime() / 1000);

const check = (headers: Record<string, string>, body: string, now = NOW) =>
  isSignedBySlack(
    SECRET,
    {
      timestamp: headers['x-slack-request-timestamp'],
      signature: headers['x-slack-signature'],
    },
    body,
    now,
  );

describe("Slack's request signature", () => {
  it('accepts the body Slack signed, and nothing else', () => {
    const body = 'token=x&team_id=T1&payload=%7B%7D';
    const headers = signedSlackHeaders(SECRET, body, at);
    expect(headers['x-slack-signature']).toMatch(/^v0=[0-9a-f]{64}$/);
    expect(check(headers, body)).toBe(true);
    expect(check(headers, `${body}&more`)).toBe(false);
    expect(check(signedSlackHeaders('other', body, at), body)).toBe(false);
  });

  it('refuses a replay older than five minutes', () => {
    const body = '{}';
    const headers = signedSlackHeaders(SECRET, body, at - 301);
    expect(check(headers, body)).toBe(false);
  });
});
