import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPlanFeature } from '@hirelane/domain/billing/plan-limits';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { DRAFTS, campaignKit, type As } from '../campaign.test-kit';

/**
 * Decision 022's feature flags on campaign steps: AI call and WhatsApp steps are added only on a
 * plan that includes them; a downgrade keeps (and lets you edit) the steps already there.
 */

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let campaignId: string;

const setPlan = (plan: string) =>
  t.pool.query('update workspace set plan_name = $2 where id = $1', [owner.workspace, plan]);

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 179);
  owner = await kit.owner('step-plan-owner@example.com');
  const project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Plans' });
  campaignId = project.linked_campaign;
});
afterAll(async () => {
  await t.close();
});

const add = (draft: unknown) =>
  call(t, 'POST', `/api/campaign/${campaignId}/step/add`, { ...owner, body: draft });

describe('AI call and WhatsApp steps by plan', () => {
  it('adds them on Pro, refuses new ones on Starter naming the feature and plan, keeps the old', async () => {
    await setPlan('pro');
    const call1 = await kit.addStep(owner, campaignId, DRAFTS.aiCall);
    await kit.addStep(owner, campaignId, DRAFTS.whatsapp);

    await setPlan('starter');
    const aiCall = await add(DRAFTS.aiCall);
    expect(aiCall.statusCode).toBe(422);
    expect(aiCall.json().message).toBe(
      'AI calls are not part of your Starter plan. Upgrade to Pro to use them.',
    );
    const whatsapp = await add(DRAFTS.whatsapp);
    expect(whatsapp.statusCode).toBe(422);
    expect(whatsapp.json().message).toBe(
      (checkPlanFeature('starter', 'whatsapp') as { reason: string }).reason,
    );
    // E-mail is part of every plan; the steps from before the downgrade stay and can be edited.
    await kit.addStep(owner, campaignId, DRAFTS.email);
    expect((await kit.stepsOf(owner, campaignId)).map((step) => step.type)).toEqual([
      'auto_ai_call',
      'auto_whatsapp_message_send',
      'auto_email',
    ]);
    const edited = await call(t, 'PUT', `/api/campaign/${campaignId}/step/update/${call1._id}`, {
      ...owner,
      body: { type: 'auto_ai_call', config: { ...DRAFTS.aiCall.config, goal: 'New goal' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('refuses an AI generation for the WhatsApp or call channel below the plan', async () => {
    await setPlan('starter');
    const refused = await call(t, 'POST', `/api/campaign/${campaignId}/steps/generate`, {
      ...owner,
      body: { channels: ['email', 'call'], tone: 'friendly', number_of_steps: 2 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('AI calls are not part of your Starter plan');
    const runs = await t.pool.query('select 1 from step_generation where campaign_id = $1', [
      campaignId,
    ]);
    expect(runs.rowCount).toBe(0);
  });

  it('allows them during the trial (Pro features) and on Enterprise', async () => {
    for (const plan of ['trial', 'enterprise']) {
      await setPlan(plan);
      expect((await add(DRAFTS.whatsapp)).statusCode).toBe(200);
      expect((await add(DRAFTS.aiCall)).statusCode).toBe(200);
    }
  });
});
