import { describe, expect, it } from 'vitest';
import { addsSomething, contactAdditions } from './contact-reveal';

describe('contactAdditions', () => {
  it('adds the first found e-mail to a person without one, and new numbers', () => {
    const added = contactAdditions(
      { email: null, phoneNumbers: ['+1 (415) 555-0100'] },
      {
        emails: ['ada@work.example', 'ada@home.example'],
        phones: ['+14155550100', '+44 20 7946 0018'],
      },
    );
    expect(added).toEqual({ email: 'ada@work.example', phoneNumbers: ['+44 20 7946 0018'] });
    expect(addsSomething(added)).toBe(true);
  });

  it('keeps an existing e-mail and skips addresses another person holds', () => {
    expect(
      contactAdditions(
        { email: 'kept@example.com', phoneNumbers: [] },
        { emails: ['new@example.com'], phones: [] },
      ),
    ).toEqual({ email: null, phoneNumbers: [] });
    expect(
      contactAdditions(
        { email: null, phoneNumbers: [] },
        { emails: ['taken@example.com', 'free@example.com'], phones: [] },
        (email) => email === 'taken@example.com',
      ).email,
    ).toBe('free@example.com');
  });

  it('adds nothing when the provider knows only what the person has', () => {
    const added = contactAdditions(
      { email: 'a@example.com', phoneNumbers: ['020 7946 0018'] },
      { emails: ['b@example.com'], phones: ['0207-946-0018'] },
    );
    expect(addsSomething(added)).toBe(false);
  });

  it('never keeps more than ten numbers', () => {
    const nine = Array.from({ length: 9 }, (_, index) => `+1 415 555 010${index}`);
    expect(
      contactAdditions(
        { email: 'a@example.com', phoneNumbers: nine },
        { emails: [], phones: ['+33 1 23 45 67 89', '+49 30 123456'] },
      ).phoneNumbers,
    ).toEqual(['+33 1 23 45 67 89']);
  });
});
