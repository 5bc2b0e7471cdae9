import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEAM_INBOX_OFF_MESSAGE,
  type InboxThread,
  type InboxThreadDetail,
  type InboxThreadsPage,
} from '@hirelane/domain/inbox/inbox.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { listInboxThreads } from './list-inbox-threads';
import { inboxFacts } from './inbox.test-kit';

/** The team inbox's threads: the trigger's summary, read state per user, assign, labels, access. */

let t: TestApp;
let facts: ReturnType<typeof inboxFacts>;
let owner: As;
let member: As;
let stranger: As;
let outsider: As;
let seen: { id: string; campaign: string };
let hidden: { id: string; campaign: string };
let alice: string;
let bob: string;
let aliceEnrollment: string;
let aliceReply: { id: string; messageId: string };
let aliceThread: string;
let bobThread: string;
let memberId: string;

const get = async <T>(as: As, path: string) => {
  const response = await call(t, 'GET', path, as);
  return { status: response.statusCode, body: response.body, data: response.json().data as T };
};
const threadsOf = (as: As, query = '') => get<InboxThreadsPage>(as, `/api/inbox/threads${query}`);
const ids = (page: InboxThreadsPage) => page.threads.map((thread) => thread.id);

beforeAll(async () => {
  t = await createTestApp();
  facts = inboxFacts(t);
  const kit = campaignKit(t, 241);
  owner = await kit.owner('inbox-owner@example.com', 'Inbox Team');
  outsider = await kit.owner('inbox-outsider@example.com', 'Other Team');
  const seenProject = await kit.createProject(owner.cookie, owner.workspace, { name: 'Seen' });
  const hiddenProject = await kit.createProject(owner.cookie, owner.workspace, { name: 'Hidden' });
  seen = { id: seenProject._id, campaign: seenProject.linked_campaign };
  hidden = { id: hiddenProject._id, campaign: hiddenProject.linked_campaign };
  member = await kit.shareWith(owner, seen.id, 'inbox-member@example.com', 'collaborator');
  stranger = {
    cookie: (await kit.teammate(owner.cookie, owner.workspace, 'inbox-stranger@example.com'))
      .cookie,
    workspace: owner.workspace,
  };
  alice = (
    await kit.addCandidate(owner.cookie, owner.workspace, seen.id, {
      first_name: 'Alice',
      last_name: 'Seen',
      email: 'alice@example.com',
    })
  ).candidate_id;
  bob = (
    await kit.addCandidate(owner.cookie, owner.workspace, hidden.id, {
      first_name: 'Bob',
      last_name: 'Hidden',
      email: 'bob@example.com',
    })
  ).candidate_id;
  aliceEnrollment = await facts.enrollment(owner.workspace, seen.campaign, alice);
  await facts.message(owner.workspace, aliceEnrollment, alice, {
    direction: 'outbound',
    text: 'Hi Alice, would you like to talk?',
    at: '2026-01-10T09:00:00Z',
  });
  aliceReply = await facts.message(owner.workspace, aliceEnrollment, alice, {
    direction: 'inbound',
    text: 'Yes, I am interested.\n> Hi Alice, would you like to talk?',
    at: '2026-01-10T10:00:00Z',
    from: 'alice@example.com',
  });
  aliceThread = await facts.threadOf(aliceReply.id);
  const bobEnrollment = await facts.enrollment(owner.workspace, hidden.campaign, bob);
  const bobReply = await facts.message(owner.workspace, bobEnrollment, bob, {
    direction: 'inbound',
    text: 'Please remove me from your list.',
    at: '2026-01-11T10:00:00Z',
  });
  bobThread = await facts.threadOf(bobReply.id);
  const memberRow = await t.pool.query<{ id: string }>(
    `select wm.id from workspace_member wm join "user" u on u.id = wm.user_id
      where wm.workspace_id = $1 and u.email = 'inbox-member@example.com'`,
    [owner.workspace],
  );
  memberId = memberRow.rows[0]?.id ?? '';
  await facts.setTeamFlag(owner.workspace, true);
  await facts.setTeamFlag(outsider.workspace, true);
});

afterAll(async () => {
  await t.close();
});

