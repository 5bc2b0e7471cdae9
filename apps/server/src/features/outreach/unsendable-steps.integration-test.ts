import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_HELD_REASON } from '@hirelane/domain/campaigns/step-channels';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startWaitingEnrollments } from '../campaigns/campaign-enrollment-store';
import { DRAFTS, campaignKit, type As } from '../campaigns/campaign.test-kit';
import { HOLD_RECHECK_MS } from './enrollment-progress-store';
import { scheduleDueSteps } from './schedule-due-steps';
import { NO_LINKEDIN_SENDER_REASON } from './plan-linkedin-step';
import { WHATSAPP_NOT_CONFIGURED_REASON } from './plan-whatsapp-step';

/*
 * A campaign launched before WhatsApp and AI-call steps became launch blockers (or one
 * edited since) still reaches such a step: the engine holds the candidate there with the reason,
 * and never marks the step done, never completes the sequence, never moves the pipeline.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;

beforeAll(async () => {
  t = await createTestApp({ OUTREACH_IGNORE_LIMITS: 'true' });
  kit = campaignKit(t, 93);
  owner = await kit.owner('unsendable-owner@example.com');
  await kit.insertMailbox(owner.workspace, 'sender@unsendable.test');
});
afterAll(async () => {
  await t.close();
});

/** A running campaign with these steps and one candidate started on it, as before the fix. */
const runningWith = async (name: string, steps: unknown[]) => {
  const project = await kit.createProject(owner.cookie, owner.workspace, { name });
  const campaignId = project.linked_campaign;
  for (const step of steps) await kit.addStep(owner, campaignId, step);
  await kit.api(owner).settings(campaignId, { from_email: 'sender@unsendable.test' });
  const { candidate_id: candidateId } = await kit.addCandidate(
    owner.cookie,
    owner.workspace,
    project._id,
    { full_name: `${name} Person`, email: `${name.toLowerCase()}@example.test` },
  );
  const moved = await kit.move(owner.cookie, owner.workspace, project._id, {
    candidate_ids: [candidateId],
    to_stage: 'in_campaign',
  });
  expect(moved.statusCode, moved.body).toBe(200);
  await t.pool.query('update campaign set status = true where id = $1', [campaignId]);
  await t.app.db.transaction((tx) => startWaitingEnrollments(tx, owner.workspace, campaignId));
  return { projectId: project._id, campaignId, candidateId };
};

const stateOf = async (candidateId: string, projectId: string) => {
  const enrolment = await t.pool.query<{
    status: string;
    step_index: number;
    held_reason: string | null;
  }>('select status, step_index, held_reason from campaign_enrollment where candidate_id = $1', [
    candidateId,
  ]);
  const deliveries = await t.pool.query<{ step_type: string; status: string }>(
    `select d.step_type, d.status from campaign_delivery d
       join campaign_enrollment e on e.id = d.enrollment_id
      where e.candidate_id = $1 order by d.created_at`,
    [candidateId],
  );
  const stage = await t.pool.query<{ stage: string }>(
    'select stage from project_candidate where candidate_id = $1 and project_id = $2',
    [candidateId, projectId],
  );
  return {
    enrolment: enrolment.rows[0],
    deliveries: deliveries.rows,
    stage: stage.rows[0]?.stage,
  };
};

describe('a step of a channel that cannot send', () => {
  it('holds the candidate at a WhatsApp step on a server without a gateway: not completed, nothing sent', async () => {
    const { projectId, candidateId } = await runningWith('Whats', [DRAFTS.whatsapp]);
    const now = new Date();
    expect(await scheduleDueSteps(t.app, { now })).toBeGreaterThan(0);
    const held = {
      enrolment: { status: 'active', step_index: 0, held_reason: WHATSAPP_NOT_CONFIGURED_REASON },
      deliveries: [],
      stage: 'in_campaign',
    };
    expect(await stateOf(candidateId, projectId)).toEqual(held);
    // Looked at again later: still held at the same step, never passed.
    await scheduleDueSteps(t.app, { now: new Date(now.getTime() + 2 * HOLD_RECHECK_MS) });
    expect(await stateOf(candidateId, projectId)).toEqual(held);
  });

  it('sends the e-mail before it, then holds at the AI call and never plans the e-mail after it', async () => {
    const { projectId, candidateId } = await runningWith('Caller', [
      DRAFTS.email,
      DRAFTS.aiCall,
      DRAFTS.email,
    ]);
    await scheduleDueSteps(t.app, { now: new Date() });
    // The first e-mail went out (the send phase is the e-mail engine's own test).
    await t.pool.query(
      `update campaign_delivery d set status = 'sent', sent_at = now()
         from campaign_enrollment e
        where e.id = d.enrollment_id and e.candidate_id = $1`,
      [candidateId],
    );
    await t.pool.query(
      'update campaign_enrollment set next_run_at = now() where candidate_id = $1',
      [candidateId],
    );
    await scheduleDueSteps(t.app, { now: new Date(Date.now() + 1000) });
    expect(await stateOf(candidateId, projectId)).toEqual({
      enrolment: { status: 'active', step_index: 1, held_reason: CHANNEL_HELD_REASON.ai_call },
      deliveries: [{ step_type: 'auto_email', status: 'sent' }],
      stage: 'in_campaign',
    });
  });

  it('holds at a LinkedIn step of a campaign with no LinkedIn sender (decision 045)', async () => {
    const { projectId, candidateId } = await runningWith('Linked', [DRAFTS.invite]);
    await scheduleDueSteps(t.app, { now: new Date() });
    expect((await stateOf(candidateId, projectId)).enrolment).toEqual({
      status: 'active',
      step_index: 0,
      held_reason: NO_LINKEDIN_SENDER_REASON,
    });
  });
});
