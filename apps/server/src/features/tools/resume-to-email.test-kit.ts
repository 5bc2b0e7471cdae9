import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import { multipartBody } from '../imports/csv/csv-import.test-kit';

/** Helpers for the Resume to Email Generator's integration tests. */

export const JOB_DESCRIPTION = `Charge Nurse
Our emergency department needs a nurse with Triage and Epic experience, BLS certified.`;

type DraftRequest = {
  file?: { filename: string; data: Uint8Array; contentType?: string };
  fields?: Record<string, string>;
  ip: string;
};

export const requestDraft = (t: TestApp, request: DraftRequest): Promise<TestResponse> => {
  const fields = request.fields ?? { job_description: JOB_DESCRIPTION };
  const { payload, contentType } = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(request.file
      ? [
          {
            name: 'file',
            filename: request.file.filename,
            contentType: request.file.contentType ?? 'application/pdf',
            data: Buffer.from(request.file.data),
          },
        ]
      : []),
  ]);
  return call(t, 'POST', '/api/tools/resume-to-email', {
    body: payload,
    headers: { 'content-type': contentType },
    ip: request.ip,
  });
};
