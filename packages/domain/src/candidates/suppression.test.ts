import { describe, expect, it } from 'vitest';
import {
  formatErasureDate,
  phoneDigits,
  suppressedPersonMessage,
  suppressionKeys,
} from './suppression';

describe('suppression keys', () => {
  it('normalises the e-mail, every phone and the LinkedIn profile', () => {
    expect(
      suppressionKeys({
        email: '  Jane.Doe@Example.COM ',
        phoneNumbers: ['+1 (555) 010-0100', '+1 555 010 0100', '12'],
        linkedinUrl: 'https://uk.linkedin.com/in/Jane-Doe-12/?trk=x',
      }),
    ).toEqual([
      { kind: 'email', value: 'jane.doe@example.com' },
      { kind: 'phone', value: '15550100100' },
      { kind: 'linkedin', value: 'linkedin.com/in/jane-doe-12' },
    ]);
  });

  it('prefers a stored LinkedIn key and skips what is missing or invalid', () => {
    expect(
      suppressionKeys({
        email: 'not an e-mail',
        linkedinKey: 'linkedin.com/in/x',
        linkedinUrl: 'https://linkedin.com/in/y',
      }),
    ).toEqual([{ kind: 'linkedin', value: 'linkedin.com/in/x' }]);
    expect(suppressionKeys({})).toEqual([]);
  });

  it('keeps phone numbers of seven digits or more', () => {
    expect(phoneDigits('555-0100')).toBe('5550100');
    expect(phoneDigits('555-01')).toBeNull();
    expect(phoneDigits(null)).toBeNull();
  });

  it('says when the person was erased and who can lift it', () => {
    expect(formatErasureDate('2026-11-24T23:30:00Z')).toBe('Nov 24, 2026');
    expect(suppressedPersonMessage(new Date('2026-03-05T10:00:00Z'))).toBe(
      'This person was erased on Mar 5, 2026 at their request; an admin can lift the suppression in Settings',
    );
  });
});
