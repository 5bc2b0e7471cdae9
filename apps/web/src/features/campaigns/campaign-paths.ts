/** The campaign page of a project: /app/projects/{id}/campaign/{campaignID}. */
export const campaignBase = (projectId: string, campaignId: string): string =>
  `/app/projects/${encodeURIComponent(projectId)}/campaign/${encodeURIComponent(campaignId)}`;

/** The pages under a campaign (SPEC 2.1), from its base path. */
export const campaignPaths = (base: string) => ({
  steps: base,
  launch: `${base}/launch`,
  templates: `${base}/templates`,
  add: (stepType: string) => `${base}/steps/add?step_type=${encodeURIComponent(stepType)}`,
  edit: (order: number) => `${base}/steps/${order}`,
  preview: `${base}/steps/preview`,
  /** SPEC 2.1: the preview page with show=prompt is the generate-steps entry. */
  generateEntry: `${base}/steps/preview?show=prompt`,
  generate: `${base}/steps/generate`,
});

export const STEPS_EDIT_PERMISSION = 'campaign:steps:edit';
export const SETTINGS_EDIT_PERMISSION = 'campaign:settings:edit';
export const RUN_PERMISSION = 'campaign:run';

export const STEPS_DENIED_REASON =
  'Only the project owner and editors can change the steps of this campaign.';
export const SETTINGS_DENIED_REASON =
  'Only the project owner and editors can change the senders and schedule of this campaign.';
export const RUN_DENIED_REASON =
  'Only the project owner and editors can launch or pause this campaign.';
