import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlighted';

describe('highlightParts', () => {
  it('marks every occurrence of the terms, longest first, ignoring case', () => {
    expect(
      highlightParts('Senior Backend Engineer, backend', ['backend engineer', 'backend']),
    ).toEqual([
      { text: 'Senior ', match: false },
      { text: 'Backend Engineer', match: true },
      { text: ', ', match: false },
      { text: 'backend', match: true },
    ]);
  });

  it('treats the terms as text, not patterns', () => {
    expect(highlightParts('C++ and C#', ['c++', '.'])).toEqual([
      { text: 'C++', match: true },
      { text: ' and C#', match: false },
    ]);
    expect(highlightParts('Go', [])).toEqual([{ text: 'Go', match: false }]);
  });

  it('marks whole words only', () => {
    expect(highlightParts('Google, Go', ['go'])).toEqual([
      { text: 'Google, ', match: false },
      { text: 'Go', match: true },
    ]);
  });
});
