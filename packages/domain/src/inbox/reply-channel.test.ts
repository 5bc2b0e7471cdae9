import { describe, expect, it } from 'vitest';
import type { InboxMessage } from './inbox.schema';
import { replyChannelOf } from './reply-channel';

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
  it('starts on e-mail when the person last wrote by e-mail, offering both channels they used', () => {
    expect(
      replyChannelOf([
        message('linkedin', 'inbound'),
        message('email', 'outbound'),
        message('email', 'inbound'),
      ]),
    ).toEqual({ initial: 'email', options: ['email', 'linkedin'] });
  });

  it('starts on LinkedIn when the person last wrote there (a bounce is not the person)', () => {
    expect(
      replyChannelOf([
        message('email', 'inbound'),
        message('linkedin', 'inbound'),
        message('email', 'inbound', 'bounce'),
      ]),
    ).toEqual({ initial: 'linkedin', options: ['email', 'linkedin'] });
  });

  it('offers only LinkedIn when the person wrote only there, and e-mail when they wrote nothing', () => {
    expect(replyChannelOf([message('email', 'outbound'), message('linkedin', 'inbound')])).toEqual({
      initial: 'linkedin',
      options: ['linkedin'],
    });
    expect(replyChannelOf([message('email', 'outbound')])).toEqual({
      initial: 'email',
      options: ['email'],
    });
  });

  it('starts on WhatsApp when the person last wrote there, offering each channel they used', () => {
    expect(
      replyChannelOf([
        message('email', 'inbound'),
        message('whatsapp', 'outbound'),
        message('whatsapp', 'inbound'),
      ]),
    ).toEqual({ initial: 'whatsapp', options: ['email', 'whatsapp'] });
  });
});
