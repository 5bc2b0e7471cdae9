import { describe, expect, it } from 'vitest';
import { classifyReply, ownWords } from './classify-reply';

const reply = (text: string, kind = 'reply') => classifyReply({ kind, subject: 'Re: Hi', text });

describe('classifyReply', () => {
  it.each([
    ['Yes, I am interested. When are you free?', 'interested'],
    ["Sounds great, let's talk next week.", 'interested'],
    ['Thanks, but I am not interested.', 'not_interested'],
    ['No thanks, I am happy where I am.', 'not_interested'],
    ['I am on vacation until Monday.', 'out_of_office'],
    ['You have the wrong person, I no longer work at Acme.', 'wrong_person'],
    ['Please unsubscribe me from this list.', 'unsubscribe_request'],
    ['Not interested. Stop emailing me!', 'unsubscribe_request'],
    ['What is the salary range for this role?', 'question'],
  ])('labels %j as %s', (text, label) => {
    expect(reply(text)).toBe(label);
  });

  it('labels an automatic reply out of office whatever it says', () => {
    expect(reply('Interested? I will answer when I am back.', 'auto_reply')).toBe('out_of_office');
  });

  it('reads only the person’s words, not the quoted campaign e-mail', () => {
    const text = [
      'Thanks for thinking of me.',
      '',
      'On Mon, 2 Nov 2026 at 10:00, Ada <ada@hirelane.test> wrote:',
      '> Would you be interested in a chat? Reply to unsubscribe.',
    ].join('\n');
    expect(reply(text)).toBeNull();
    expect(reply('Sure!\n> Are you interested?')).toBeNull();
  });

  it('does not read a word inside another word', () => {
    expect(reply('I was disinterested in the last role, but this one seems fine.')).toBeNull();
  });

  it('leaves a message that matches no rule unlabelled', () => {
    expect(reply('Thanks.')).toBeNull();
  });
});

describe('ownWords', () => {
  it('cuts at an Original Message separator and drops quoted lines', () => {
    expect(ownWords('Hi\n> quoted\nBye\n-----Original Message-----\nold')).toBe('Hi\nBye');
  });
});
