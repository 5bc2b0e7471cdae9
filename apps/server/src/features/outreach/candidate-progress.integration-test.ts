import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CandidateMessages } from '@hirelane/domain/outreach/candidate-messages.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { DRAFTS, campaignKit, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from './schedule-due-steps';

/*
 * GET /api/candidate/{id}/messages says "step n of m" for the step the candidate is actually on:
 * an e-mail planned for later is still the step they are on, not the one after it.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = campaignKit(t, 94);
  owner = await kit.owner('progress-owner@example.com');
  await kit.insertMailbox(owner.workspace, 'sender@progress.test');
});
afterAll(async () => {
  await t.close();
});

const progressOf = async (candidateId: string) => {
  const response = await call(t, 'GET', `/api/candidate/${candidateId}/messages`, owner);
  expect(response.statusCode, response.body).toBe(200);
  const [enrolment] = (response.json().data as CandidateMessages).enrollments;
  return enrolment;
};

describe('the step a candidate is on', () => {
  it('is step 1 of 2 while the first e-mail waits for its send time, then the step after', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Progress' });
    const campaignId = project.linked_campaign;
    await kit.addStep(owner, campaignId, DRAFTS.email);
    await kit.addStep(owner, campaignId, DRAFTS.delay);
    await kit.addStep(owner, campaignId, DRAFTS.email);
    await kit.api(owner).settings(campaignId, { from_email: 'sender@progress.test' });
    expect((await kit.api(owner).activate(campaignId, true)).statusCode).toBe(200);
    const { candidate_id: person } = await kit.addCandidate(
      owner.cookie,
      owner.workspace,
      project._id,
      { full_name: 'Pat Progress', email: 'pat@progress.test' },
    );
    await kit.move(owner.cookie, owner.workspace, project._id, {
      candidate_ids: [person],
      to_stage: 'in_campaign',
    });
    expect(await progressOf(person)).toMatchObject({ current_step: 1, total_steps: 2 });

    // Planned for later: the engine moved past step 1, but nothing was sent yet.
    const later = new Date(Date.now() + 3 * 3_600_000);
    await scheduleDueSteps(t.app, { now: new Date() });
    await t.pool.query(
      `update campaign_delivery d set scheduled_at = $2 from campaign_enrollment e
        where e.id = d.enrollment_id and e.candidate_id = $1`,
      [person, later],
    );
    expect(await progressOf(person)).toMatchObject({
      status: 'active',
      current_step: 1,
      total_steps: 2,
      next_run_at: later.toISOString(),
    });

    // Sent: the follow-up after the delay is the step being waited for.
    await t.pool.query(
      `update campaign_delivery d set status = 'sent', sent_at = now() from campaign_enrollment e
        where e.id = d.enrollment_id and e.candidate_id = $1`,
      [person],
    );
    await t.pool.query(
      'update campaign_enrollment set next_run_at = now() where candidate_id = $1',
      [person],
    );
    await scheduleDueSteps(t.app, { now: new Date(Date.now() + 1000) });
    expect(await progressOf(person)).toMatchObject({ current_step: 2, total_steps: 2 });
  });
});
