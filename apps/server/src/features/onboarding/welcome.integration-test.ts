import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceRole } from '@hirelane/domain/workspaces/roles';
import { call, createTestApp, createWorkspaceAs, type TestApp } from '../../../test/test-app';
import * as ws from '../../../test/workspace-helpers';
import { ALREADY_ONBOARDED_MESSAGE } from './complete-welcome';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// ---- helpers -------------------------------------------------------------------------------

let signInAs: ws.SignInAs | undefined;
const user = (email: string) => (signInAs ??= ws.rotatingSignIn(t, 41))(email);

const welcome = (cookie: string, body: unknown) =>
  call(t, 'POST', '/api/user/welcome', { cookie, body });

const sessionInfo = (cookie: string) => ws.sessionInfoOf(t, cookie);

const userRow = async (email: string) =>
  (
    await t.pool.query<{
      name: string;
      first_name: string;
      last_name: string;
      current_company: string;
      job_role: string;
      has_onboarded: boolean;
      current_workspace_id: string | null;
      extension_detected_at: Date | null;
    }>(
      `select name, first_name, last_name, current_company, job_role, has_onboarded,
              current_workspace_id, extension_detected_at
         from "user" where email = $1`,
      [email],
    )
  ).rows[0];

const workspacesOf = async (email: string) =>
  (
    await t.pool.query<{ id: string; name: string; role: string }>(
      `select w.id, w.name, m.role from workspace w
         join workspace_member m on m.workspace_id = w.id
         join "user" u on u.id = m.user_id
        where u.email = $1 order by w.created_at`,
      [email],
    )
  ).rows;

const join = (ownerCookie: string, workspace: string, email: string, role: WorkspaceRole) =>
  ws.joinWorkspace(t, user, ownerCookie, workspace, email, role);

const WELCOME = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical',
  role: 'Founder',
};

// ---- welcome -------------------------------------------------------------------------------

