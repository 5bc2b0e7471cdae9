import { encodeTeamChatState } from '@hirelane/domain/slack/slack.schema';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

type Probe = (t: TestApp, w: World) => Promise<void>;

const VICTIM_TEAM = 'Victim Slack Team';

/** The victim's Slack connection and project channel, created once per world. */
const victimSlack = async (t: TestApp, w: World) => {
  await t.pool.query(
    `insert into slack_connection (workspace_id, scope, user_id, team_id, team_name,
                                   bot_token_sealed, authed_user_id)
     select $1, 'workspace', m.user_id, 'T0VICTIM', $2, 'v1.sealed', 'U0VICTIM'
       from workspace_member m where m.id = $3
     on conflict do nothing`,
    [w.victimWorkspace, VICTIM_TEAM, w.victimMemberId],
  );
  await t.pool.query(
    `insert into slack_project_channel (workspace_id, project_id, channel_id, channel_name)
     values ($1, $2, 'C0VICTIM01', 'victim-hiring') on conflict do nothing`,
    [w.victimWorkspace, w.victimProjectId],
  );
};

const victimUnchanged = async (t: TestApp, w: World) => {
  const connections = await t.pool.query(
    'select team_name, status from slack_connection where workspace_id = $1',
    [w.victimWorkspace],
  );
  expect(connections.rows).toEqual([{ team_name: VICTIM_TEAM, status: 'valid' }]);
  const channels = await t.pool.query(
    'select channel_id from slack_project_channel where project_id = $1',
    [w.victimProjectId],
  );
  expect(channels.rows).toEqual([{ channel_id: 'C0VICTIM01' }]);
  const settings = await t.pool.query(
    'select 1 from slack_notification_setting where workspace_id = $1',
    [w.victimWorkspace],
  );
  expect(settings.rows).toEqual([]);
};

const expectClean = (body: string) => {
  expect(body).not.toContain(VICTIM_TEAM);
  expect(body).not.toContain('victim-hiring');
};

/** Through the victim's workspace: 403; through their own: their own (unconfigured) Slack. */
const workspaceProbe =
  (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, ownStatus = 200): Probe =>
  async (t, w) => {
    await victimSlack(t, w);
    const direct = await call(t, method, path, {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    expectClean(direct.body);
    const own = await call(t, method, path, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expect(own.statusCode, own.body).toBe(ownStatus);
    expectClean(own.body);
    await victimUnchanged(t, w);
  };

/** The victim's project named through the outsider's own workspace: 404, nothing changed. */
const projectProbe =
  (method: 'GET' | 'PUT', body?: unknown): Probe =>
  async (t, w) => {
    await victimSlack(t, w);
    const response = await call(t, method, `/api/project/${w.victimProjectId}/slack/channel`, {
      cookie: w.outsiderCookie,
      workspace: w.outsiderWorkspace,
      body,
    });
    expect(response.statusCode, response.body).toBe(404);
    expectClean(response.body);
    const insider = await call(t, method, `/api/project/${w.victimProjectId}/slack/channel`, {
      cookie: w.insiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(insider.statusCode, insider.body).toBe(404);
    await victimUnchanged(t, w);
  };

export const SLACK_PROBES: Record<string, Probe> = {
  // The test server has no Slack app: through their own workspace the outsider is told so (422).
  'GET /api/communication/slack/authorize': workspaceProbe(
    'GET',
    '/api/communication/slack/authorize?scope=workspace',
    undefined,
    422,
  ),
  'GET /api/communication/slack/settings': workspaceProbe(
    'GET',
    '/api/communication/slack/settings',
  ),
  'PUT /api/communication/slack/settings': workspaceProbe(
    'PUT',
    '/api/communication/slack/settings',
    { disabled_kinds: ['reply_received'] },
  ),
  'POST /api/communication/slack/disconnect': workspaceProbe(
    'POST',
    '/api/communication/slack/disconnect',
    { scope: 'workspace' },
    404,
  ),
  // Only the signed state names a workspace; a forged one lands on the error page, changing nothing.
  'GET /api/communication/slack/callback': async (t, w) => {
    await victimSlack(t, w);
    const response = await call(
      t,
      'GET',
      `/api/communication/slack/callback?code=abc&state=${encodeURIComponent(
        Buffer.from(JSON.stringify({ workspace_id: w.victimWorkspace })).toString('base64url'),
      )}.forged`,
      { cookie: w.outsiderCookie },
    );
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(/\?error=/);
    await victimUnchanged(t, w);
  },
  'GET /api/project/:id/slack/channel': projectProbe('GET'),
  'PUT /api/project/:id/slack/channel': projectProbe('PUT', { channel: null }),
  // SPEC 7's status call: a state naming the victim's workspace is not the outsider's (404).
  'GET /api/account/status': async (t, w) => {
    await victimSlack(t, w);
    const state = encodeTeamChatState({
      user_id: 'someone-else',
      workspace_id: w.victimWorkspace,
      session_id: 'probe-session',
    });
    const named = await call(t, 'GET', `/api/account/status?state=${state}`, {
      cookie: w.outsiderCookie,
    });
    expect(named.statusCode, named.body).toBe(404);
    const byParam = await call(t, 'GET', '/api/account/status', {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(byParam.statusCode, byParam.body).toBe(404);
    expectClean(named.body + byParam.body);
  },
};
