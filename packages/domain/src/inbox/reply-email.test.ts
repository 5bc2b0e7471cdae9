import { describe, expect, it } from 'vitest';
import { inboxReplyEmail, replyReferences } from './reply-email';

describe('inboxReplyEmail', () => {
  it('answers under "Re:" without doubling it, with the signature in both parts', () => {
    const email = inboxReplyEmail({
      html: 'Thanks <b>Grace</b>!<br>\nTuesday works.',
      text: 'Thanks Grace!\nTuesday works.',
      answeredSubject: 'Re: Staff engineer at Acme',
      signature: 'Ada\nAcme Talent',
    });
    expect(email.subject).toBe('Re: Staff engineer at Acme');
    expect(email.text).toBe('Thanks Grace!\nTuesday works.\n\nAda\nAcme Talent');
    expect(email.html).toContain(
      'Thanks <b>Grace</b>!<br>\nTuesday works.<br>\n<br>\nAda<br>\nAcme',
    );
  });

  it('adds "Re:" to a subject without it and escapes the signature', () => {
    const email = inboxReplyEmail({
      html: 'bye',
      text: 'bye',
      answeredSubject: 'Hello',
      signature: '<Ada> & co',
    });
    expect(email.subject).toBe('Re: Hello');
    expect(email.html).toContain('&lt;Ada&gt; &amp; co');
    expect(email.html).not.toContain('<Ada>');
  });
});

describe('replyReferences', () => {
  it('lists the thread oldest first with the answered message last, once', () => {
    expect(replyReferences(['<a@x>', '<b@x>', '<c@x>'], '<b@x>')).toBe('<a@x> <c@x> <b@x>');
  });

  it('keeps the first and the nine newest of a long thread', () => {
    const ids = Array.from({ length: 15 }, (_, index) => `<m${index}@x>`);
    const kept = replyReferences(ids, '<m14@x>').split(' ');
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('<m0@x>');
    expect(kept.at(-1)).toBe('<m14@x>');
  });
});
