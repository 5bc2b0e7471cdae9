import { describe, expect, it } from 'vitest';
import { PREVIEW_BYTES, readCsvPreview } from './csv-preview';

const preview = async (content: BlobPart[]) => {
  const result = await readCsvPreview(new Blob(content));
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.preview;
};

describe('readCsvPreview', () => {
  it('detects a semicolon delimiter and keeps quoted newlines in one cell', async () => {
    const result = await preview([
      'Name;Email;Notes\r\n',
      'Ada Lovelace;ada@example.test;"first line\r\nsecond; line"\r\n',
      'Alan Turing;alan@example.test;plain\r\n',
    ]);
    expect(result.delimiter).toBe(';');
    expect(result.headers).toEqual(['Name', 'Email', 'Notes']);
    expect(result.rows).toEqual([
      ['Ada Lovelace', 'ada@example.test', 'first line\r\nsecond; line'],
      ['Alan Turing', 'alan@example.test', 'plain'],
    ]);
  });

  it('reads tab-separated files, drops the BOM and pads short rows to the header', async () => {
    const result = await preview(['\uFEFFfirst\tlast\temail\n', 'Grace\tHopper\n']);
    expect(result.delimiter).toBe('\t');
    expect(result.headers).toEqual(['first', 'last', 'email']);
    expect(result.rows).toEqual([['Grace', 'Hopper', '']]);
  });

  it('falls back to Latin-1 when the bytes are not UTF-8', async () => {
    // "Zoë,Müller" in ISO-8859-1.
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('name,city\n'),
      0x5a,
      0x6f,
      0xeb,
      0x2c,
      0x4d,
      0xfc,
      0x6e,
      0x63,
      0x68,
      0x65,
      0x6e,
      0x0a,
    ]);
    const result = await preview([latin1]);
    expect(result.rows).toEqual([['Zoë', 'München']]);
  });

  it('refuses an image renamed to .csv by its content', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const result = await readCsvPreview(new Blob([png]));
    expect(result).toEqual({ ok: false, reason: 'This is an image, not a CSV file.' });
  });

  it('reads only the first 64 KB and leaves out the row cut at its end', async () => {
    const longCell = 'y'.repeat(30_000);
    const rows = ['name,bio\n', `A,${longCell}\n`, `B,${longCell}\n`, `C,${longCell}\n`];
    const blob = new Blob(rows);
    expect(blob.size).toBeGreaterThan(PREVIEW_BYTES);
    const result = await readCsvPreview(blob);
    if (!result.ok) throw new Error(result.reason);
    expect(result.preview.rows.map((row) => row[0])).toEqual(['A', 'B']);
    expect(result.preview.rows[1]?.[1]).toHaveLength(30_000);
  });

  it('refuses a file without any row', async () => {
    const result = await readCsvPreview(new Blob(['\r\n ,, \r\n\r\n']));
    expect(result).toEqual({
      ok: false,
      reason: 'The file has no header row. Its first line must name the columns.',
    });
  });
});
