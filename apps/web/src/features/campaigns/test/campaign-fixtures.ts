import type { Campaign, CampaignStep } from '@hirelane/domain/campaigns/campaign.schema';
import type { SequenceStepType } from '@hirelane/domain/campaigns/step-types';

/** Test data for the campaigns feature (component tests only). */
export const campaignFixture = (overrides: Partial<Campaign> = {}): Campaign => ({
  _id: 'c-1',
  project_id: 'p-1',
  status: false,
  no_of_steps: 0,
  email: 'ada@example.test',
  config: { from_email: 'ada@example.test', from_linkedin: null },
  campaign_message: { email_account_error: null, linkedin_account_error: null },
  campaign_error_message: null,
  schedule: { days: [1, 2, 3, 4, 5], start_hour: 9, end_hour: 17, timezone: 'Europe/Berlin' },
  daily_limit: 50,
  launched_at: null,
  track_opens: false,
  track_clicks: false,
  ...overrides,
});

const CONFIGS: Record<SequenceStepType, Record<string, unknown>> = {
  auto_email: { subject: 'A role at {{company_name}}', body: 'Hi {{first_name}},\nHow are you?' },
  auto_ai_call: { goal: 'Check interest', voice: {} },
  auto_linkedin_invite: { note: 'Hi {{first_name}}, let us connect.' },
  auto_linkedin_profile_view: {},
  auto_linkedin_message_send: { message: 'Thanks for connecting!' },
  auto_linkedin_profile_follow: {},
  auto_whatsapp_message_send: { message: 'Hello on WhatsApp' },
  auto_whatsapp_template_send: { template_id: '00000000-0000-4000-8000-000000000001' },
  delay: { days: 2, hours: 3 },
};

export const stepFixture = (
  order: number,
  type: SequenceStepType,
  overrides: Partial<CampaignStep> = {},
): CampaignStep => ({
  _id: `s-${order}`,
  order,
  type,
  config: CONFIGS[type],
  can_update: true,
  locked_reason: null,
  ...overrides,
});

export const OWNER_PERMISSIONS = [
  'project:view',
  'project:candidates:edit',
  'project:settings:edit',
  'project:members:edit',
  'project:delete',
  'campaign:steps:edit',
  'campaign:settings:edit',
  'campaign:run',
];
export const COLLABORATOR_PERMISSIONS = ['project:view', 'project:candidates:edit'];
