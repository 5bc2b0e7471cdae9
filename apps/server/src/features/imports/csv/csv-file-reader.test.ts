import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  CsvReadError,
  openCsvRecordBatches,
  openCsvRecords,
  prescanCsv,
  type CsvRecord,
} from './csv-file-reader';

/** The bytes as a stream, cut into small chunks so multi-byte characters straddle chunk edges. */
const streamOf = (bytes: Buffer, chunkSize = 3) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, index) =>
      bytes.subarray(index * chunkSize, (index + 1) * chunkSize),
    ),
  );

const read = async (bytes: Buffer) => {
  const prescan = await prescanCsv(streamOf(bytes));
  const records: CsvRecord[] = [];
  for await (const record of openCsvRecords(streamOf(bytes), prescan)) records.push(record);
  return { prescan, records, cells: records.map((record) => record.cells) };
};

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('reading a CSV file', () => {
  it('strips a UTF-8 BOM and reads UTF-8 accents', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('Name,City\nJosé Müller,Peña\n', 'utf8'),
    ]);
    const { prescan, cells } = await read(bytes);
    expect(prescan).toMatchObject({
      encoding: 'utf-8',
      bom: true,
      delimiter: ',',
      estimatedRows: 1,
    });
    expect(cells).toEqual([
      ['Name', 'City'],
      ['José Müller', 'Peña'],
    ]);
  });

  it('reads Latin-1 bytes (é = E9, ü = FC, ñ = F1) as Windows-1252', async () => {
    const bytes = latin1('Name;City\nJos\u00e9 M\u00fcller;Pe\u00f1a\n');
    expect(bytes.includes(0xe9) && bytes.includes(0xfc) && bytes.includes(0xf1)).toBe(true);
    const { prescan, cells } = await read(bytes);
    expect(prescan).toMatchObject({ encoding: 'windows-1252', bom: false, delimiter: ';' });
    expect(cells[1]).toEqual(['José Müller', 'Peña']);
  });

  it('decodes Windows-1252 only characters such as the euro sign', async () => {
    const bytes = Buffer.concat([
      latin1('Name,Salary\nAna,'),
      Buffer.from([0x80]),
      latin1('90k\n'),
    ]);
    const { cells } = await read(bytes);
    expect(cells[1]).toEqual(['Ana', '€90k']);
  });

  it('handles CRLF, quoted line breaks, quoted delimiters and escaped quotes', async () => {
    const text =
      'Name,Notes,Skills\r\n' +
      '"Doe, Jane","first line\r\nsecond line","Go, SQL"\r\n' +
      'Rick "RJ" Roe,"He said ""hi""",\r\n';
    const { prescan, records } = await read(Buffer.from(text));
    expect(prescan.delimiter).toBe(',');
    expect(records.map((record) => record.cells)).toEqual([
      ['Name', 'Notes', 'Skills'],
      ['Doe, Jane', 'first line\r\nsecond line', 'Go, SQL'],
      ['Rick "RJ" Roe', 'He said "hi"', ''],
    ]);
    expect(records.map((record) => record.row)).toEqual([1, 2, 3]);
  });

  it.each([
    [',', 'a,b\n1,2\n'],
    [';', 'a;b\n1;2\n'],
    ['\t', 'a\tb\n1\t2\n'],
  ])('sniffs the %j delimiter', async (delimiter, text) => {
    const { prescan, cells } = await read(Buffer.from(text));
    expect(prescan.delimiter).toBe(delimiter);
    expect(cells).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads old Mac CR line ends, rows of uneven length, blank lines and no final newline', async () => {
    const { prescan, records } = await read(Buffer.from('a,b\r1\r\r2,3,4'));
    expect(records).toEqual([
      { cells: ['a', 'b'], row: 1 },
      { cells: ['1'], row: 2 },
      { cells: [''], row: 3 },
      { cells: ['2', '3', '4'], row: 4 },
    ]);
    expect(prescan.estimatedRows).toBe(0);
    const lf = await read(Buffer.from('a,b\n1,2\n\n3,4'));
    expect(lf.prescan.estimatedRows).toBe(3);
    expect(lf.cells).toEqual([['a', 'b'], ['1', '2'], [''], ['3', '4']]);
  });

  it('refuses a file with NUL bytes and names a quote that is never closed', async () => {
    await expect(prescanCsv(streamOf(Buffer.from('a,b\n\u0000')))).rejects.toThrow(CsvReadError);
    await expect(read(Buffer.from('a,b\n"open,1\n2,3\n'))).rejects.toThrow(
      'A quoted cell in row 2 is never closed.',
    );
  });

  it('hands the records over in batches, every record once and numbered in order', async () => {
    const text = `n,email\n${Array.from({ length: 1500 }, (_, i) => `${i},p${i}@example.com`).join('\n')}\n`;
    const bytes = Buffer.from(text);
    const prescan = await prescanCsv(streamOf(bytes, 4096));
    const sizes: number[] = [];
    const rows: number[] = [];
    for await (const batch of openCsvRecordBatches(streamOf(bytes, 4096), prescan)) {
      sizes.push(batch.length);
      for (const record of batch) rows.push(record.row);
      // A slow consumer: the parser waits for it instead of piling records up.
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(rows).toEqual(Array.from({ length: 1501 }, (_, i) => i + 1));
    expect(sizes.length).toBeGreaterThan(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(512);
  });

  it('fails when the stored file cannot be read to its end', async () => {
    const prescan = await prescanCsv(streamOf(Buffer.from('a,b\n1,2\n')));
    const broken = new Readable({
      read() {
        this.push(Buffer.from('a,b\n1,2\n'));
        this.destroy(new Error('disk gone'));
      },
    });
    const read = async () => {
      for await (const batch of openCsvRecordBatches(broken, prescan)) void batch;
    };
    await expect(read()).rejects.toThrow('disk gone');
  });
});
