import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDraft } from '@hirelane/domain/tools/resume-to-email.schema';
import {
  buildLegacyDoc,
  buildOversizedPdf,
  buildPngBytes,
} from '../../../test/resume-fixtures/build-bad-files';
import { buildDocxResume } from '../../../test/resume-fixtures/build-docx-resume';
import { buildPdfResume } from '../../../test/resume-fixtures/build-pdf-resume';
import { personaById } from '../../../test/resume-fixtures/personas';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LOCAL_RULES_LABEL } from '../../integrations/llm/local-rules-provider';
import {
  RESUME_EMPTY,
  RESUME_LEGACY_DOC,
  RESUME_TOO_LARGE,
  RESUME_UNSUPPORTED_TYPE,
} from '../../integrations/resume-parser/resume-refusal-reasons';
import { closeSharedResumeParser } from '../imports/resumes/resume-shared-parser';
import { ATTACH_RESUME } from './read-tool-upload';
import { JOB_DESCRIPTION, requestDraft } from './resume-to-email.test-kit';
import { TOOL_RATE_LIMITED } from './tool-routes';

let t: TestApp;
let sarahPdf: Uint8Array;

beforeAll(async () => {
  t = await createTestApp();
  sarahPdf = await buildPdfResume(personaById('sarah-johnson'), 'classic');
});

afterAll(async () => {
  await t.close();
  await closeSharedResumeParser();
});

/** Every file under the app's data directory: the tool must add none. */
const dataFiles = async (): Promise<string[]> => {
  const entries = await readdir(t.config.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.config.dataDir, path.join(entry.parentPath, entry.name)))
    .sort();
};

const draftOf = (body: unknown): EmailDraft => (body as { data: EmailDraft }).data;

describe('POST /api/tools/resume-to-email without a model', () => {
  it('writes a draft from a PDF resume with the built-in writer, signed out, keeping no file', async () => {
    const before = await dataFiles();
    const response = await requestDraft(t, {
      file: { filename: 'sarah.pdf', data: sarahPdf },
      fields: {
        job_description: JOB_DESCRIPTION,
        recruiter_name: 'Sam Lee',
        recruiter_company: 'Austin Health',
      },
      ip: '203.0.113.1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const draft = draftOf(response.json());
    expect(draft.writer).toEqual({ kind: 'local_rules', label: LOCAL_RULES_LABEL });
    expect(draft.notice).toBeNull();
    expect(draft.candidate).toMatchObject({
      name: 'Sarah Johnson',
      company: "St. David's Medical Center",
      matched_skills: ['Triage', 'Epic', 'BLS'],
    });
    expect(draft.subject).toBe('Charge Nurse at Austin Health');
    expect(draft.body).toContain('Hi Sarah,');
    expect(draft.body).toContain(`at St. David's Medical Center stood out.`);
    expect(draft.body).toContain('your experience with Triage, Epic and BLS');
    expect(draft.body.endsWith('Sam Lee\nAustin Health')).toBe(true);
    expect(await dataFiles()).toEqual(before);
  });

  it('writes a draft from a DOCX resume', async () => {
    const docx = await buildDocxResume(personaById('sarah-johnson'), 'heading-styles');
    const response = await requestDraft(t, {
      file: {
        filename: 'sarah.docx',
        data: docx,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      ip: '203.0.113.2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(draftOf(response.json()).candidate.matched_skills).toEqual(['Triage', 'Epic', 'BLS']);
  });

  it('refuses a file that is not a PDF or DOCX with 415, as the resume import does', async () => {
    const png = await requestDraft(t, {
      file: { filename: 'photo.png', data: buildPngBytes(), contentType: 'image/png' },
      ip: '203.0.113.3',
    });
    expect(png.statusCode, png.body).toBe(415);
    expect(png.json()).toMatchObject({ success: false, message: RESUME_UNSUPPORTED_TYPE });
    const doc = await requestDraft(t, {
      file: { filename: 'old.doc', data: buildLegacyDoc(), contentType: 'application/msword' },
      ip: '203.0.113.3',
    });
    expect(doc.statusCode, doc.body).toBe(415);
    expect(doc.json()).toMatchObject({ message: RESUME_LEGACY_DOC });
  });

  it('refuses a file over 10 MB with 413 and an empty one with 422', async () => {
    const big = await requestDraft(t, {
      file: { filename: 'huge.pdf', data: buildOversizedPdf() },
      ip: '203.0.113.4',
    });
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json()).toMatchObject({ success: false, message: RESUME_TOO_LARGE });
    const empty = await requestDraft(t, {
      file: { filename: 'empty.pdf', data: new Uint8Array() },
      ip: '203.0.113.4',
    });
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json()).toMatchObject({ message: RESUME_EMPTY });
  });

  it('asks for the file and a job description of at most 2,000 characters', async () => {
    const noFile = await requestDraft(t, { ip: '203.0.113.5' });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toMatchObject({ errors: [{ path: 'file', message: ATTACH_RESUME }] });
    const tooLong = await requestDraft(t, {
      file: { filename: 'sarah.pdf', data: sarahPdf },
      fields: { job_description: 'x'.repeat(2001) },
      ip: '203.0.113.5',
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      errors: [{ path: 'job_description', message: 'At most 2,000 characters.' }],
    });
  });

  it('allows 10 drafts per hour per IP, then answers 429 with Retry-After', async () => {
    const ip = '198.51.100.7';
    const png = { filename: 'photo.png', data: buildPngBytes(), contentType: 'image/png' };
    for (let i = 0; i < 10; i += 1) {
      const response = await requestDraft(t, { file: png, ip });
      expect(response.statusCode).toBe(415);
    }
    const limited = await requestDraft(t, { file: { filename: 'sarah.pdf', data: sarahPdf }, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: TOOL_RATE_LIMITED });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    const other = await requestDraft(t, {
      file: { filename: 'sarah.pdf', data: sarahPdf },
      ip: '198.51.100.8',
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});
