import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage, NeedsYou } from '@hirelane/domain/activity/activity.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { DRAFTS, campaignKit, type As } from '../campaigns/campaign.test-kit';
import { pauseMailbox } from '../accounts/mailbox-engine-store';
import { markMailboxInvalid, saveMailboxConnection } from '../accounts/mailbox-store';
import { COMPLETE_JOB } from '../projects/project.test-kit';
import { activityFacts } from './activity.test-kit';

/** GET /api/activity/needs-you, and the writers of the facts the feed added (launch, pause, mailbox). */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let facts: ReturnType<typeof activityFacts>;
let owner: As;
let member: As;
let ria: { _id: string; linked_campaign: string };
let charlie: { _id: string; linked_campaign: string };
let hidden: { _id: string; linked_campaign: string };

const needsOf = async (as: As) => {
  const response = await call(t, 'GET', '/api/activity/needs-you', as);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as NeedsYou).items;
};

const person = async (projectId: string, name: string) =>
  (
    await kit.addCandidate(owner.cookie, owner.workspace, projectId, {
      first_name: name,
      email: `${name.toLowerCase()}@example.com`,
    })
  ).candidate_id;

const enrol = async (campaignId: string, candidateId: string, set: string) => {
  const result = await t.pool.query<{ id: string }>(
    `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status, held_reason, stop_reason)
     select $1, $2, $3, s.status, s.held_reason, s.stop_reason
       from (values ${set}) as s(status, held_reason, stop_reason) returning id`,
    [owner.workspace, campaignId, candidateId],
  );
  return result.rows[0]?.id ?? '';
};

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 139);
  facts = activityFacts(t);
  owner = await kit.owner('needs-owner@example.com', 'Needs Team');
  ria = await kit.createProject(owner.cookie, owner.workspace, { name: 'Outreach Roles' });
  charlie = await kit.createProject(owner.cookie, owner.workspace, {
    name: 'Interview Roles',
    agent: 'charlie',
    job: COMPLETE_JOB,
  });
  hidden = await kit.createProject(owner.cookie, owner.workspace, { name: 'Private Roles' });
  member = await kit.shareWith(owner, ria._id, 'needs-member@example.com', 'collaborator');
  const mate = await t.pool.query<{ id: string }>(
    `select m.id from workspace_member m join "user" u on u.id = m.user_id
      where m.workspace_id = $1 and u.email = 'needs-member@example.com'`,
    [owner.workspace],
  );
  const shared = await call(t, 'POST', `/api/project/${charlie._id}/members/add`, {
    ...owner,
    body: { members: [{ _id: mate.rows[0]?.id, role: 'collaborator' }] },
  });
  expect(shared.statusCode, shared.body).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('needs you', () => {
  it('counts replies not answered, held and bounced candidates, failed sends and interviews to decide', async () => {
    const [ann, ben, cat, dan] = await Promise.all(
      ['Ann', 'Ben', 'Cat', 'Dan'].map((name) => person(ria._id, name)),
    );
    // Two replies; Ben's was answered (an e-mail in reply to it), so only Ann's waits.
    await facts.reply(
      owner.workspace,
      ria.linked_campaign,
      ann ?? '',
      'Interested',
      '2026-02-01T10:00:00Z',
    );
    const benReply = await facts.reply(
      owner.workspace,
      ria.linked_campaign,
      ben ?? '',
      'Tell me more',
      '2026-02-01T10:00:00Z',
    );
    // Written to Ann after her reply, but not in answer to it: hers still waits.
    await t.pool.query(
      `insert into email_message (workspace_id, candidate_id, direction, kind, message_id, in_reply_to, at)
       select $1::uuid, $2::uuid, 'outbound', 'sent', 'answer-to-ben', message_id, '2026-02-01T09:00:00Z'::timestamptz
         from email_message where id = $3
       union all
       select $1::uuid, $4::uuid, 'outbound', 'sent', 'follow-up-to-ann', '<earlier@x>', '2026-02-01T11:00:00Z'::timestamptz`,
      [owner.workspace, ben, benReply, ann],
    );
    await enrol(ria.linked_campaign, cat ?? '', `('active', 'No value for {{company}}', null)`);
    await enrol(ria.linked_campaign, dan ?? '', `('stopped', null, 'bounced')`);
    const failedEnrollment = await enrol(
      ria.linked_campaign,
      (await person(ria._id, 'Eve')) ?? '',
      `('active', null, null)`,
    );
    await t.pool.query(
      `insert into campaign_delivery (workspace_id, enrollment_id, step_id, status)
       values ($1, $2, gen_random_uuid(), 'failed'), ($1, $2, gen_random_uuid(), 'failed')`,
      [owner.workspace, failedEnrollment],
    );
    // Interviews: one scored and waiting, one decided, one still being scored.
    const waiting = await person(charlie._id, 'Fay');
    const decided = await person(charlie._id, 'Gus');
    const scoring = await person(charlie._id, 'Hal');
    for (const id of [waiting, decided])
      await t.pool.query(
        `update project_candidate set stage = 'interview_completed' where project_id = $1 and candidate_id = $2`,
        [charlie._id, id],
      );
    await facts.interview(owner.workspace, charlie._id, waiting, '2026-02-02T10:00:00Z', 'hire');
    const done = await facts.interview(
      owner.workspace,
      charlie._id,
      decided,
      '2026-02-02T10:00:00Z',
      'maybe',
    );
    await t.pool.query(
      `insert into interview_verdict_decision (workspace_id, evaluation_id, verdict, reason)
       values ($1, $2, 'hire', 'Good references.')`,
      [owner.workspace, done.evaluation],
    );
    await facts.interview(owner.workspace, charlie._id, scoring, '2026-02-02T10:00:00Z', null);
    // In a project the member cannot see.
    const ivy = await person(hidden._id, 'Ivy');
    await facts.reply(
      owner.workspace,
      hidden.linked_campaign,
      ivy,
      'Hidden reply',
      '2026-02-01T10:00:00Z',
    );

    const items = await needsOf(owner);
    const summary = items.map((item) => [
      item.kind,
      item.project.name,
      item.count,
      item.candidate_id,
    ]);
    expect(summary).toEqual([
      ['unanswered_replies', 'Outreach Roles', 1, ann],
      ['unanswered_replies', 'Private Roles', 1, ivy],
      ['held_candidates', 'Outreach Roles', 1, cat],
      ['bounced_candidates', 'Outreach Roles', 1, dan],
      ['interviews_to_decide', 'Interview Roles', 1, waiting],
      ['failed_sends', 'Outreach Roles', 2, expect.any(String)],
    ]);
    expect(items.find((item) => item.kind === 'held_candidates')?.campaign?.id).toBe(
      ria.linked_campaign,
    );
  });

  it("a member counts only their projects' needs; another workspace none", async () => {
    const items = await needsOf(member);
    expect(items.map((item) => item.project.name)).not.toContain('Private Roles');
    expect(items.length).toBe(5);
    const outsider = await kit.owner('needs-outsider@example.com', 'Elsewhere');
    expect(await needsOf(outsider)).toEqual([]);
  });
});

