import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import { multipartBody } from '../imports/csv/csv-import.test-kit';

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type Who = { cookie: string; workspace: string };

export const uploadLogo = (
  t: TestApp,
  who: Who,
  data: Buffer = PNG_BYTES,
  { filename = 'logo.png', contentType = 'image/png', field = 'file' } = {},
): Promise<TestResponse> => {
  const { payload, contentType: header } = multipartBody([
    { name: field, filename, contentType, data },
  ]);
  return call(t, 'POST', '/api/workspace/logo/upload', {
    ...who,
    body: payload,
    headers: { 'content-type': header },
  });
};

/** The logo's file id from a workspace details answer. */
export const logoFileId = (response: TestResponse): string => {
  const url = (response.json().data as { logo_url: string | null } | undefined)?.logo_url;
  const id = url?.match(/\/api\/workspace\/logo\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error(`no logo in ${response.body}`);
  return id;
};
