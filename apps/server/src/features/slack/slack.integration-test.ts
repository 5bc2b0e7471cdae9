import { encodeTeamChatState, TUNNEL_WARNING_HEADER } from '@hirelane/domain/slack/slack.schema';
import type { FakeSlack } from '@hirelane/test-servers/fake-slack/fake-slack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { As } from '../campaigns/campaign.test-kit';
import { projectKit } from '../projects/project.test-kit';
import { slackNotifyJob } from './slack-notify-job';
import { connectSlack, createSlackWorld } from './slack.test-kit';

let t: TestApp;
let slack: FakeSlack;
let kit: ReturnType<typeof projectKit>;
let owner: As;
let ownerUserId: string;
let projectId: string;
let campaignId: string;
let candidateId: string;

const notify = () => slackNotifyJob.handler(t.app);

const settings = async (as: As) => {
  const response = await call(t, 'GET', '/api/communication/slack/settings', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    configured: boolean;
    workspace_connection: {
      team_name: string;
      status: string;
      invalid_reason: string | null;
    } | null;
    personal_connection: { team_name: string; dm_enabled: boolean } | null;
    kinds: { kind: string; enabled: boolean }[];
  };
};

let replies = 0;
/** A candidate's reply read from the mailbox, as the IMAP reader records it. */
const reply = async (subject: string): Promise<string> => {
  replies += 1;
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into email_message (workspace_id, candidate_id, enrollment_id, direction, kind,
                                message_id, subject, from_email, text_body)
     select e.workspace_id, e.candidate_id, e.id, 'inbound', 'reply', $3, $4, 'ada@example.com', 'Yes!'
       from campaign_enrollment e where e.campaign_id = $1 and e.candidate_id = $2
     returning id`,
    [campaignId, candidateId, `<reply-${replies}@example.com>`, subject],
  );
  return rows[0]?.id ?? '';
};

beforeAll(async () => {
  ({ t, slack } = await createSlackWorld());
  kit = projectKit(t, 91);
  owner = await kit.owner('slack-owner@example.com');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Backend' });
  projectId = project._id;
  campaignId = project.linked_campaign;
  const added = await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
  });
  candidateId = (added as { candidate_id: string }).candidate_id;
  await t.pool.query(
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
     values ($1, $2, $3, 'active')`,
    [owner.workspace, campaignId, candidateId],
  );
  const { rows } = await t.pool.query<{ id: string }>(
    `select id from "user" where email = 'slack-owner@example.com'`,
  );
  ownerUserId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await slack.close();
});

