import { describe, expect, it } from 'vitest';
import type { SequenceStep } from '../outreach/next-step';
import {
  accountIdleReason,
  healthErrorMessage,
  linkedinActionText,
  nextAcceptanceCheck,
  requiresConnection,
} from './linkedin-action-rules';
import { linkedinTaskTitle } from './linkedin-tasks.schema';

const step = (type: string): SequenceStep => ({ step_id: type, order: 0, type, config: {} });

describe('linkedinActionText', () => {
  it('fills the note with the candidate values', () => {
    expect(
      linkedinActionText(
        'auto_linkedin_invite',
        { note: 'Hi {{first_name}}!' },
        { first_name: 'Ada' },
      ),
    ).toEqual({ ok: true, text: 'Hi Ada!' });
  });

  it('holds on a missing value, like an e-mail', () => {
    expect(
      linkedinActionText('auto_linkedin_message_send', { message: 'Hi {{first_name}}' }, {}),
    ).toEqual({
      ok: false,
      reason: 'Not sent: no value for {{first_name}}.',
    });
  });

  it('refuses a note longer than 300 characters once filled', () => {
    const result = linkedinActionText(
      'auto_linkedin_invite',
      { note: `${'x'.repeat(290)} {{company}}` },
      { company: 'A very long company name' },
    );
    expect(result).toEqual({
      ok: false,
      reason:
        'Not sent: the invitation note has 315 characters once its variables are filled; LinkedIn allows at most 300.',
    });
  });

  it('carries no text for a view or a follow, and none for an empty note', () => {
    expect(linkedinActionText('auto_linkedin_profile_view', {}, {})).toEqual({
      ok: true,
      text: null,
    });
    expect(linkedinActionText('auto_linkedin_invite', { note: '' }, {})).toEqual({
      ok: true,
      text: null,
    });
  });
});

describe('requiresConnection', () => {
  const steps = [
    step('auto_linkedin_profile_view'),
    step('auto_linkedin_invite'),
    step('delay'),
    step('auto_linkedin_profile_follow'),
    step('auto_linkedin_message_send'),
  ];
  it('asks for a connection for a message and for every step after an invitation', () => {
    expect(steps.map((_, index) => requiresConnection(steps, index))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(requiresConnection([step('auto_linkedin_message_send')], 0)).toBe(true);
  });
});

describe('nextAcceptanceCheck', () => {
  const planned = new Date('2026-03-01T10:00:00Z');
  it('looks again a day later, and gives up after 14 days', () => {
    expect(nextAcceptanceCheck(planned, new Date('2026-03-05T10:00:00Z'))?.toISOString()).toBe(
      '2026-03-06T10:00:00.000Z',
    );
    expect(nextAcceptanceCheck(planned, new Date('2026-03-15T10:00:00Z'))).toBeNull();
  });
});

describe('account health', () => {
  it('words the problems the extension reports, and clears on ok', () => {
    expect(healthErrorMessage('logged_out', null)).toBe(
      'Your LinkedIn account is signed out in the browser. Sign in to LinkedIn, then re-connect it.',
    );
    expect(healthErrorMessage('checkpoint', 'Let us verify')).toContain(
      '(LinkedIn said: Let us verify)',
    );
    expect(healthErrorMessage('ok', 'x')).toBeNull();
    expect(healthErrorMessage('warning', 'slow down')).toBeNull();
  });

  it('says why an account works on nothing', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const fine = { errorMessage: null, automationEnabled: true, pausedUntil: null };
    expect(accountIdleReason(fine, now)).toBeNull();
    expect(accountIdleReason({ ...fine, errorMessage: 'Signed out' }, now)).toBe('Signed out');
    expect(accountIdleReason({ ...fine, automationEnabled: false }, now)).toContain(
      'Automation is off',
    );
    expect(accountIdleReason({ ...fine, pausedUntil: new Date('2026-03-03T10:00:00Z') }, now)).toBe(
      'Paused after a LinkedIn warning until 2026-03-03T10:00:00.000Z.',
    );
    expect(
      accountIdleReason({ ...fine, pausedUntil: new Date('2026-03-01T10:00:00Z') }, now),
    ).toBeNull();
  });
});

describe('linkedinTaskTitle', () => {
  it('words each manual task', () => {
    expect(linkedinTaskTitle('auto_linkedin_invite', 'Ada', true)).toBe(
      'Send an invitation to Ada with this note',
    );
    expect(linkedinTaskTitle('auto_linkedin_invite', 'Ada', false)).toBe(
      'Send an invitation to Ada',
    );
    expect(linkedinTaskTitle('auto_linkedin_message_send', 'Ada', true)).toBe(
      'Send Ada this message',
    );
    expect(linkedinTaskTitle('auto_linkedin_profile_follow', 'Ada', false)).toBe('Follow Ada');
  });
});
