import { describe, expect, it } from 'vitest';
import { threadSubject } from './follow-up-subject';

describe('threadSubject', () => {
  it('turns the previous-subject placeholder alone into a Re: of the first subject', () => {
    expect(threadSubject('{{previous_subject}}', 'Backend role at Acme')).toBe(
      'Re: Backend role at Acme',
    );
  });

  it('keeps a subject that is written out', () => {
    expect(threadSubject('Quick follow-up', 'Backend role at Acme')).toBe('Quick follow-up');
  });

  it('never doubles Re:', () => {
    expect(threadSubject('Re: {{previous_subject}}', 'Backend role')).toBe('Re: Backend role');
    expect(threadSubject('{{previous_subject}}', 'Re: Backend role')).toBe('Re: Backend role');
    expect(threadSubject('Re: {{ previous_subject }}', 'RE: Backend role')).toBe(
      'Re: Backend role',
    );
  });

  it('fills the placeholder inside other words', () => {
    expect(threadSubject('{{previous_subject}} (still open)', 'Backend role')).toBe(
      'Backend role (still open)',
    );
  });
});
