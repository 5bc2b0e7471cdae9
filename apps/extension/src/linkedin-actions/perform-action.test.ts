import { describe, expect, it } from 'vitest';
import { loadFixture } from '../extractors/load-fixture.test-kit';
import { performAction } from './perform-action';
import { readConnectionState } from './connection-state';
import { simulateLinkedin } from './simulate-linkedin.test-kit';

const NOTE = 'Hi Sam, I am hiring data engineers in Lisbon: open to a chat?';

const page = (name: string) => {
  const doc = loadFixture(name);
  return { doc, sent: simulateLinkedin(doc) };
};

describe('readConnectionState', () => {
  it('reads 1st degree, a pending invitation, no connection, and says unknown otherwise', () => {
    expect(readConnectionState(loadFixture('linkedin-profile-first-degree.html'))).toBe(
      'connected',
    );
    expect(readConnectionState(loadFixture('linkedin-profile-pending.html'))).toBe('pending');
    expect(readConnectionState(loadFixture('linkedin-profile-second-degree.html'))).toBe(
      'not_connected',
    );
    expect(readConnectionState(loadFixture('linkedin-profile-no-buttons.html'))).toBe('unknown');
  });
});

describe('performAction: invitation', () => {
  it('clicks Connect, adds the note, types it and sends; the page shows it pending', async () => {
    const { doc, sent } = page('linkedin-profile-second-degree.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_invite',
      text: NOTE,
      requires_connection: false,
    });
    expect(result).toEqual({ outcome: 'done', detail: 'Invitation sent with the note.' });
    expect(sent.invitations).toEqual([{ note: NOTE }]);
    expect(readConnectionState(doc)).toBe('pending');
  });

  it('sends without a note when the step has none', async () => {
    const { doc, sent } = page('linkedin-profile-second-degree.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_invite',
      text: null,
      requires_connection: false,
    });
    expect(result).toEqual({ outcome: 'done', detail: 'Invitation sent.' });
    expect(sent.invitations).toEqual([{ note: null }]);
  });

  it('sends nothing again when an invitation is already pending', async () => {
    const { doc, sent } = page('linkedin-profile-pending.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_invite',
      text: NOTE,
      requires_connection: false,
    });
    expect(result).toEqual({
      outcome: 'done',
      detail: 'An invitation to this person was already pending; none sent again.',
    });
    expect(sent.invitations).toEqual([]);
  });

  it('answers already_connected on a 1st-degree profile and sends nothing', async () => {
    const { doc, sent } = page('linkedin-profile-first-degree.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_invite',
      text: NOTE,
      requires_connection: false,
    });
    expect(result.outcome).toBe('already_connected');
    expect(sent.invitations).toEqual([]);
  });

  it('fails with a clear detail when the page has no Connect button', async () => {
    const { doc } = page('linkedin-profile-no-buttons.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_invite',
      text: NOTE,
      requires_connection: false,
    });
    expect(result).toEqual({
      outcome: 'failed',
      detail: 'No Connect button on the profile (LinkedIn may have changed the page).',
    });
  });

  it('refuses a note over 300 characters', async () => {
    const { doc, sent } = page('linkedin-profile-second-degree.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_invite',
      text: 'x'.repeat(301),
      requires_connection: false,
    });
    expect(result.outcome).toBe('failed');
    expect(sent.invitations).toEqual([]);
  });
});

describe('performAction: message', () => {
  it('opens Message, types the text and sends it to a connection', async () => {
    const { doc, sent } = page('linkedin-profile-first-degree.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_message_send',
      text: 'Thanks for connecting, Sam!\nShall we talk on Friday?',
      requires_connection: true,
    });
    expect(result).toEqual({ outcome: 'done', detail: 'Message sent.' });
    expect(sent.messages).toEqual(['Thanks for connecting, Sam!\nShall we talk on Friday?']);
  });

  it('answers not_connected while the invitation is pending (the acceptance check)', async () => {
    const { doc, sent } = page('linkedin-profile-pending.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_message_send',
      text: 'Hello',
      requires_connection: true,
    });
    expect(result).toEqual({
      outcome: 'not_connected',
      detail: 'The invitation is still pending.',
    });
    expect(sent.messages).toEqual([]);
  });

  it('fails when the connection state cannot be read, and when there is no Message button', async () => {
    const unknown = await performAction(loadFixture('linkedin-profile-no-buttons.html'), {
      type: 'auto_linkedin_message_send',
      text: 'Hello',
      requires_connection: true,
    });
    expect(unknown).toEqual({
      outcome: 'failed',
      detail: 'Could not read the connection state on the profile.',
    });
    const noButton = await performAction(loadFixture('linkedin-profile-no-buttons.html'), {
      type: 'auto_linkedin_message_send',
      text: 'Hello',
      requires_connection: false,
    });
    expect(noButton.outcome).toBe('failed');
    expect(noButton.detail).toMatch(/No Message button/);
  });
});

describe('performAction: follow and view', () => {
  it('clicks Follow and sees Following', async () => {
    const { doc } = page('linkedin-profile-second-degree.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_profile_follow',
      text: null,
      requires_connection: false,
    });
    expect(result).toEqual({ outcome: 'done', detail: 'Followed the profile.' });
    expect(doc.querySelector('[aria-label="Following Sam Candidate"]')).not.toBeNull();
  });

  it('fails to follow when no Follow button is on the page or in More', async () => {
    const doc = loadFixture('linkedin-profile-no-buttons.html');
    const result = await performAction(doc, {
      type: 'auto_linkedin_profile_follow',
      text: null,
      requires_connection: false,
    });
    expect(result.outcome).toBe('failed');
  });

  it('views a loaded profile, and fails on a page without a profile', async () => {
    const view = {
      type: 'auto_linkedin_profile_view',
      text: null,
      requires_connection: false,
    } as const;
    expect(await performAction(loadFixture('linkedin-profile-pending.html'), view)).toEqual({
      outcome: 'done',
      detail: 'Viewed the profile of Sam Candidate.',
    });
    const signedOut = await performAction(loadFixture('linkedin-authwall.html'), view);
    expect(signedOut.outcome).toBe('failed');
  });
});
