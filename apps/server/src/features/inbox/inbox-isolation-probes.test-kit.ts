import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../test/test-app';
import type { World } from '../../../test/tenant-isolation-probes';

/**
 * The team inbox's routes (spread into PROBES): the outsider is refused (403) through the
 * victim's workspace and gets 404 for the victim's thread through their own; the victim's plain
 * member, on none of the victim's projects, gets 404 for it too and sees none of it in lists.
 * Writes change nothing of the victim's thread.
 */

type Probe = (t: TestApp, w: World) => Promise<void>;

const SECRETS = (w: World) => [w.victimCandidateId, w.victimProjectId, 'Grace Victim'];

/** The victim's conversation (one reply), made once; both workspaces have the team flag. */
const victimThread = async (t: TestApp, w: World) => {
  await t.pool.query(
    `update workspace set feature_flags = feature_flags || '{"team": true}'::jsonb
      where id = any($1::uuid[])`,
    [[w.victimWorkspace, w.outsiderWorkspace]],
  );
  await t.pool.query(
    `with e as (
       insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
       values ($1, $2, $3, 'stopped')
       on conflict (campaign_id, candidate_id) do update set status = campaign_enrollment.status
       returning id)
     insert into email_message (workspace_id, candidate_id, enrollment_id, direction, kind,
       message_id, subject, from_email, text_body)
     select $1, $3, e.id, 'inbound', 'reply', '<victim-inbox@mail.test>', 'Secret role',
            'grace@victim.test', 'Victim secret reply'
       from e
     on conflict do nothing`,
    [w.victimWorkspace, w.victimCampaignId, w.victimCandidateId],
  );
  const row = await t.pool.query<{ thread_id: string; id: string }>(
    `select thread_id, id from email_message
      where workspace_id = $1 and message_id = '<victim-inbox@mail.test>'`,
    [w.victimWorkspace],
  );
  const found = row.rows[0];
  if (!found) throw new Error('victim thread not made');
  return { threadId: found.thread_id, messageId: found.id };
};

const threadState = async (t: TestApp, threadId: string) =>
  (
    await t.pool.query(
      `select t.assignee_user_id,
              (select count(*)::int from inbox_thread_read r where r.thread_id = t.id) as reads,
              (select count(*)::int from email_message m where m.thread_id = t.id) as messages,
              (select array_agg(m.label_by) from email_message m where m.thread_id = t.id) as labels
         from inbox_thread t where t.id = $1`,
      [threadId],
    )
  ).rows[0] as unknown;

const list =
  (path: (w: World) => string, projectNamed: boolean): Probe =>
  async (t, w) => {
    await victimThread(t, w);
    const direct = await call(t, 'GET', path(w), {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    for (const [cookie, workspace] of [
      [w.outsiderCookie, w.outsiderWorkspace],
      [w.insiderCookie, w.victimWorkspace],
    ] as const) {
      const response = await call(t, 'GET', path(w), { cookie, workspace });
      expect(response.statusCode, response.body).toBe(projectNamed ? 404 : 200);
      for (const secret of SECRETS(w)) expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain('Victim secret reply');
    }
  };

const onThread =
  (
    method: InjectOptions['method'],
    path: (ids: { threadId: string; messageId: string }) => string,
    body?: unknown,
  ): Probe =>
  async (t, w) => {
    const ids = await victimThread(t, w);
    const before = await threadState(t, ids.threadId);
    const direct = await call(t, method, path(ids), {
      cookie: w.outsiderCookie,
      workspace: w.victimWorkspace,
      body,
    });
    expect(direct.statusCode, direct.body).toBe(403);
    for (const [cookie, workspace] of [
      [w.outsiderCookie, w.outsiderWorkspace],
      [w.insiderCookie, w.victimWorkspace],
    ] as const) {
      const response = await call(t, method, path(ids), { cookie, workspace, body });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.body).not.toContain('Victim secret reply');
    }
    expect(await threadState(t, ids.threadId)).toEqual(before);
  };

export const INBOX_PROBES: Record<string, Probe> = {
  'GET /api/inbox/threads': list(() => '/api/inbox/threads', false),
  'GET /api/project/:id/inbox/threads': list(
    (w) => `/api/project/${w.victimProjectId}/inbox/threads`,
    true,
  ),
  'GET /api/inbox/threads/:threadId': onThread(
    'GET',
    (ids) => `/api/inbox/threads/${ids.threadId}`,
  ),
  'POST /api/inbox/threads/:threadId/unread': onThread(
    'POST',
    (ids) => `/api/inbox/threads/${ids.threadId}/unread`,
    {},
  ),
  'PUT /api/inbox/threads/:threadId/assignee': onThread(
    'PUT',
    (ids) => `/api/inbox/threads/${ids.threadId}/assignee`,
    { assignee_member_id: null },
  ),
  'PUT /api/inbox/messages/:messageId/label': onThread(
    'PUT',
    (ids) => `/api/inbox/messages/${ids.messageId}/label`,
    { label: 'wrong_person' },
  ),
  'POST /api/inbox/threads/:threadId/reply': onThread(
    'POST',
    (ids) => `/api/inbox/threads/${ids.threadId}/reply`,
    { body: 'Hello from outside' },
  ),
};
