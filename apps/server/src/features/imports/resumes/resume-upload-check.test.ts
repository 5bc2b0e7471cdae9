import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  buildEncryptedDocx,
  buildLegacyDoc,
  buildPlainText,
  buildPngBytes,
} from '../../../../test/resume-fixtures/build-bad-files';
import {
  RESUME_EMPTY,
  RESUME_UNSUPPORTED_TYPE,
} from '../../../integrations/resume-parser/resume-refusal-reasons';
import { capturePrefix, checkResumePrefix, DOCX_CONTENT_TYPE } from './resume-upload-check';

const bytes = (value: string) => new TextEncoder().encode(value);

describe('checkResumePrefix', () => {
  it('accepts a PDF header, also after leading junk, as application/pdf', () => {
    expect(checkResumePrefix(bytes('%PDF-1.7\n'), 9)).toEqual({
      refused: false,
      contentType: 'application/pdf',
    });
    expect(checkResumePrefix(bytes(`${' '.repeat(500)}%PDF-1.4`), 2000)).toMatchObject({
      refused: false,
      contentType: 'application/pdf',
    });
  });

  it('accepts a zip as DOCX and leaves OLE files (encrypted DOCX, .doc) to the parser', () => {
    expect(checkResumePrefix(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1]), 5)).toEqual({
      refused: false,
      contentType: DOCX_CONTENT_TYPE,
    });
    for (const ole of [buildEncryptedDocx(), buildLegacyDoc()])
      expect(checkResumePrefix(ole.subarray(0, 1024), ole.length)).toEqual({
        refused: false,
        contentType: 'application/octet-stream',
      });
  });

  it('refuses empty files and other content by its bytes, whatever the name says', () => {
    expect(checkResumePrefix(new Uint8Array(), 0)).toEqual({ refused: true, reason: RESUME_EMPTY });
    expect(checkResumePrefix(buildPngBytes(), 33)).toEqual({
      refused: true,
      reason: RESUME_UNSUPPORTED_TYPE,
    });
    expect(checkResumePrefix(buildPlainText(), 40)).toEqual({
      refused: true,
      reason: RESUME_UNSUPPORTED_TYPE,
    });
  });
});

describe('capturePrefix', () => {
  it('passes every byte through and keeps the first ones, across chunks', async () => {
    const capture = capturePrefix(6);
    const out = text(
      Readable.from([Buffer.from('abcd'), Buffer.from('efgh')]).pipe(capture.stream),
    );
    expect(await out).toBe('abcdefgh');
    expect(Buffer.from(capture.prefix()).toString()).toBe('abcdef');
  });
});
