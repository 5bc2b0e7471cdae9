import { describe, expect, it } from 'vitest';
import { csvLine, escapeCsvCell, isFormulaLike } from './csv-cell-escape';

describe('escapeCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1 555 0100', `"'+1 555 0100"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises %j', (value, escaped) => {
    expect(isFormulaLike(value)).toBe(true);
    expect(escapeCsvCell(value)).toBe(escaped);
  });

  it('leaves plain text alone and quotes delimiters, quotes and line breaks', () => {
    expect(escapeCsvCell('Jane Doe')).toBe('Jane Doe');
    expect(escapeCsvCell('a=b')).toBe('a=b');
    expect(escapeCsvCell('Paris, France')).toBe('"Paris, France"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(escapeCsvCell(null)).toBe('');
  });

  it('builds a CRLF line', () => {
    expect(csvLine(['a', '=1', null])).toBe(`a,"'=1",\r\n`);
  });
});
