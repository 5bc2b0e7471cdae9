import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_CANNOT_SEND, CHANNEL_HELD_REASON } from '@hirelane/domain/campaigns/step-channels';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { callKit, usNumber } from './calls.test-kit';
import { placeDueCalls } from './place-due-calls';

let t: TestApp;
let kit: ReturnType<typeof callKit>;
let owner: As;

beforeAll(async () => {
  t = await createTestApp();
  kit = callKit(t, 62);
  owner = await kit.owner('voice-none@example.com');
  await kit.grant(owner.workspace, 100);
});
afterAll(async () => {
  await t.close();
});

describe('AI calls without a voice provider', () => {
  it('refuses the launch with the blocker naming the settings', async () => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'No Voice' });
    await kit.addStep(owner, project.linked_campaign, DRAFTS.aiCall);
    const launch = await kit.api(owner).activate(project.linked_campaign, true);
    expect(launch.statusCode).toBe(422);
    expect(launch.body).toContain(CHANNEL_CANNOT_SEND.ai_call);
    expect(CHANNEL_CANNOT_SEND.ai_call).toContain('VOICE_API_URL');
  });

  it('never fakes a call: a candidate who reaches a call step is held with the reason', async () => {
    const { candidateIds } = await kit.runningCampaign(
      owner,
      'No Voice Engine',
      [DRAFTS.aiCall],
      [{ full_name: 'Held Person', phone: usNumber(9).local }],
    );
    const [held = ''] = candidateIds;
    await scheduleDueSteps(t.app, { now: new Date() });
    expect(await placeDueCalls(t.app)).toEqual({ placed: 0 });
    expect(await kit.enrolmentOf(held)).toMatchObject({
      status: 'active',
      step_index: 0,
      held_reason: CHANNEL_HELD_REASON.ai_call,
    });
    expect(await kit.callsOf(held)).toHaveLength(0);
  });
});
