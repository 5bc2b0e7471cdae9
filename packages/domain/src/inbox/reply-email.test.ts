import { describe, expect, it } from 'vitest';
import { inboxReplyEmail, replyReferences, templateAsReplyText } from './reply-email';

describe('inboxReplyEmail', () => {
  it('answers under "Re:" without doubling it, with the signature', () => {
    const email = inboxReplyEmail({
      text: 'Thanks Grace!\nTuesday works.',
      answeredSubject: 'Re: Staff engineer at Acme',
      signature: 'Ada\nAcme Talent',
    });
    expect(email.subject).toBe('Re: Staff engineer at Acme');
    expect(email.text).toBe('Thanks Grace!\nTuesday works.\n\nAda\nAcme Talent');
    expect(email.html).toContain('Thanks Grace!<br>\nTuesday works.');
  });

  it('adds "Re:" to a subject without it and escapes the HTML', () => {
    const email = inboxReplyEmail({
      text: '<b>hi</b> & bye',
      answeredSubject: 'Hello',
      signature: '',
    });
    expect(email.subject).toBe('Re: Hello');
    expect(email.html).toContain('&lt;b&gt;hi&lt;/b&gt; &amp; bye');
    expect(email.html).not.toContain('<b>');
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

describe('templateAsReplyText', () => {
  it('turns a template body into plain reply text and keeps the placeholders', () => {
    expect(
      templateAsReplyText(
        'Hi {{first_name}},\n<ul><li>Remote</li><li>4 days</li></ul>See <a href="https://acme.test/job">the role</a> &amp; reply.',
      ),
    ).toBe('Hi {{first_name}},\n- Remote\n- 4 days\nSee the role (https://acme.test/job) & reply.');
  });
});
