import { describe, expect, it } from 'vitest';
import { toE164 } from '@hirelane/domain/phone/to-e164';
import { chatIdOf, e164OfChatId } from './chat-id';

describe('WhatsApp chat ids', () => {
  it('addresses a person by their E.164 number without the plus', () => {
    expect(chatIdOf('+447700900123')).toBe('447700900123@c.us');
    expect(chatIdOf('+4915112345678')).toBe('4915112345678@c.us');
  });

  it('takes a national number through the country table first', () => {
    const number = toE164('GB', '07700 900123');
    expect(number.valid && chatIdOf(number.e164)).toBe('447700900123@c.us');
  });

  it('refuses what is not an E.164 number', () => {
    expect(() => chatIdOf('07700 900123')).toThrow(/Not an E.164 number/);
    expect(() => chatIdOf('+0123456')).toThrow();
    expect(() => chatIdOf('+1234567890123456')).toThrow();
  });

  it('reads the sender of a one-to-one chat back, and nothing from groups', () => {
    expect(e164OfChatId('447700900123@c.us')).toBe('+447700900123');
    expect(e164OfChatId('447700900123@s.whatsapp.net')).toBe('+447700900123');
    expect(e164OfChatId('120363025246125244@g.us')).toBeNull();
    expect(e164OfChatId('status@broadcast')).toBeNull();
  });
});
