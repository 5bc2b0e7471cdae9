import { describe, expect, it } from 'vitest';
import {
  dueReminder,
  invitationExpiresAt,
  linkState,
  reminderSchedule,
  type InvitationTimes,
} from './invitation-schedule';

const rules = { link_valid_days: 7, reminder_days: [2, 5] };
const sentAt = new Date('2026-03-02T09:00:00.000Z');
const day = (n: number, hours = 0) => new Date(sentAt.getTime() + (n * 24 + hours) * 3_600_000);
const invitation = (overrides: Partial<InvitationTimes> = {}): InvitationTimes => ({
  sentAt,
  startedAt: null,
  completedAt: null,
  revokedAt: null,
  remindersSent: 0,
  ...overrides,
});

describe('invitation schedule', () => {
  it('expires after the link validity and drops reminders on or after that day', () => {
    expect(invitationExpiresAt(sentAt, rules).toISOString()).toBe('2026-03-09T09:00:00.000Z');
    expect(reminderSchedule({ link_valid_days: 5, reminder_days: [5, 2, 2, 7] })).toEqual([2]);
  });

  it('tells what the link does', () => {
    expect(linkState(invitation(), rules, day(6, 23))).toBe('open');
    expect(linkState(invitation(), rules, day(7))).toBe('expired');
    // Started before the date: the candidate may finish after it.
    expect(linkState(invitation({ startedAt: day(6) }), rules, day(8))).toBe('in_progress');
    expect(linkState(invitation({ startedAt: day(1), completedAt: day(1) }), rules, day(2))).toBe(
      'completed',
    );
    expect(linkState(invitation({ revokedAt: day(1) }), rules, day(1, 1))).toBe('revoked');
  });

  it('sends each reminder on its day while the link is unused', () => {
    expect(dueReminder(invitation(), rules, day(1, 23))).toBeNull();
    expect(dueReminder(invitation(), rules, day(2))).toEqual({ remindersSentAfter: 1 });
    expect(dueReminder(invitation({ remindersSent: 1 }), rules, day(4))).toBeNull();
    expect(dueReminder(invitation({ remindersSent: 1 }), rules, day(5, 1))).toEqual({
      remindersSentAfter: 2,
    });
    expect(dueReminder(invitation({ remindersSent: 2 }), rules, day(6))).toBeNull();
  });

  it('sends one reminder for several overdue ones, and none once the link is used or gone', () => {
    expect(dueReminder(invitation(), rules, day(6))).toEqual({ remindersSentAfter: 2 });
    expect(dueReminder(invitation({ startedAt: day(1) }), rules, day(3))).toBeNull();
    expect(dueReminder(invitation({ revokedAt: day(1) }), rules, day(3))).toBeNull();
    expect(dueReminder(invitation(), rules, day(8))).toBeNull();
  });
});
