import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@hirelane/domain/candidates/candidate.schema';
import {
  DO_NOT_CONTACT_DENIED_MESSAGE,
  DO_NOT_CONTACT_LIFTED_MESSAGE,
  DO_NOT_CONTACT_MARKED_MESSAGE,
} from '@hirelane/domain/candidates/do-not-contact.schema';
import type { CandidateMessages } from '@hirelane/domain/outreach/candidate-messages.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { DRAFTS, campaignKit, errorsOf, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let projectId: string;
let campaignId: string;

const SENDER = 'recruiting@dnc.test';

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = campaignKit(t, 94);
  owner = await kit.owner('dnc-owner@example.com');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Compliance' });
  projectId = project._id;
  campaignId = project.linked_campaign;
  await kit.addStep(owner, campaignId, DRAFTS.email);
  await kit.insertMailbox(owner.workspace, SENDER);
  expect((await kit.api(owner).settings(campaignId, { from_email: SENDER })).statusCode).toBe(200);
  expect((await kit.api(owner).activate(campaignId, true)).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const person = (email: string) =>
  kit
    .addCandidate(owner.cookie, owner.workspace, projectId, {
      first_name: email.split('@')[0],
      last_name: 'Person',
      email,
    })
    .then((added) => added.candidate_id);

const enroll = async (candidateId: string) => {
  const moved = await kit.move(owner.cookie, owner.workspace, projectId, {
    candidate_ids: [candidateId],
    to_stage: 'in_campaign',
  });
  expect(moved.statusCode, moved.body).toBe(200);
};

const setDnc = (as: As, candidateId: string, body: unknown) =>
  call(t, 'PUT', `/api/candidate/${candidateId}/do-not-contact`, { ...as, body });

const enrollmentOf = async (candidateId: string) =>
  (
    await t.pool.query<{ status: string; stop_reason: string | null }>(
      'select status, stop_reason from campaign_enrollment where candidate_id = $1',
      [candidateId],
    )
  ).rows[0];

const deliveriesOf = async (candidateId: string) =>
  (
    await t.pool.query<{ status: string }>(
      `select d.status from campaign_delivery d
         join campaign_enrollment e on e.id = d.enrollment_id where e.candidate_id = $1`,
      [candidateId],
    )
  ).rows.map((row) => row.status);

const candidateAs = async (as: As, candidateId: string) => {
  const response = await call(t, 'GET', `/api/candidate/get/${candidateId}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Candidate;
};

const auditOf = async (candidateId: string) =>
  (
    await t.pool.query<{ action: string; reason: string | null; email: string | null }>(
      `select c.action, c.reason, u.email from do_not_contact_change c
         left join "user" u on u.id = c.changed_by_user_id
        where c.candidate_id = $1 order by c.changed_at, c.action desc`,
      [candidateId],
    )
  ).rows;

describe('do-not-contact by hand', () => {
  it('marks the person with a reason and stops their running sequence and pending sends', async () => {
    const id = await person('marked@example.com');
    await enroll(id);
    await scheduleDueSteps(t.app);
    expect(await enrollmentOf(id)).toEqual({ status: 'active', stop_reason: null });
    expect(await deliveriesOf(id)).toEqual(['scheduled']);

    const response = await setDnc(owner, id, {
      do_not_contact: true,
      reason: '  Asked on the phone not to be contacted again.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: DO_NOT_CONTACT_MARKED_MESSAGE,
      data: {
        do_not_contact: {
          reason: 'Asked on the phone not to be contacted again.',
          by: { first_name: expect.any(String) as string },
        },
        stopped_sequences: 1,
      },
    });
    expect(await enrollmentOf(id)).toEqual({ status: 'stopped', stop_reason: 'do_not_contact' });
    expect(await deliveriesOf(id)).toEqual(['canceled']);

    const seen = await candidateAs(owner, id);
    expect(seen.do_not_contact?.reason).toBe('Asked on the phone not to be contacted again.');
    expect(seen.can_change_do_not_contact).toBe(true);
    const messages = await call(t, 'GET', `/api/candidate/${id}/messages`, owner);
    expect(messages.json().data as CandidateMessages).toMatchObject({
      do_not_contact: true,
      do_not_contact_reason: 'Asked on the phone not to be contacted again.',
    });
    expect(await auditOf(id)).toEqual([
      {
        action: 'marked',
        reason: 'Asked on the phone not to be contacted again.',
        email: 'dnc-owner@example.com',
      },
    ]);
  });

  it('refuses every channel while it holds: a later enrolment is stopped, nothing planned', async () => {
    const id = await person('later@example.com');
    expect(
      (await setDnc(owner, id, { do_not_contact: true, reason: 'Legal hold' })).statusCode,
    ).toBe(200);
    await enroll(id);
    await scheduleDueSteps(t.app);
    expect(await enrollmentOf(id)).toEqual({ status: 'stopped', stop_reason: 'do_not_contact' });
    expect(await deliveriesOf(id)).toEqual([]);
  });

  it('asks for a reason', async () => {
    const id = await person('no-reason@example.com');
    const response = await setDnc(owner, id, { do_not_contact: true, reason: '   ' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({
        path: 'reason',
        message: 'Say why this person must not be contacted.',
      }),
    ]);
    expect((await candidateAs(owner, id)).do_not_contact).toBeNull();
  });

  it('lifts it: the person may be contacted again, and the change is kept', async () => {
    const id = await person('lifted@example.com');
    await setDnc(owner, id, { do_not_contact: true, reason: 'Wrong person' });
    const response = await setDnc(owner, id, { do_not_contact: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: DO_NOT_CONTACT_LIFTED_MESSAGE,
      data: { do_not_contact: null, stopped_sequences: 0 },
    });
    expect((await candidateAs(owner, id)).do_not_contact).toBeNull();
    const row = await t.pool.query(
      'select do_not_contact_at, do_not_contact_reason, do_not_contact_by_user_id from candidate where id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({
      do_not_contact_at: null,
      do_not_contact_reason: null,
      do_not_contact_by_user_id: null,
    });
    expect((await auditOf(id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['marked', 'Wrong person'],
      ['lifted', null],
    ]);
  });

  it('lets project owners and editors change it; collaborators get 403, others 404', async () => {
    const id = await person('shared@example.com');
    const editor = await kit.shareWith(owner, projectId, 'dnc-editor@example.com', 'editor');
    const collaborator = await kit.shareWith(
      owner,
      projectId,
      'dnc-collaborator@example.com',
      'collaborator',
    );
    const stranger = await kit.teammate(owner.cookie, owner.workspace, 'dnc-stranger@example.com');

    const refused = await setDnc(collaborator, id, { do_not_contact: true, reason: 'No' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DO_NOT_CONTACT_DENIED_MESSAGE);
    expect((await candidateAs(collaborator, id)).can_change_do_not_contact).toBe(false);

    const hidden = await setDnc({ cookie: stranger.cookie, workspace: owner.workspace }, id, {
      do_not_contact: true,
      reason: 'No',
    });
    expect(hidden.statusCode).toBe(404);
    expect((await candidateAs(owner, id)).do_not_contact).toBeNull();

    const marked = await setDnc(editor, id, { do_not_contact: true, reason: 'Asked by e-mail' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await candidateAs(editor, id)).can_change_do_not_contact).toBe(true);
    expect((await setDnc(collaborator, id, { do_not_contact: false })).statusCode).toBe(403);
    expect((await candidateAs(owner, id)).do_not_contact?.reason).toBe('Asked by e-mail');
  });

  it("answers 404 for another workspace's person and changes nothing", async () => {
    const id = await person('victim@example.com');
    const outsider = await kit.owner('dnc-outsider@example.com', 'Elsewhere');
    const response = await setDnc(outsider, id, { do_not_contact: true, reason: 'Spite' });
    expect(response.statusCode).toBe(404);
    expect((await candidateAs(owner, id)).do_not_contact).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });
});
