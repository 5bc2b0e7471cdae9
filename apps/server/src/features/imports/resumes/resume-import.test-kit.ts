import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ImportJob } from '@hirelane/domain/imports/import.schema';
import { call, type TestApp, type TestResponse } from '../../../../test/test-app';
import { multipartBody } from '../csv/csv-import.test-kit';

/** Helpers for the resume import integration tests. */

export type Who = { cookie: string; workspace: string };
export type UploadFile = { filename: string; data: Uint8Array; contentType?: string };

export const uploadResumes = (
  t: TestApp,
  who: Who,
  projectId: string,
  files: UploadFile[],
): Promise<TestResponse> => {
  const { payload, contentType } = multipartBody(
    files.map((file) => ({
      name: 'files',
      filename: file.filename,
      contentType: file.contentType ?? 'application/pdf',
      data: Buffer.from(file.data),
    })),
  );
  return call(t, 'POST', `/api/project/${projectId}/import/resumes`, {
    ...who,
    body: payload,
    headers: { 'content-type': contentType },
  });
};

export const importOf = (response: TestResponse): ImportJob => response.json().data as ImportJob;

/** Every file under the app's storage directory for this workspace, relative paths. */
export const storedPaths = async (t: TestApp, workspaceId: string): Promise<string[]> => {
  const root = path.join(t.config.dataDir, 'files', 'workspaces', workspaceId);
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
};

/** A one-page PDF with the given lines of text. */
export const pdfWithLines = async (lines: string[]): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  lines.forEach((line, index) =>
    page.drawText(line, { x: 50, y: 700 - index * 16, size: 11, font }),
  );
  return doc.save();
};

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
