import { describe, expect, it } from 'vitest';
import { hashInvitationToken, interviewLink, invitationToken } from './invitation-token';

const SECRET = 'a'.repeat(64);
const invitation = {
  id: '6f1c2b9e-6f7a-4a53-9b0e-0f6a1d2c3b4a',
  sentAt: new Date('2026-11-24T12:00:00Z'),
};

describe('invitation tokens', () => {
  it('are 32 bytes of base64url, the same for the same invitation and send', () => {
    const token = invitationToken(SECRET, invitation);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(invitationToken(SECRET, { ...invitation })).toBe(token);
  });

  it('change with a resend, another invitation or another secret', () => {
    const token = invitationToken(SECRET, invitation);
    const resent = { ...invitation, sentAt: new Date('2026-11-24T12:00:00.001Z') };
    expect(invitationToken(SECRET, resent)).not.toBe(token);
    expect(
      invitationToken(SECRET, { ...invitation, id: invitation.id.replace('6f1c', '7f1c') }),
    ).not.toBe(token);
    expect(invitationToken('b'.repeat(64), invitation)).not.toBe(token);
  });

  it('are stored as their SHA-256 in hex, and the link ends with the token', () => {
    expect(hashInvitationToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(interviewLink('https://app.example.com/', 'tok')).toBe(
      'https://app.example.com/interview/tok',
    );
  });
});
