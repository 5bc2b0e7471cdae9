import { describe, expect, it } from 'vitest';
import { pickBanner } from '@hirelane/domain/app-shell/banners';
import { bannerMailboxesFrom } from './banner-mailboxes';

const base = { linkedinErrorMessage: null, subscription: null, permissions: [] };

describe('bannerMailboxesFrom', () => {
  it('counts connected and enabled mailboxes and names the first paused one', () => {
    const mailboxes = bannerMailboxesFrom({
      verified_emails: [{ id: 'm-1', label: 'ada@acme.test' }],
      invalid_emails: [
        { id: 'm-2', label: 'off@acme.test', reason: 'Disabled.', state: 'disabled' },
        { id: 'm-3', label: 'jobs@acme.test', reason: 'Too many bounces.', state: 'paused' },
      ],
    });
    expect(mailboxes).toEqual({ connected: 3, enabled: 1, pausedEmail: 'jobs@acme.test' });
    expect(pickBanner({ ...base, mailboxes })?.id).toBe('mailbox_paused');
  });

  it('leaves the paused banner to the disabled one when nothing can send', () => {
    const mailboxes = bannerMailboxesFrom({
      verified_emails: [],
      invalid_emails: [
        { id: 'm-3', label: 'jobs@acme.test', reason: 'Too many bounces.', state: 'paused' },
      ],
    });
    expect(pickBanner({ ...base, mailboxes })?.id).toBe('mailboxes_disabled');
  });

  it('keeps the mailbox banners off while the list is missing', () => {
    expect(pickBanner({ ...base, mailboxes: bannerMailboxesFrom(undefined) })).toBeNull();
  });
});
