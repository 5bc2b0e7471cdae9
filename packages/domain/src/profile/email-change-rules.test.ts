import { describe, expect, it } from 'vitest';
import { emailChangeExpiry, emailChangeState } from './email-change-rules';
import { EMAIL_CHANGE_TTL_HOURS, emailChangeRequest } from './profile.schema';

const now = new Date('2026-05-01T12:00:00Z');
const row = (overrides = {}) => ({
  userId: 'u1',
  expiresAt: new Date('2026-05-02T11:00:00Z'),
  confirmedAt: null,
  ...overrides,
});

describe('emailChangeState', () => {
  it('lets the account that asked confirm an open, unused link', () => {
    expect(emailChangeState(row(), 'u1', now)).toBe('usable');
  });

  it('names why a link cannot be used', () => {
    expect(emailChangeState(undefined, 'u1', now)).toBe('unknown');
    expect(emailChangeState(row(), 'someone-else', now)).toBe('foreign');
    expect(
      emailChangeState(row({ confirmedAt: new Date('2026-05-01T11:00:00Z') }), 'u1', now),
    ).toBe('used');
    expect(emailChangeState(row({ expiresAt: now }), 'u1', now)).toBe('expired');
  });

  it('judges another account before the link’s age, so nothing about it is revealed', () => {
    expect(emailChangeState(row({ expiresAt: new Date(0) }), 'someone-else', now)).toBe('foreign');
  });
});

describe('emailChangeExpiry', () => {
  it('is 24 hours from now', () => {
    expect(EMAIL_CHANGE_TTL_HOURS).toBe(24);
    expect(emailChangeExpiry(now).toISOString()).toBe('2026-05-02T12:00:00.000Z');
  });
});

describe('emailChangeRequest', () => {
  it('trims and lower-cases the new address', () => {
    expect(emailChangeRequest.parse({ new_email: '  Ada@Example.COM ' })).toEqual({
      new_email: 'ada@example.com',
    });
  });

  it('requires a valid address', () => {
    expect(emailChangeRequest.safeParse({ new_email: '' }).error?.issues[0]?.message).toBe(
      'This field is required.',
    );
    expect(emailChangeRequest.safeParse({ new_email: 'not-an-address' }).success).toBe(false);
  });
});
