import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignSchema,
  type CampaignStepSummary,
} from '@hirelane/domain/campaigns/campaign.schema';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { projectKit, type Kit } from '../projects/project-test-kit';

let t: TestApp;
let kit: Kit;
let owner: { cookie: string; workspace: string };
let project: { _id: string; linked_campaign: string };

beforeAll(async () => {
  t = await createTestApp();
  kit = projectKit(t, 71);
  owner = await kit.owner('campaign-owner@example.com');
  project = await kit.createProject(owner.cookie, owner.workspace, { name: 'Outreach' });
});
afterAll(async () => {
  await t.close();
});

const get = (cookie: string, workspace: string, url: string) =>
  call(t, 'GET', url, { cookie, workspace });

describe('GET /api/campaign/get/{id} and /api/campaign/{id}/steps', () => {
  it('answers the linked campaign of a project: paused, no steps yet', async () => {
    const response = await get(
      owner.cookie,
      owner.workspace,
      `/api/campaign/get/${project.linked_campaign}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(campaignSchema.parse(response.json().data)).toEqual({
      _id: project.linked_campaign,
      status: false,
      no_of_steps: 0,
      email: null,
      config: { from_email: null, from_linkedin: null },
      campaign_message: { email_account_error: null, linkedin_account_error: null },
      campaign_error_message: null,
    });
    const steps = await get(
      owner.cookie,
      owner.workspace,
      `/api/campaign/${project.linked_campaign}/steps`,
    );
    expect(steps.json().data).toEqual([]);
  });

  it('lists the steps in order and counts them', async () => {
    await t.pool.query(
      `insert into campaign_step (workspace_id, campaign_id, position, type)
       values ($1, $2, 2, 'auto_linkedin_invite'), ($1, $2, 1, 'auto_email')`,
      [owner.workspace, project.linked_campaign],
    );
    const steps = await get(
      owner.cookie,
      owner.workspace,
      `/api/campaign/${project.linked_campaign}/steps`,
    );
    expect(
      (steps.json().data as CampaignStepSummary[]).map(({ order, type, can_update }) => [
        order,
        type,
        can_update,
      ]),
    ).toEqual([
      [1, 'auto_email', true],
      [2, 'auto_linkedin_invite', true],
    ]);
    const campaign = await get(
      owner.cookie,
      owner.workspace,
      `/api/campaign/get/${project.linked_campaign}`,
    );
    expect(campaign.json().data).toMatchObject({ no_of_steps: 2 });
  });

  it('answers 404 to a member who cannot see the project, and for unknown ids', async () => {
    const mate = await kit.teammate(owner.cookie, owner.workspace, 'campaign-mate@example.com');
    const hidden = await get(
      mate.cookie,
      owner.workspace,
      `/api/campaign/get/${project.linked_campaign}`,
    );
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Campaign not found.');
    const unknown = await get(
      owner.cookie,
      owner.workspace,
      `/api/campaign/get/${crypto.randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await get(owner.cookie, owner.workspace, '/api/campaign/not-an-id/steps');
    expect(malformed.statusCode).toBe(422);
  });
});
