import { describe, expect, it } from 'vitest';
import type { InboxMessage } from './inbox.schema';
import { LINKEDIN_ONLY_NOTE, LINKEDIN_REPLY_BY_EMAIL_NOTE, replyChannelOf } from './reply-channel';

let count = 0;
const message = (
  channel: InboxMessage['channel'],
  direction: InboxMessage['direction'],
  kind = direction === 'inbound' ? 'reply' : 'sent',
): InboxMessage => ({
  id: `m-${(count += 1)}`,
  channel,
  direction,
  kind,
  subject: '',
  from: '',
  to: '',
  text: 'Hello',
  at: '2026-01-10T10:00:00.000Z',
  label: null,
  label_by: null,
});

describe('replyChannelOf', () => {
  it('answers by e-mail without a note when the person last wrote by e-mail', () => {
    expect(
      replyChannelOf([
        message('linkedin', 'inbound'),
        message('email', 'outbound'),
        message('email', 'inbound'),
      ]),
    ).toEqual({ mode: 'email', note: null });
  });

  it('says the reply goes by e-mail when the person last wrote on LinkedIn', () => {
    expect(
      replyChannelOf([
        message('email', 'inbound'),
        message('linkedin', 'inbound'),
        message('email', 'inbound', 'bounce'),
      ]),
    ).toEqual({ mode: 'email', note: LINKEDIN_REPLY_BY_EMAIL_NOTE });
  });

  it('offers no e-mail reply when the person wrote only on LinkedIn', () => {
    expect(
      replyChannelOf([
        message('email', 'outbound'),
        message('linkedin', 'outbound'),
        message('linkedin', 'inbound'),
      ]),
    ).toEqual({ mode: 'none', note: LINKEDIN_ONLY_NOTE });
  });
});