describe('connecting Slack', () => {
  it('connects the workspace by OAuth v2 and lands on /app/slack-confirmation', async () => {
    const start = await call(t, 'GET', '/api/communication/slack/authorize?scope=workspace', owner);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin + authorize.pathname).toBe(`${slack.baseUrl}/oauth/v2/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(slack.clientId);
    expect(authorize.searchParams.get('scope')).toBe(
      'chat:write,channels:read,groups:read,im:write',
    );
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/communication/slack/callback',
    );

    const landing = await connectSlack(t, owner, 'workspace');
    expect(landing).toBe(
      `/app/slack-confirmation?workspace=${owner.workspace}&team=Fake%20Recruiting`,
    );
    const stored = await t.pool.query<{ bot_token_sealed: string }>(
      'select bot_token_sealed from slack_connection where workspace_id = $1',
      [owner.workspace],
    );
    // The bot token is sealed, never stored as Slack gave it.
    expect(stored.rows[0]?.bot_token_sealed).toMatch(/^v1\./);
    expect(slack.tokens().some((token) => stored.rows[0]?.bot_token_sealed.includes(token))).toBe(
      false,
    );
    expect((await settings(owner)).workspace_connection).toMatchObject({
      team_name: 'Fake Recruiting',
      status: 'valid',
    });
  });

  it("a recruiter's own connection lands on /app/recruiter-slack-confirmation", async () => {
    const landing = await connectSlack(t, owner, 'personal');
    expect(landing).toMatch(/^\/app\/recruiter-slack-confirmation\?workspace=/);
    expect((await settings(owner)).personal_connection).toMatchObject({ dm_enabled: true });
  });

  it('refuses a callback whose state was forged, with the error on the page', async () => {
    const response = await call(
      t,
      'GET',
      '/api/communication/slack/callback?code=abc&state=forged.state',
      { cookie: owner.cookie },
    );
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(
      /^\/app\/slack-confirmation\?error=This%20Slack/,
    );
  });

  it('answers both SPEC 7 status calls with the real state, only to that user', async () => {
    const state = {
      user_id: ownerUserId,
      workspace_id: owner.workspace,
      session_id: 'sess-12345678',
    };
    const plain = await call(t, 'GET', `/api/account/status?state=${encodeTeamChatState(state)}`, {
      cookie: owner.cookie,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data).toEqual({
      connected: true,
      team_name: 'Fake Recruiting',
      error_message: null,
    });
    const scrambled = await call(
      t,
      'GET',
      `/api/account/status?state=${encodeURIComponent(encodeTeamChatState(state, true))}`,
      { cookie: owner.cookie, headers: { [TUNNEL_WARNING_HEADER]: 'true' } },
    );
    expect(scrambled.json().data).toEqual({
      connected: true,
      team_name: 'Fake Recruiting',
      error_message: null,
    });

    const stranger = await kit.owner('slack-stranger@example.com');
    const asStranger = await call(
      t,
      'GET',
      `/api/account/status?state=${encodeTeamChatState(state)}`,
      { cookie: stranger.cookie },
    );
    expect(asStranger.statusCode).toBe(404);
    const garbage = await call(t, 'GET', '/api/account/status?state=%%%', { cookie: owner.cookie });
    expect(garbage.statusCode).toBe(422);
  });
});

describe("a project's channel", () => {
  it('lists every channel across conversations.list pages and saves the choice', async () => {
    const listed = await call(t, 'GET', `/api/project/${projectId}/slack/channel`, owner);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual({
      channels: [
        { id: 'C0GENERAL1', name: 'general', is_private: false },
        { id: 'C0HIRING01', name: 'hiring', is_private: false },
        { id: 'G0PRIVATE1', name: 'leadership', is_private: true },
      ],
      selected: null,
      problem: null,
    });
    const saved = await call(t, 'PUT', `/api/project/${projectId}/slack/channel`, {
      ...owner,
      body: { channel: { id: 'C0HIRING01', name: 'hiring' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await call(t, 'GET', `/api/project/${projectId}/slack/channel`, owner);
    expect((again.json().data as { selected: unknown }).selected).toEqual({
      id: 'C0HIRING01',
      name: 'hiring',
    });
    const bad = await call(t, 'PUT', `/api/project/${projectId}/slack/channel`, {
      ...owner,
      body: { channel: { id: 'not a channel', name: 'x' } },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('notifications', () => {
  it('posts a reply once to the channel and once as a direct message, however often the job runs', async () => {
    const messageId = await reply('Re: Backend engineer');
    const before = slack.messages.length;
    await Promise.all([notify(), notify()]);
    await notify();
    const posted = slack.messages.slice(before);
    expect(posted.map((message) => message.channel).sort()).toEqual(['C0HIRING01', 'U0FAKE002']);
    const [toChannel] = posted.filter((message) => message.channel === 'C0HIRING01');
    expect(toChannel?.text).toBe('Ada Lovelace replied (Backend): Re: Backend engineer');
    expect(toChannel?.blocks[1]).toMatchObject({
      type: 'actions',
      elements: [
        {
          type: 'button',
          url: `http://localhost:3000/app/projects/${projectId}/candidate/${candidateId}`,
        },
      ],
    });
    const outbox = await t.pool.query<{ status: string; text: string }>(
      'select status, text from slack_outbox where event_id = $1',
      [messageId],
    );
    // Sent rows keep no candidate's name.
    expect(outbox.rows).toEqual([
      { status: 'sent', text: '' },
      { status: 'sent', text: '' },
    ]);
  });

  it('tells of a WhatsApp answer as a reply too, once, in the project of the person’s campaign', async () => {
    const { rows } = await t.pool.query<{ id: string }>(
      `insert into whatsapp_message (workspace_id, candidate_id, direction, status, from_phone, body)
       values ($1, $2, 'inbound', 'received', '+447700900123', 'Yes, tell me more')
       returning id`,
      [owner.workspace, candidateId],
    );
    const before = slack.messages.length;
    await Promise.all([notify(), notify()]);
    await notify();
    const posted = slack.messages
      .slice(before)
      .filter((message) => message.channel === 'C0HIRING01');
    expect(posted.map((message) => message.text)).toEqual([
      'Ada Lovelace replied (Backend): On WhatsApp',
    ]);
    const outbox = await t.pool.query<{ kind: string }>(
      'select kind from slack_outbox where event_id = $1',
      [`whatsapp:${rows[0]?.id ?? ''}`],
    );
    expect(outbox.rows.map((row) => row.kind)).toEqual(['reply_received', 'reply_received']);
  });

  it('waits as long as Slack asks when it is rate limited, then sends', async () => {
    await reply('Re: rate limits');
    const before = slack.messages.length;
    slack.rateLimit(2, 0);
    const first = await notify();
    expect(first).toMatchObject({ queued: 2, sent: 0, retried: 2 });
    await notify();
    expect(slack.messages.length - before).toBe(2);
  });

  it('tells of a finished import and a paused mailbox: the channel and the people concerned', async () => {
    await t.pool.query(
      `insert into import_job (workspace_id, project_id, kind, status, created_count,
                               updated_count, rejected_count, created_by_user_id, finished_at)
       values ($1, $2, 'csv', 'completed', 3, 1, 2, $3, now())`,
      [owner.workspace, projectId, ownerUserId],
    );
    await t.pool.query(
      `insert into mailbox (workspace_id, email, provider, status, paused_reason, problem_at)
       values ($1, 'jobs@acme.test', 'custom', 'verified', 'bounce rate 12 %', now())`,
      [owner.workspace],
    );
    const before = slack.messages.length;
    await notify();
    await notify();
    const posted = slack.messages
      .slice(before)
      .map((message) => `${message.channel} ${message.text}`)
      .sort();
    expect(posted).toEqual([
      'C0HIRING01 An import into Backend finished: 3 added, 1 updated, 2 rejected',
      'U0FAKE002 An import into Backend finished: 3 added, 1 updated, 2 rejected',
      'U0FAKE002 Mailbox jobs@acme.test stopped sending: paused: bounce rate 12 %. Campaign steps through it wait until it is fixed.',
    ]);
  });

  it('sends nothing of a kind the workspace turned off, nor DMs to someone who turned them off', async () => {
    const off = await call(t, 'PUT', '/api/communication/slack/settings', {
      ...owner,
      body: { disabled_kinds: ['reply_received'] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await settings(owner)).kinds.find((kind) => kind.kind === 'reply_received')).toEqual(
      expect.objectContaining({ enabled: false }),
    );
    await reply('Re: while switched off');
    const before = slack.messages.length;
    await notify();
    expect(slack.messages.length).toBe(before);

    await call(t, 'PUT', '/api/communication/slack/settings', {
      ...owner,
      body: { disabled_kinds: [], dm_enabled: false },
    });
    await reply('Re: DMs off');
    await notify();
    expect(slack.messages.slice(before).map((message) => message.channel)).toEqual(['C0HIRING01']);
  });

  it('a revoked token marks the connection invalid, shown on the card', async () => {
    for (const token of slack.tokens()) slack.revoke(token);
    await reply('Re: after uninstall');
    const before = slack.messages.length;
    const round = await notify();
    expect(round).toMatchObject({ sent: 0, failed: 1 });
    expect(slack.messages.length).toBe(before);
    const card = await settings(owner);
    expect(card.workspace_connection).toMatchObject({ status: 'invalid' });
    expect(card.workspace_connection?.invalid_reason).toMatch(/Connect Slack again/);
    const integrations = await call(t, 'GET', '/api/workspace/integrations', owner);
    const teamChat = (
      integrations.json().data as { integrations: { key: string; problem: string | null }[] }
    ).integrations.find((item) => item.key === 'team_chat');
    expect(teamChat?.problem).toMatch(/Connect Slack again/);
  });
});
