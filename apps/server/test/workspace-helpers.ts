import { expect } from 'vitest';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import type { Invitation, WorkspaceMember } from '@hirelane/domain/workspaces/workspace.schema';
import { call, lastMailTo, signIn, tokenFromMail, type TestApp } from './test-app';

export type Members = {
  active_members: WorkspaceMember[];
  inactive_members: WorkspaceMember[];
  invitations: Invitation[];
};

export type SignInAs = (email: string) => Promise<string>;

/** Signs in from a new IP every 10 sign-ins (subnet 10.{subnet}.x.1), well below the per-IP limit. */
export const rotatingSignIn = (t: TestApp, subnet: number): SignInAs => {
  let signIns = 0;
  return (email) => signIn(t, email, `10.${subnet}.${Math.floor(signIns++ / 10)}.1`);
};

export const sessionInfoOf = async (t: TestApp, cookie: string): Promise<SessionInfo> => {
  const response = await call(t, 'GET', '/sessioninfo', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().data as SessionInfo;
};

export const membersOf = async (
  t: TestApp,
  cookie: string,
  workspace: string,
): Promise<Members> => {
  const response = await call(t, 'GET', '/api/workspace/members/list', { cookie, workspace });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Members;
};

export const inviteMembers = (
  t: TestApp,
  cookie: string,
  workspace: string,
  emails: string[],
  role: WorkspaceRole = 'member',
) =>
  call(t, 'POST', '/api/workspace/members/invite', { cookie, workspace, body: { emails, role } });

/** Invites one address and returns the token from the invitation mail. */
export const inviteToken = async (
  t: TestApp,
  cookie: string,
  workspace: string,
  email: string,
  role: WorkspaceRole = 'member',
): Promise<string> => {
  const response = await inviteMembers(t, cookie, workspace, [email], role);
  expect(response.statusCode, response.body).toBe(200);
  const mail = lastMailTo(t, email);
  expect(mail?.text).toMatch(/http:\/\/localhost:3000\/invite\?token=[A-Za-z0-9_-]{43}/);
  return tokenFromMail(mail);
};

export const acceptInvitation = (t: TestApp, cookie: string, token: string) =>
  call(t, 'POST', '/api/invitation/accept', { cookie, body: { token } });

/** Invites `email` with `role`, signs them in and accepts; returns their cookie. */
export const joinWorkspace = async (
  t: TestApp,
  signInAs: SignInAs,
  ownerCookie: string,
  workspace: string,
  email: string,
  role: WorkspaceRole,
): Promise<string> => {
  const token = await inviteToken(t, ownerCookie, workspace, email, role);
  const cookie = await signInAs(email);
  const accepted = await acceptInvitation(t, cookie, token);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return cookie;
};

export const memberIdOf = async (t: TestApp, cookie: string, workspace: string, email: string) => {
  const { active_members, inactive_members } = await membersOf(t, cookie, workspace);
  const found = [...active_members, ...inactive_members].find(
    (member) => member.profile.email === email,
  );
  if (!found) throw new Error(`${email} is not a member`);
  return found._id;
};