describe('the facts the feed needed recorded', () => {
  const feed = async (query: string) => {
    const response = await call(t, 'GET', `/api/activity${query}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as ActivityPage).items;
  };

  it('a launch and a pause each leave one entry; pausing a paused campaign none', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, {
      name: 'Launch Roles',
    });
    const id = project.linked_campaign;
    await kit.addStep(owner, id, DRAFTS.email);
    await kit.insertMailbox(owner.workspace, 'launch@needs.test');
    await kit.api(owner).settings(id, { from_email: 'launch@needs.test' });
    expect((await kit.api(owner).activate(id, true)).statusCode).toBe(200);
    expect((await kit.api(owner).activate(id, false)).statusCode).toBe(200);
    expect((await kit.api(owner).activate(id, false)).statusCode).toBe(200);
    const items = await feed(`?kind=campaign&projectId=${project._id}`);
    expect(
      items.map((item) => item.kind === 'campaign' && [item.change, item.campaign.id, item.actor]),
    ).toEqual([
      ['paused', id, expect.any(String)],
      ['launched', id, expect.any(String)],
    ]);
  });

  it('a paused mailbox shows once, and no more once re-enabled', async () => {
    const box = await kit.insertMailbox(owner.workspace, 'bouncy@needs.test');
    await pauseMailbox(t.app.db, owner.workspace, box, 'Bounce rate above 5%');
    await pauseMailbox(t.app.db, owner.workspace, box, 'Again');
    const paused = await feed('?kind=mailbox');
    expect(paused).toHaveLength(1);
    expect(paused[0]).toMatchObject({ problem: 'paused', reason: 'Bounce rate above 5%' });
    const enabled = await call(t, 'PUT', `/api/communication/email/account/update/${box}`, {
      ...owner,
      body: { enabled: true },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(await feed('?kind=mailbox')).toEqual([]);
  });

  it('an invalid mailbox shows until it signs in again; a paused one stays paused', async () => {
    const box = await kit.insertMailbox(owner.workspace, 'expired@needs.test');
    await markMailboxInvalid(t.app.db, owner.workspace, box, 'The password was changed.');
    expect(await feed('?kind=mailbox')).toMatchObject([
      { problem: 'invalid', reason: 'The password was changed.' },
    ]);
    const connection = {
      email: 'expired@needs.test',
      displayName: null,
      provider: 'custom',
      smtp: { host: '127.0.0.1', port: 2525, security: 'none' as const },
      imap: { host: '127.0.0.1', port: 1143, security: 'none' as const },
      username: 'expired@needs.test',
      secret: 'sealed',
      imapUidValidity: 1,
      imapLastUid: 0,
    };
    await saveMailboxConnection(t.app.db, owner.workspace, 'nobody', connection);
    expect(await feed('?kind=mailbox')).toEqual([]);

    await pauseMailbox(t.app.db, owner.workspace, box, 'Bounce rate above 5%');
    await saveMailboxConnection(t.app.db, owner.workspace, 'nobody', connection);
    expect(await feed('?kind=mailbox')).toMatchObject([{ problem: 'paused' }]);
  });
});