describe('team inbox threads', () => {
  it('refuses with the reason while the team flag is off', async () => {
    await facts.setTeamFlag(owner.workspace, false);
    try {
      for (const path of [
        '/api/inbox/threads',
        `/api/project/${seen.id}/inbox/threads`,
        `/api/inbox/threads/${aliceThread}`,
      ]) {
        const response = await call(t, 'GET', path, owner);
        expect(response.statusCode, path).toBe(403);
        expect(response.json()).toMatchObject({ message: TEAM_INBOX_OFF_MESSAGE });
      }
    } finally {
      await facts.setTeamFlag(owner.workspace, true);
    }
  });

  it('keeps one thread per person and project, with its last message and who must answer', async () => {
    const { status, data } = await threadsOf(owner);
    expect(status).toBe(200);
    expect(ids(data)).toEqual([bobThread, aliceThread]);
    expect(data.threads[1]).toMatchObject({
      candidate: { id: alice, name: 'Alice Seen' },
      project: { id: seen.id, name: 'Seen' },
      channels: ['email'],
      last_message_at: '2026-01-10T10:00:00.000Z',
      snippet: 'Yes, I am interested.',
      label: null,
      unread: true,
      needs_reply: true,
      assignee: null,
    });
    const project = await get<InboxThreadsPage>(owner, `/api/project/${seen.id}/inbox/threads`);
    expect(ids(project.data)).toEqual([aliceThread]);
  });

  it('shows a member the threads of their projects only', async () => {
    const { data } = await threadsOf(member);
    expect(ids(data)).toEqual([aliceThread]);
    expect((await call(t, 'GET', `/api/inbox/threads/${bobThread}`, member)).statusCode).toBe(404);
    const none = await threadsOf(stranger);
    expect(none.status).toBe(200);
    expect(ids(none.data)).toEqual([]);
    expect((await call(t, 'GET', `/api/inbox/threads/${aliceThread}`, stranger)).statusCode).toBe(
      404,
    );
    const project = await call(t, 'GET', `/api/project/${seen.id}/inbox/threads`, stranger);
    expect(project.statusCode).toBe(404);
  });

  it("answers 404 to another workspace's thread and shows it nothing", async () => {
    const response = await call(t, 'GET', `/api/inbox/threads/${aliceThread}`, outsider);
    expect(response.statusCode).toBe(404);
    const { data } = await threadsOf(outsider);
    expect(data.threads).toEqual([]);
  });

  it('reads a thread oldest first, labels by the rules, and marks it read for the reader only', async () => {
    const { status, data } = await get<InboxThreadDetail>(
      member,
      `/api/inbox/threads/${aliceThread}`,
    );
    expect(status).toBe(200);
    expect(data.messages.map((message) => [message.direction, message.label])).toEqual([
      ['outbound', null],
      ['inbound', 'interested'],
    ]);
    expect(data.messages[1]?.label_by).toBe('rules');
    expect(data.thread.unread).toBe(false);
    const forMember = await threadsOf(member, '?unread=true');
    expect(ids(forMember.data)).toEqual([]);
    const forOwner = await threadsOf(owner, '?unread=true');
    expect(ids(forOwner.data)).toEqual([bobThread, aliceThread]);

    await facts.message(owner.workspace, aliceEnrollment, alice, {
      direction: 'inbound',
      text: 'One more thing: is it remote?',
      at: '2026-01-10T11:00:00Z',
    });
    expect(ids((await threadsOf(member, '?unread=true')).data)).toEqual([aliceThread]);

    await get(member, `/api/inbox/threads/${aliceThread}`);
    const unread = await call(t, 'POST', `/api/inbox/threads/${aliceThread}/unread`, {
      ...member,
      body: {},
    });
    expect(unread.statusCode, unread.body).toBe(200);
    expect((unread.json().data as { thread: InboxThread }).thread.unread).toBe(true);
  });

  it('clears needs-reply when we answer, and filters on it', async () => {
    expect(ids((await threadsOf(owner, '?needs_reply=true')).data)).toContain(aliceThread);
    await facts.message(owner.workspace, aliceEnrollment, alice, {
      direction: 'outbound',
      text: 'Yes, fully remote.',
      at: '2026-01-10T12:00:00Z',
    });
    expect(ids((await threadsOf(owner, '?needs_reply=true')).data)).toEqual([bobThread]);
  });

  it('assigns to a teammate who sees the project, filters "mine", and unassigns', async () => {
    const assign = (as: As, body: unknown) =>
      call(t, 'PUT', `/api/inbox/threads/${aliceThread}/assignee`, { ...as, body });
    const strangerId = (
      await t.pool.query<{ id: string }>(
        `select wm.id from workspace_member wm join "user" u on u.id = wm.user_id
          where u.email = 'inbox-stranger@example.com'`,
      )
    ).rows[0]?.id;
    expect((await assign(owner, { assignee_member_id: strangerId })).statusCode).toBe(422);
    const done = await assign(owner, { assignee_member_id: memberId });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json().data as { thread: InboxThread }).thread.assignee).toEqual({
      id: memberId,
      name: expect.any(String) as string,
    });
    expect(ids((await threadsOf(member, '?mine=true')).data)).toEqual([aliceThread]);
    expect(ids((await threadsOf(owner, '?mine=true')).data)).toEqual([]);
    expect((await assign(owner, { assignee_member_id: null })).statusCode).toBe(200);
    expect(ids((await threadsOf(member, '?mine=true')).data)).toEqual([]);
    expect((await assign(stranger, { assignee_member_id: null })).statusCode).toBe(404);
  });

  it('filters by channel', async () => {
    expect(ids((await threadsOf(owner, '?channel=email')).data)).toHaveLength(2);
    expect(ids((await threadsOf(owner, '?channel=linkedin')).data)).toEqual([]);
    expect((await call(t, 'GET', '/api/inbox/threads?channel=fax', owner)).statusCode).toBe(422);
  });

  it('lets a person correct a label, not on our own e-mails nor out of sight', async () => {
    const label = (as: As, messageId: string, value: string) =>
      call(t, 'PUT', `/api/inbox/messages/${messageId}/label`, { ...as, body: { label: value } });
    const corrected = await label(member, aliceReply.id, 'question');
    expect(corrected.statusCode, corrected.body).toBe(200);
    const { data } = await get<InboxThreadDetail>(owner, `/api/inbox/threads/${aliceThread}`);
    expect(data.messages.find((message) => message.id === aliceReply.id)).toMatchObject({
      label: 'question',
      label_by: 'user',
    });
    const outbound = data.messages.find((message) => message.direction === 'outbound');
    expect((await label(owner, outbound?.id ?? '', 'question')).statusCode).toBe(404);
    expect((await label(outsider, aliceReply.id, 'question')).statusCode).toBe(404);
    expect((await label(owner, aliceReply.id, 'maybe')).statusCode).toBe(422);
  });

  it('pages newest first without skipping or repeating threads of the same instant', async () => {
    const kit = campaignKit(t, 242);
    for (const name of ['Carol', 'Dan', 'Eve']) {
      const person = (
        await kit.addCandidate(owner.cookie, owner.workspace, seen.id, {
          first_name: name,
          last_name: 'Same',
          email: `${name.toLowerCase()}@example.com`,
        })
      ).candidate_id;
      const enrollment = await facts.enrollment(owner.workspace, seen.campaign, person);
      await facts.message(owner.workspace, enrollment, person, {
        direction: 'inbound',
        text: 'Hello',
        at: '2026-01-12T10:00:00Z',
      });
    }
    const tenant = await t.pool.query<{ id: string; role: string; user_id: string }>(
      `select wm.id, wm.role, wm.user_id from workspace_member wm join "user" u on u.id = wm.user_id
        where wm.workspace_id = $1 and u.email = 'inbox-owner@example.com'`,
      [owner.workspace],
    );
    const row = tenant.rows[0];
    if (!row) throw new Error('no owner member');
    const context = {
      workspaceId: owner.workspace,
      memberId: row.id,
      role: row.role as 'owner',
      permissions: [],
    };
    const seenIds: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const result = await listInboxThreads(t.app.db, context, row.user_id, null, { cursor }, 2);
      seenIds.push(...ids(result));
      if (!result.next_cursor) break;
      cursor = result.next_cursor;
    }
    expect(seenIds).toHaveLength(5);
    expect(new Set(seenIds).size).toBe(5);
    expect(seenIds.slice(-2)).toEqual([bobThread, aliceThread]);
  });

  it('shows a thread without project only to owners and admins, and pages a member across the workspace', async () => {
    const zed = (
      await campaignKit(t, 246).addCandidate(owner.cookie, owner.workspace, hidden.id, {
        first_name: 'Zed',
        last_name: 'Loose',
        email: 'zed@example.com',
      })
    ).candidate_id;
    const loose = await facts.message(owner.workspace, null, zed, {
      direction: 'inbound',
      text: 'Writing to you directly.',
      at: '2026-01-09T10:00:00Z',
    });
    const looseThread = await facts.threadOf(loose.id);
    const everything = await threadsOf(owner);
    expect(ids(everything.data).at(-1)).toBe(looseThread);
    expect(everything.data.threads.at(-1)?.project).toBeNull();
    expect((await call(t, 'GET', `/api/inbox/threads/${looseThread}`, member)).statusCode).toBe(
      404,
    );

    const row = (
      await t.pool.query<{ id: string; role: string; user_id: string }>(
        `select wm.id, wm.role, wm.user_id from workspace_member wm
          where wm.workspace_id = $1 and wm.id = $2`,
        [owner.workspace, memberId],
      )
    ).rows[0];
    if (!row) throw new Error('no member');
    const context = {
      workspaceId: owner.workspace,
      memberId: row.id,
      role: row.role as 'member',
      permissions: [],
    };
    const paged: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const result = await listInboxThreads(t.app.db, context, row.user_id, null, { cursor }, 1);
      paged.push(...ids(result));
      if (!result.next_cursor) break;
      cursor = result.next_cursor;
    }
    const projects = await t.pool.query<{ id: string; project_id: string | null }>(
      'select id, project_id from inbox_thread where id = any($1::uuid[])',
      [paged],
    );
    expect(paged.length).toBeGreaterThanOrEqual(4);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.at(-1)).toBe(aliceThread);
    expect(paged).not.toContain(bobThread);
    expect(paged).not.toContain(looseThread);
    expect(projects.rows.every((thread) => thread.project_id === seen.id)).toBe(true);
  });
});
