import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateMessages } from '@hirelane/domain/outreach/candidate-messages.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit, type Kit } from '../projects/project.test-kit';

/**
 * Decision 014: a person is visible to a member only through a project the member can see
 * (workspace owners and admins see everyone), on every route that takes a candidate id.
 */

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let member: { cookie: string; workspace: string };
let admin: { cookie: string; workspace: string };
let shared: { _id: string; linked_campaign: string };
let closed: { _id: string; linked_campaign: string };
let both: string;
let onlyClosed: string;

const as = (who: { cookie: string; workspace: string }) => ({
  cookie: who.cookie,
  workspace: who.workspace,
});

/** A campaign e-mail of the person in the project's campaign (enrolment and thread row). */
const mailOf = async (candidateId: string, campaignId: string, subject: string) => {
  const enrollment = await t.pool.query<{ id: string }>(
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
     values ($1, $2, $3, 'active') returning id`,
    [owner.workspace, campaignId, candidateId],
  );
  await t.pool.query(
    `insert into email_message (workspace_id, candidate_id, enrollment_id, direction, kind,
                                message_id, subject, from_email, to_email, text_body)
     values ($1, $2, $3, 'outbound', 'sent', $4, $5, 'owner@example.com', 'p@example.com', 'Hi')`,
    [
      owner.workspace,
      candidateId,
      enrollment.rows[0]?.id,
      `<${randomUUID()}@example.com>`,
      subject,
    ],
  );
};

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 73);
  owner = await kit.owner('access-owner@example.com');
  const teammate = await kit.teammate(owner.cookie, owner.workspace, 'access-member@example.com');
  member = { cookie: teammate.cookie, workspace: owner.workspace };
  const adminMate = await kit.teammate(
    owner.cookie,
    owner.workspace,
    'access-admin@example.com',
    'admin',
  );
  admin = { cookie: adminMate.cookie, workspace: owner.workspace };
  shared = await kit.createProject(owner.cookie, owner.workspace, { name: 'Shared' });
  closed = await kit.createProject(owner.cookie, owner.workspace, { name: 'Closed' });
  const added = await call(t, 'POST', `/api/project/${shared._id}/members/add`, {
    ...as(owner),
    body: { members: [{ _id: teammate.memberId, role: 'collaborator' }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  both = (
    await kit.addCandidate(owner.cookie, owner.workspace, shared._id, {
      first_name: 'Both',
      email: 'both@example.com',
    })
  ).candidate_id;
  await kit.addCandidate(owner.cookie, owner.workspace, closed._id, {
    first_name: 'Both',
    email: 'both@example.com',
  });
  onlyClosed = (
    await kit.addCandidate(owner.cookie, owner.workspace, closed._id, {
      first_name: 'Closed Only',
      email: 'closed-only@example.com',
    })
  ).candidate_id;
  await mailOf(both, shared.linked_campaign, 'Shared project hello');
  await mailOf(both, closed.linked_campaign, 'Closed project hello');
  await mailOf(onlyClosed, closed.linked_campaign, 'Closed only hello');
});
afterAll(async () => {
  await t.close();
});

describe('who sees a candidate', () => {
  it('hides a person of no visible project from a member on every candidate route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/api/candidate/get/${onlyClosed}`],
      ['GET', `/api/candidate/${onlyClosed}/resume`],
      ['GET', `/api/candidate/${onlyClosed}/messages`],
      ['POST', `/api/candidate/${onlyClosed}/notes/add`, { body: 'Peeking' }],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(t, method, url, { ...as(member), body });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Candidate not found.' });
      expect(response.body).not.toContain('closed-only@example.com');
    }
    const notes = await t.pool.query('select 1 from candidate_note where candidate_id = $1', [
      onlyClosed,
    ]);
    expect(notes.rowCount).toBe(0);
  });

  it('answers a hidden person exactly like an id that does not exist', async () => {
    const hidden = await call(t, 'GET', `/api/candidate/get/${onlyClosed}`, as(member));
    const unknown = await call(t, 'GET', `/api/candidate/get/${randomUUID()}`, as(member));
    expect(hidden.statusCode).toBe(unknown.statusCode);
    expect(hidden.json()).toEqual(unknown.json());
  });

  it('shows workspace owners and admins everyone', async () => {
    for (const who of [owner, admin]) {
      const person = await kit.getCandidate(who.cookie, who.workspace, onlyClosed);
      expect(person.projects.map((entry) => entry.name)).toEqual(['Closed']);
      const messages = await call(t, 'GET', `/api/candidate/${onlyClosed}/messages`, as(who));
      expect(messages.statusCode).toBe(200);
    }
  });

  it('shows a member the person through a shared project, and only that project', async () => {
    const person = await kit.getCandidate(member.cookie, member.workspace, both);
    expect(person.projects.map((entry) => entry.name)).toEqual(['Shared']);
    const inShared = await kit.getCandidate(member.cookie, member.workspace, both, shared._id);
    expect(inShared.project).toEqual({ _id: shared._id, name: 'Shared' });

    const messages = await call(t, 'GET', `/api/candidate/${both}/messages`, as(member));
    expect(messages.statusCode, messages.body).toBe(200);
    const thread = messages.json().data as CandidateMessages;
    expect(thread.enrollments.map((entry) => entry.project_id)).toEqual([shared._id]);
    expect(thread.messages.map((entry) => entry.subject)).toEqual(['Shared project hello']);

    const asOwner = (await call(t, 'GET', `/api/candidate/${both}/messages`, as(owner))).json()
      .data as CandidateMessages;
    expect(asOwner.messages.map((entry) => entry.subject)).toEqual([
      'Shared project hello',
      'Closed project hello',
    ]);

    const note = await call(t, 'POST', `/api/candidate/${both}/notes/add`, {
      ...as(member),
      body: { body: 'Seen through Shared', project_id: shared._id },
    });
    expect(note.statusCode, note.body).toBe(200);
  });

  it('needs a named project to be visible and to hold the person', async () => {
    const throughClosed = await call(
      t,
      'GET',
      `/api/candidate/get/${both}?project_id=${closed._id}`,
      as(member),
    );
    expect(throughClosed.statusCode).toBe(404);
    const noteInClosed = await call(t, 'POST', `/api/candidate/${both}/notes/add`, {
      ...as(member),
      body: { body: 'Into the closed project', project_id: closed._id },
    });
    expect(noteInClosed.statusCode).toBe(404);
    const notHeld = await call(t, 'POST', `/api/candidate/${onlyClosed}/notes/add`, {
      ...as(owner),
      body: { body: 'Wrong project', project_id: shared._id },
    });
    expect(notHeld.statusCode).toBe(404);
    expect(notHeld.json()).toMatchObject({ message: 'This candidate is not in this project.' });
  });
});
