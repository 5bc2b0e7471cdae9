import { describe, expect, it } from 'vitest';
import { SLACK_STATE_TTL_SECONDS, signSlackState, verifySlackState } from './slack-oauth-state';

const SECRET = 's'.repeat(40);
const FIELDS = {
  user_id: 'user-1',
  workspace_id: '0b6f0e33-34a4-4d32-9c1d-1f4a2b8c9d10',
  scope: 'personal' as const,
};
const NOW = new Date('2026-11-25T10:00:00Z');

describe('the Slack OAuth state', () => {
  it('carries the user, the workspace, the scope and a random session id', () => {
    const first = signSlackState(SECRET, FIELDS, NOW);
    const second = signSlackState(SECRET, FIELDS, NOW);
    expect(first).not.toBe(second);
    const checked = verifySlackState(SECRET, first, NOW);
    expect(checked).toMatchObject({ ok: true, state: FIELDS });
    if (checked.ok) expect(checked.state.session_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a state signed with another secret or changed on the way', () => {
    const state = signSlackState(SECRET, FIELDS, NOW);
    expect(verifySlackState('t'.repeat(40), state, NOW)).toEqual({ ok: false, reason: 'forged' });
    const [payload = '', signature] = state.split('.');
    const changed = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('user-1', 'user-2'),
    ).toString('base64url');
    expect(verifySlackState(SECRET, `${changed}.${signature}`, NOW)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifySlackState(SECRET, 'nothing', NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('expires after ten minutes', () => {
    const state = signSlackState(SECRET, FIELDS, NOW);
    const justBefore = new Date(NOW.getTime() + SLACK_STATE_TTL_SECONDS * 1000);
    const after = new Date(NOW.getTime() + (SLACK_STATE_TTL_SECONDS + 1) * 1000);
    expect(verifySlackState(SECRET, state, justBefore).ok).toBe(true);
    expect(verifySlackState(SECRET, state, after)).toEqual({ ok: false, reason: 'expired' });
  });
});
