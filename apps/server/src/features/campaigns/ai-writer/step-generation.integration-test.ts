import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { stepDraftSchema } from '@hirelane/domain/campaigns/step-config.schema';
import type { StepGeneration } from '@hirelane/domain/campaigns/step-generation.schema';
import { call, createTestApp, type TestApp } from '../../../../test/test-app';
import { LOCAL_RULES_LABEL } from '../../../integrations/llm/local-rules-provider';
import { COMPLETE_JOB } from '../../projects/project.test-kit';
import { PAUSE_BEFORE_REPLACING, STEPS_HAVE_RUN } from './accept-step-generation';
import { DRAFTS, campaignKit, type As } from '../campaign.test-kit';
import { generationApi } from './step-generation.test-kit';

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let collaborator: As;
let project: { _id: string; linked_campaign: string };

const REQUEST = { channels: ['email', 'linkedin'], tone: 'friendly', number_of_steps: 3 };

beforeAll(async () => {
  t = await createTestApp({}, { worker: true });
  kit = campaignKit(t, 91);
  owner = await kit.owner('generate-owner@example.com');
  project = await kit.createProject(owner.cookie, owner.workspace, {
    name: 'Backend hiring',
    job: COMPLETE_JOB,
  });
  collaborator = await kit.shareWith(
    owner,
    project._id,
    'generate-collab@example.com',
    'collaborator',
  );
});
afterAll(async () => {
  await t.close();
});

const setRunning = (campaignId: string, running: boolean) =>
  t.pool.query('update campaign set status = $2 where id = $1', [campaignId, running]);

describe('step generation with the built-in writer', () => {
  it('names the provider in use', async () => {
    const response = await call(t, 'GET', '/api/campaign/text-provider', owner);
    expect(response.json()).toEqual({
      success: true,
      data: { kind: 'local_rules', label: LOCAL_RULES_LABEL },
    });
  });

  it('answers null before any run, then runs through the queue to ready steps from the job', async () => {
    const api = generationApi(t, owner);
    const none = await api.latest(project.linked_campaign);
    expect(none.json()).toEqual({ success: true, data: null });
    const { started, finished } = await api.generateAndWait(project.linked_campaign, REQUEST);
    expect(started).toMatchObject({
      campaign_id: project.linked_campaign,
      project_id: project._id,
      status: 'running',
      generated_steps: [],
      error: null,
      provider: { kind: 'local_rules' },
      request: REQUEST,
    });
    expect(finished.status).toBe('ready');
    expect(finished.generated_steps.map((step) => step.type)).toEqual([
      'auto_email',
      'delay',
      'auto_linkedin_invite',
      'delay',
      'auto_email',
    ]);
    for (const step of finished.generated_steps)
      expect(stepDraftSchema.safeParse(step).success).toBe(true);
    expect(JSON.stringify(finished.generated_steps)).toContain('{{job_location}} (hybrid)');
  });

  it('lets a collaborator see the run but not generate, accept or discard (403)', async () => {
    const mine = generationApi(t, owner);
    const latest = (await mine.latest(project.linked_campaign)).json().data as StepGeneration;
    const theirs = generationApi(t, collaborator);
    expect((await theirs.latest(project.linked_campaign)).statusCode).toBe(200);
    for (const response of [
      await theirs.generate(project.linked_campaign, REQUEST),
      await theirs.accept(project.linked_campaign, latest._id),
      await theirs.discard(project.linked_campaign, latest._id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Only the project owner or an editor can change the steps of this campaign.',
      );
    }
  });

  it('refuses to accept while the campaign runs or a step is being sent, then replaces the steps', async () => {
    const api = generationApi(t, owner);
    const existing = await kit.addStep(owner, project.linked_campaign, DRAFTS.whatsapp);
    const { finished } = await api.generateAndWait(project.linked_campaign, {
      ...REQUEST,
      channels: ['email'],
      number_of_steps: 2,
    });
    await setRunning(project.linked_campaign, true);
    const running = await api.accept(project.linked_campaign, finished._id);
    expect(running.statusCode).toBe(422);
    expect(running.json().message).toBe(PAUSE_BEFORE_REPLACING);
    await setRunning(project.linked_campaign, false);

    await kit.insertDelivery(owner.workspace, project.linked_campaign, existing._id, 'sending');
    const locked = await api.accept(project.linked_campaign, finished._id);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe(STEPS_HAVE_RUN);
    expect((await kit.stepsOf(owner, project.linked_campaign)).map((step) => step._id)).toEqual([
      existing._id,
    ]);
    await t.pool.query('delete from campaign_delivery where step_id = $1', [existing._id]);

    const accepted = await api.accept(project.linked_campaign, finished._id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const steps = accepted.json().data as CampaignStep[];
    expect(
      steps.map(({ order, type, config, can_update }) => ({ order, type, config, can_update })),
    ).toEqual(
      finished.generated_steps.map((step, index) => ({
        order: index + 1,
        ...step,
        can_update: true,
      })),
    );
    expect(await kit.stepsOf(owner, project.linked_campaign)).toEqual(steps);
    const after = (await api.latest(project.linked_campaign)).json().data as StepGeneration;
    expect(after.status).toBe('accepted');
    const again = await api.accept(project.linked_campaign, finished._id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('These steps were already accepted.');
    expect((await api.discard(project.linked_campaign, finished._id)).statusCode).toBe(422);
  });

  it('discards a run, and a new run replaces an open one', async () => {
    const api = generationApi(t, owner);
    const { finished: first } = await api.generateAndWait(project.linked_campaign, REQUEST);
    const { finished: second } = await api.generateAndWait(project.linked_campaign, {
      ...REQUEST,
      tone: 'casual',
    });
    const firstNow = await t.pool.query('select status from step_generation where id = $1', [
      first._id,
    ]);
    expect(firstNow.rows[0]).toEqual({ status: 'discarded' });
    const refused = await api.accept(project.linked_campaign, first._id);
    expect(refused.json().message).toBe('These steps were discarded. Generate new ones.');

    const discarded = await api.discard(project.linked_campaign, second._id);
    expect(discarded.json()).toEqual({ success: true, message: 'Generated steps discarded.' });
    const latest = (await api.latest(project.linked_campaign)).json().data as StepGeneration;
    expect(latest).toMatchObject({ _id: second._id, status: 'discarded' });
  });

  it('answers 404 for a run of another campaign, 404 for a hidden campaign and 422 for a bad request', async () => {
    const other = await kit.createProject(owner.cookie, owner.workspace, { name: 'Other' });
    const api = generationApi(t, owner);
    const { finished } = await api.generateAndWait(other.linked_campaign, REQUEST);
    const wrongCampaign = await api.accept(project.linked_campaign, finished._id);
    expect(wrongCampaign.statusCode).toBe(404);
    expect(wrongCampaign.json().message).toBe('Generated steps not found.');
    expect((await api.discard(project.linked_campaign, finished._id)).statusCode).toBe(404);

    const mate = await kit.teammate(owner.cookie, owner.workspace, 'generate-mate@example.com');
    const hidden = await generationApi(t, {
      cookie: mate.cookie,
      workspace: owner.workspace,
    }).generate(project.linked_campaign, REQUEST);
    expect(hidden.statusCode).toBe(404);
    const invalid = await api.generate(project.linked_campaign, { ...REQUEST, channels: [] });
    expect(invalid.statusCode).toBe(422);
    expect(JSON.stringify(invalid.json().errors)).toContain('Pick at least one channel.');
  });
});
