import { expect } from 'vitest';
import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import { multipartBody } from '../imports/csv/csv-import.test-kit';
import { signFormStart } from './form-timestamp';

/** Helpers of the career page's integration tests. */

export type Who = { cookie: string; workspace: string };

export const setCareerPage = async (t: TestApp, who: Who, slug: string | null, enabled = true) => {
  const response = await call(t, 'PUT', '/api/workspace/career-page', {
    ...who,
    body: { slug, enabled },
  });
  expect(response.statusCode, response.body).toBe(200);
};

export const publish = async (t: TestApp, who: Who, projectId: string, published = true) => {
  const response = await call(t, 'PUT', `/api/project/${projectId}/career-page`, {
    ...who,
    body: { published },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** A form that was opened `agoMs` ago, as the job page would have signed it. */
export const startedAgo = (t: TestApp, agoMs = 10_000) =>
  signFormStart(t.config.sessionSecret, Date.now() - agoMs);

export type ApplyInput = {
  fields: Record<string, string>;
  resume?: { filename: string; data: Uint8Array; contentType: string };
  ip?: string;
  origin?: string;
};

/** Posts the apply form the way a browser does: multipart with the (maybe empty) file input. */
export const apply = (
  t: TestApp,
  path: string,
  { fields, resume, ip = '10.77.0.1', origin }: ApplyInput,
): Promise<TestResponse> => {
  const { payload, contentType } = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    resume
      ? {
          name: 'resume',
          filename: resume.filename,
          data: Buffer.from(resume.data),
          contentType: resume.contentType,
        }
      : {
          name: 'resume',
          filename: '',
          data: Buffer.alloc(0),
          contentType: 'application/octet-stream',
        },
  ]);
  return call(t, 'POST', `${path}/apply`, {
    body: payload,
    ip,
    headers: { 'content-type': contentType, ...(origin ? { origin } : {}) },
  });
};

export const validFields = (t: TestApp, overrides: Record<string, string> = {}) => ({
  full_name: 'Grace Hopper',
  email: 'grace@example.com',
  phone_country: 'GB',
  phone_number: '7400 123-456',
  linkedin_url: 'https://www.linkedin.com/in/grace-hopper/',
  consent: 'yes',
  website: '',
  started: startedAgo(t),
  ...overrides,
});

/** The person's links in the workspace, by e-mail. */
export const linksOf = async (t: TestApp, workspaceId: string, email: string) => {
  const result = await t.pool.query<{
    candidate_id: string;
    project_id: string;
    stage: string;
    source: string;
    resume_file_id: string | null;
    phone_numbers: string[];
  }>(
    `select c.id as candidate_id, pc.project_id, pc.stage, pc.source, c.resume_file_id, c.phone_numbers
       from candidate c join project_candidate pc on pc.candidate_id = c.id
      where c.workspace_id = $1 and lower(c.email) = lower($2) order by pc.added_at`,
    [workspaceId, email],
  );
  return result.rows;
};
