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
    [' =1+1', `"' =1+1"`],
    ['   =1+1', `"'   =1+1"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['\r=', `"'\r="`],
    ['\n=1+1', `"'\n=1+1"`],
    ['\u00a0=1+1', `"'\u00a0=1+1"`],
    ['\u3000=1+1', `"'\u3000=1+1"`],
    ['＝1+1', `"'＝1+1"`],
    ['＋1', `"'＋1"`],
    ['－1', `"'－1"`],
    ['＠SUM(A1)', `"'＠SUM(A1)"`],
    ['|x', `"'|x"`],
    ['｜x', `"'｜x"`],
    [" |cmd '/C calc'!A0", `"' |cmd '/C calc'!A0"`],
    ['+', `"'+"`],
    ['-', `"'-"`],
    ['@', `"'@"`],
    ['=', `"'="`],
  ])('neutralises %j', (value, escaped) => {
    expect(isFormulaLike(value)).toBe(true);
    expect(escapeCsvCell(value)).toBe(escaped);
  });

  it('leaves plain text alone and quotes delimiters, quotes and line breaks', () => {
    expect(escapeCsvCell('Jane Doe')).toBe('Jane Doe');
    expect(escapeCsvCell('a=b')).toBe('a=b');
    expect(escapeCsvCell('  Jane')).toBe('  Jane');
    expect(escapeCsvCell('a|b')).toBe('a|b');
    expect(escapeCsvCell('Paris, France')).toBe('"Paris, France"');
    expect(escapeCsvCell('say "hi"')).toBe('"say ""hi"""');
    expect(escapeCsvCell('two\nlines')).toBe('"two\nlines"');
    expect(escapeCsvCell(null)).toBe('');
  });

  it('writes numbers as numbers, a negative amount included', () => {
    expect(escapeCsvCell(-5)).toBe('-5');
    expect(escapeCsvCell(120)).toBe('120');
    expect(escapeCsvCell(Number.NaN)).toBe('');
    expect(escapeCsvCell('-5')).toBe(`"'-5"`);
  });

  it('builds a CRLF line', () => {
    expect(csvLine(['a', '=1', null])).toBe(`a,"'=1",\r\n`);
  });
});
