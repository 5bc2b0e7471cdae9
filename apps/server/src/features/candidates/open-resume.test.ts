import { describe, expect, it } from 'vitest';
import { asciiFilename, contentDisposition } from './open-resume';

describe('resume content disposition', () => {
  it('drops directories, quotes, separators and control characters from the plain name', () => {
    expect(asciiFilename('..\\..\\windows\\cv.pdf')).toBe('cv.pdf');
    expect(asciiFilename('../../etc/"passwd";.pdf')).toBe('passwd.pdf');
    expect(asciiFilename('Łódź\r\n.pdf')).toBe('odz.pdf');
    expect(asciiFilename('履歴書')).toBe('resume');
  });

  it('keeps the real name in the RFC 5987 form, fully encoded', () => {
    expect(contentDisposition("Jean-Luc O'Neil (CV).pdf")).toBe(
      `inline; filename="Jean-Luc O'Neil (CV).pdf"; filename*=UTF-8''Jean-Luc%20O%27Neil%20%28CV%29.pdf`,
    );
  });
});
