import { expect } from 'vitest';
import type { Campaign, CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import { DEFAULT_AI_CALL_VOICE } from '@hirelane/domain/campaigns/step-config.schema';
import { call, type TestApp, type TestResponse } from '../../../test/test-app';
import { projectKit } from '../projects/project.test-kit';

/** Helpers shared by the campaign integration tests: the step and launch API, sender rows. */

export const DRAFTS = {
  email: {
    type: 'auto_email',
    config: { subject: 'Hello {{first_name}}', body: '<b>Hi</b> {{first_name}},\nwe are hiring.' },
  },
  aiCall: {
    type: 'auto_ai_call',
    config: { goal: 'Book an intro call', voice: DEFAULT_AI_CALL_VOICE },
  },
  invite: { type: 'auto_linkedin_invite', config: { note: 'Hi {{first_name}}, let us connect.' } },
  view: { type: 'auto_linkedin_profile_view', config: {} },
  message: { type: 'auto_linkedin_message_send', config: { message: 'Thanks for connecting!' } },
  follow: { type: 'auto_linkedin_profile_follow', config: {} },
  whatsapp: { type: 'auto_whatsapp_message_send', config: { message: 'Hi {{first_name}}' } },
  template: {
    type: 'auto_whatsapp_template_send',
    config: { template_id: '00000000-0000-4000-8000-000000000001' },
  },
  delay: { type: 'delay', config: { days: 2, hours: 0 } },
} as const;

export type As = { cookie: string; workspace: string };

export const campaignKit = (t: TestApp, subnet: number) => {
  const kit = projectKit(t, subnet);

  const api = (as: As) => ({
    campaign: (id: string) => call(t, 'GET', `/api/campaign/get/${id}`, as),
    steps: (id: string) => call(t, 'GET', `/api/campaign/${id}/steps`, as),
    add: (id: string, body: unknown) =>
      call(t, 'POST', `/api/campaign/${id}/step/add`, { ...as, body }),
    update: (id: string, stepId: string, body: unknown) =>
      call(t, 'PUT', `/api/campaign/${id}/step/update/${stepId}`, { ...as, body }),
    remove: (id: string, stepId: string) =>
      call(t, 'PUT', `/api/campaign/${id}/step/delete/${stepId}`, as),
    reorder: (id: string, stepIds: string[]) =>
      call(t, 'PUT', `/api/campaign/${id}/steps/reorder`, { ...as, body: { step_ids: stepIds } }),
    settings: (id: string, body: unknown) =>
      call(t, 'PUT', `/api/campaign/${id}/settings`, { ...as, body }),
    activate: (id: string, run: boolean) =>
      call(t, 'PUT', `/api/campaign/activate/${id}`, { ...as, body: { run } }),
  });

  /** A step added by the API (asserting 200). */
  const addStep = async (as: As, campaignId: string, body: unknown): Promise<CampaignStep> => {
    const response = await api(as).add(campaignId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as CampaignStep;
  };

  const stepsOf = async (as: As, campaignId: string): Promise<CampaignStep[]> => {
    const response = await api(as).steps(campaignId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as CampaignStep[];
  };

  const campaignOf = async (as: As, campaignId: string): Promise<Campaign> => {
    const response = await api(as).campaign(campaignId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Campaign;
  };

  /** A teammate the project is shared with, at `role`. */
  const shareWith = async (
    owner: As,
    projectId: string,
    email: string,
    role: 'editor' | 'collaborator',
  ): Promise<As> => {
    const mate = await kit.teammate(owner.cookie, owner.workspace, email);
    const shared = await call(t, 'POST', `/api/project/${projectId}/members/add`, {
      ...owner,
      body: { members: [{ _id: mate.memberId, role }] },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    return { cookie: mate.cookie, workspace: owner.workspace };
  };

  const insertMailbox = async (
    workspace: string,
    email: string,
    state: { status?: string; enabled?: boolean; invalidReason?: string } = {},
  ): Promise<string> => {
    const result = await t.pool.query<{ id: string }>(
      `insert into mailbox (workspace_id, email, provider, status, enabled, invalid_reason)
       values ($1, $2, 'custom', $3, $4, $5) returning id`,
      [workspace, email, state.status ?? 'verified', state.enabled ?? true, state.invalidReason],
    );
    return result.rows[0]?.id ?? '';
  };

  /** The LinkedIn account of the user with this e-mail, in the workspace. */
  const insertLinkedin = async (
    workspace: string,
    userEmail: string,
    state: { fullName?: string; errorMessage?: string } = {},
  ): Promise<string> => {
    const result = await t.pool.query<{ id: string }>(
      `insert into linkedin_account (workspace_id, user_id, full_name, profile_url, error_message)
       select $1, u.id, $3, 'https://www.linkedin.com/in/test', $4 from "user" u where u.email = $2
       returning id`,
      [workspace, userEmail, state.fullName ?? 'Test Sender', state.errorMessage],
    );
    return result.rows[0]?.id ?? '';
  };

  /** Marks a step as having run for an enrolled candidate (a delivery in `status`). */
  const insertDelivery = async (
    workspace: string,
    campaignId: string,
    stepId: string,
    status = 'sent',
  ): Promise<void> => {
    const candidate = await t.pool.query<{ id: string }>(
      `insert into candidate (workspace_id, full_name, source) values ($1, 'Delivered Person', 'csv') returning id`,
      [workspace],
    );
    const enrollment = await t.pool.query<{ id: string }>(
      `insert into campaign_enrollment (workspace_id, campaign_id, candidate_id, status)
       values ($1, $2, $3, 'active') returning id`,
      [workspace, campaignId, candidate.rows[0]?.id],
    );
    await t.pool.query(
      `insert into campaign_delivery (workspace_id, enrollment_id, step_id, status)
       values ($1, $2, $3, $4)`,
      [workspace, enrollment.rows[0]?.id, stepId, status],
    );
  };

  return {
    ...kit,
    api,
    addStep,
    stepsOf,
    campaignOf,
    shareWith,
    insertMailbox,
    insertLinkedin,
    insertDelivery,
  };
};

export const errorsOf = (response: TestResponse) =>
  (response.json().errors ?? []) as Array<{ path: string; message: string }>;
