import { describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES, MAX_RESUME_BYTES } from '@hirelane/domain/imports/import.schema';
import { sizedFile } from '../test/render-import-page';
import { csvFileProblem, formatBytes, pickResumes } from './file-checks';

describe('csvFileProblem', () => {
  it('accepts .csv, .tsv and .txt files up to 50 MB', () => {
    expect(csvFileProblem(sizedFile('people.CSV', 10))).toBeNull();
    expect(csvFileProblem(sizedFile('people.tsv', 10))).toBeNull();
    expect(csvFileProblem(sizedFile('people.txt', MAX_CSV_BYTES))).toBeNull();
  });

  it('refuses other extensions, files over 50 MB and empty files with a reason', () => {
    expect(csvFileProblem(sizedFile('people.xlsx', 10))).toBe(
      '“people.xlsx” is not a CSV file. Pick a .csv, .tsv or .txt file.',
    );
    expect(csvFileProblem(sizedFile('big.csv', MAX_CSV_BYTES + 1))).toBe(
      '“big.csv” is 50 MB; files up to 50 MB can be imported. Split it into smaller files.',
    );
    expect(csvFileProblem(sizedFile('empty.csv', 0))).toBe('“empty.csv” is empty.');
  });
});

describe('pickResumes', () => {
  it('refuses other types and files over 10 MB, and lists the same file once', () => {
    const ok = sizedFile('ada.pdf', 1000);
    const result = pickResumes(
      [ok, ok, sizedFile('notes.txt', 10), sizedFile('huge.docx', MAX_RESUME_BYTES + 1)],
      [],
    );
    expect(result.accepted).toEqual([ok]);
    expect(result.refused).toEqual([
      { name: 'notes.txt', reason: 'Only PDF and DOCX files can be imported.' },
      {
        name: 'huge.docx',
        reason: 'The file is 10 MB; resumes up to 10 MB can be imported.',
      },
    ]);
  });

  it('stops at 100 files in one upload, counting those already listed', () => {
    const listed = Array.from({ length: 98 }, (_, index) => sizedFile(`r${index}.pdf`, 100));
    const picked = Array.from({ length: 3 }, (_, index) => sizedFile(`new${index}.docx`, 100));
    const result = pickResumes(picked, listed);
    expect(result.accepted.map((file) => file.name)).toEqual(['new0.docx', 'new1.docx']);
    expect(result.refused).toEqual([
      { name: 'new2.docx', reason: 'At most 100 resumes can be uploaded at once.' },
    ]);
  });
});

describe('formatBytes', () => {
  it('writes sizes in bytes, KB and MB', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
