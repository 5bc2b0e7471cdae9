import { expect } from 'vitest';
import { call, lastMailTo, tokenFromMail, type TestApp } from '../../../test/test-app';
import type { SignInAs } from '../../../test/workspace-helpers';

/** Invites a recruiting partner to the projects, signs them in and accepts; returns their cookie. */
export const joinAsPartner = async (
  t: TestApp,
  signInAs: SignInAs,
  ownerCookie: string,
  workspace: string,
  email: string,
  projectIds: string[],
  agencyName = 'Northwind Talent',
): Promise<string> => {
  const invited = await call(t, 'POST', '/api/workspace/partners/invite', {
    cookie: ownerCookie,
    workspace,
    body: { email, agency_name: agencyName, project_ids: projectIds },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = tokenFromMail(lastMailTo(t, email));
  const cookie = await signInAs(email);
  const accepted = await call(t, 'POST', '/api/invitation/accept', { cookie, body: { token } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return cookie;
};

export const submit = (
  t: TestApp,
  cookie: string,
  workspace: string,
  projectId: string,
  body: Record<string, unknown>,
) => call(t, 'POST', `/api/partner/project/${projectId}/submit`, { cookie, workspace, body });
