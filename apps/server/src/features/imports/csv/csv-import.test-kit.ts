import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { CsvMapping, ImportJob } from '@hirelane/domain/imports/import.schema';
import { call, type TestApp, type TestResponse } from '../../../../test/test-app';

/** Helpers for the CSV import integration tests and isolation probes. */

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body, parts in the given order. */
export const multipartBody = (parts: Part[]): { payload: Buffer; contentType: string } => {
  const boundary = `----hirelane${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

export const uploadCsv = (
  t: TestApp,
  who: { cookie: string; workspace: string },
  projectId: string,
  mapping: Record<string, string> | string | null,
  data: Buffer | string | null,
  filename = 'people.csv',
): Promise<TestResponse> => {
  const parts: Part[] = [];
  if (mapping !== null)
    parts.push({
      name: 'mapping',
      value: typeof mapping === 'string' ? mapping : JSON.stringify(mapping),
    });
  if (data !== null)
    parts.push({
      name: 'file',
      filename,
      contentType: 'text/csv',
      data: Buffer.isBuffer(data) ? data : Buffer.from(data),
    });
  const { payload, contentType } = multipartBody(parts);
  return call(t, 'POST', `/api/project/${projectId}/import/csv`, {
    ...who,
    body: payload,
    headers: { 'content-type': contentType },
  });
};

export const getImportAs = async (
  t: TestApp,
  who: { cookie: string; workspace: string },
  projectId: string,
  importId: string,
): Promise<ImportJob> => {
  const response = await call(t, 'GET', `/api/project/${projectId}/import/get/${importId}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ImportJob;
};

/** Polls the import until it is completed or failed; returns every state seen on the way. */
export const waitForImport = async (
  t: TestApp,
  who: { cookie: string; workspace: string },
  projectId: string,
  importId: string,
  timeoutMs = 25_000,
): Promise<{ final: ImportJob; seen: ImportJob[] }> => {
  const seen: ImportJob[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await getImportAs(t, who, projectId, importId);
    seen.push(current);
    if (current.status === 'completed' || current.status === 'failed')
      return { final: current, seen };
    if (Date.now() > deadline)
      throw new Error(`import still ${current.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Uploads and waits; fails the test when the upload is refused. */
export const importCsv = async (
  t: TestApp,
  who: { cookie: string; workspace: string },
  projectId: string,
  mapping: CsvMapping,
  data: Buffer | string,
) => {
  const uploaded = await uploadCsv(t, who, projectId, mapping, data);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const job = uploaded.json().data as ImportJob;
  return waitForImport(t, who, projectId, job._id);
};

export const csvText = (rows: string[][]): string =>
  rows
    .map((row) =>
      row
        .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell))
        .join(','),
    )
    .join('\r\n') + '\r\n';