describe('POST /api/user/welcome', () => {
  it('saves the profile, creates the first workspace as owner, makes it current, marks onboarded', async () => {
    const cookie = await user('ada@example.com');
    const before = await sessionInfo(cookie);
    expect(before.profile_info).toMatchObject({ has_onboarded: false, current_workspace: null });

    const response = await welcome(cookie, {
      first_name: '  Ada ',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
      role: 'Founder',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { _id: string; name: string; role: string };
    expect(data).toEqual({
      _id: expect.any(String) as unknown,
      name: 'Analytical Engines',
      role: 'owner',
    });

    expect(await userRow('ada@example.com')).toMatchObject({
      name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      current_company: 'Analytical Engines',
      job_role: 'Founder',
      has_onboarded: true,
      current_workspace_id: data._id,
    });
    expect(await workspacesOf('ada@example.com')).toEqual([
      { id: data._id, name: 'Analytical Engines', role: 'owner' },
    ]);
    const after = await sessionInfo(cookie);
    expect(after.profile_info).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      current_company: 'Analytical Engines',
      has_onboarded: true,
      current_workspace: { _id: data._id, name: 'Analytical Engines' },
      subscription_info: null,
    });
  });

  it('refuses a second call with 422 and changes nothing', async () => {
    const cookie = await user('twice@example.com');
    expect((await welcome(cookie, WELCOME)).statusCode).toBe(200);
    const again = await welcome(cookie, { ...WELCOME, first_name: 'Other', company: 'Second Co' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: false, message: ALREADY_ONBOARDED_MESSAGE });
    expect(ALREADY_ONBOARDED_MESSAGE).toBe('You have already completed onboarding.');
    expect(await userRow('twice@example.com')).toMatchObject({
      first_name: 'Ada',
      current_company: 'Analytical',
    });
    expect(await workspacesOf('twice@example.com')).toHaveLength(1);
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const cookie = await user('racer@example.com');
    const answers = await Promise.all([welcome(cookie, WELCOME), welcome(cookie, WELCOME)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await workspacesOf('racer@example.com')).toHaveLength(1);
  });

  it('writes nothing for an invalid body', async () => {
    const cookie = await user('invalid@example.com');
    const missing = await welcome(cookie, { first_name: 'Ada', last_name: '  ', company: 'Co' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'last_name', message: 'This field is required.' },
        { path: 'role', message: expect.any(String) as unknown },
      ]),
    );
    const tooLong = await welcome(cookie, { ...WELCOME, company: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(422);
    expect(await userRow('invalid@example.com')).toMatchObject({
      first_name: '',
      current_company: '',
      job_role: '',
      has_onboarded: false,
      current_workspace_id: null,
    });
    expect(await workspacesOf('invalid@example.com')).toEqual([]);
  });

  it('rolls the workspace back when a later write of the same transaction fails', async () => {
    await t.pool.query(`
      create function refuse_boom_onboarding() returns trigger language plpgsql as $$
      begin raise exception 'boom'; end $$;
      create trigger refuse_boom_onboarding before update of has_onboarded on "user"
        for each row when (new.email = 'boom@example.com' and new.has_onboarded)
        execute function refuse_boom_onboarding();`);
    try {
      const cookie = await user('boom@example.com');
      const response = await welcome(cookie, WELCOME);
      expect(response.statusCode).toBe(500);
      expect(await workspacesOf('boom@example.com')).toEqual([]);
      const orphans = await t.pool.query(
        `select 1 from workspace w where w.name = 'Analytical'
            and not exists (select 1 from workspace_member m where m.workspace_id = w.id)`,
      );
      expect(orphans.rowCount).toBe(0);
      expect(await userRow('boom@example.com')).toMatchObject({
        first_name: '',
        has_onboarded: false,
      });
    } finally {
      await t.pool.query(`drop trigger refuse_boom_onboarding on "user";
        drop function refuse_boom_onboarding();`);
    }
  });

  it('keeps the workspace of a user who already belongs to one (invited teammate)', async () => {
    const ownerCookie = await user('welcome-owner@example.com');
    const workspace = await createWorkspaceAs(t, ownerCookie, 'Existing Team');
    const mateCookie = await join(ownerCookie, workspace, 'welcome-mate@example.com', 'member');
    // Accepting now onboards; a teammate who joined before that still has the welcome form.
    await t.pool.query(`update "user" set has_onboarded = false where email = $1`, [
      'welcome-mate@example.com',
    ]);
    const response = await welcome(mateCookie, { ...WELCOME, company: 'Somewhere Else' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ _id: workspace, name: 'Existing Team', role: 'member' });
    expect(await workspacesOf('welcome-mate@example.com')).toEqual([
      { id: workspace, name: 'Existing Team', role: 'member' },
    ]);
    expect(await userRow('welcome-mate@example.com')).toMatchObject({
      current_company: 'Somewhere Else',
      has_onboarded: true,
      current_workspace_id: workspace,
    });
  });

  it('refuses a company name longer than a workspace name may be (80) and writes nothing', async () => {
    const cookie = await user('long-company@example.com');
    const company = `${'Long '.repeat(23)}Co`;
    expect(company.length).toBeGreaterThan(80);
    const response = await welcome(cookie, { ...WELCOME, company });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([
      { path: 'company', message: 'At most 80 characters.' },
    ]);
    expect((await userRow('long-company@example.com'))?.current_company).toBe('');
  });

  it('accepts only the listed roles', async () => {
    const cookie = await user('odd-role@example.com');
    const response = await welcome(cookie, { ...WELCOME, role: 'Wizard' });
    expect(response.statusCode).toBe(422);
    expect((response.json().errors as Array<{ path: string }>)[0]?.path).toBe('role');
  });

  it('answers 401 without a session', async () => {
    expect((await welcome('', WELCOME)).statusCode).toBe(401);
  });
});
