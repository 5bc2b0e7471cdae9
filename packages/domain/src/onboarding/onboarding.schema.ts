import { z } from 'zod';
import { envelope } from '../http/envelope';
import { workspaceListItemSchema } from '../workspaces/workspace.schema';

const REQUIRED = 'This field is required.';
const requiredText = (max: number) =>
  z.string().trim().min(1, REQUIRED).max(max, `At most ${max} characters.`);

export const JOB_ROLES = [
  'Recruiter',
  'Sourcer',
  'Talent acquisition lead',
  'Hiring manager',
  'Founder',
  'Agency recruiter',
  'Other',
] as const;

/** /app/welcome: who the user is; creates the first workspace and marks the user onboarded. */
export const welcomeRequest = z.object({
  first_name: requiredText(80),
  last_name: requiredText(80),
  company: requiredText(80),
  role: z.enum(JOB_ROLES, REQUIRED),
});
export type WelcomeRequest = z.infer<typeof welcomeRequest>;
export const welcomeResponse = envelope(workspaceListItemSchema);

export const CHECKLIST_ITEM_IDS = [
  'connect_mailbox',
  'create_project',
  'add_candidates',
  'add_campaign_steps',
  'launch_campaign',
  'install_extension',
  'invite_teammate',
] as const;
export type ChecklistItemId = (typeof CHECKLIST_ITEM_IDS)[number];

export const checklistItemSchema = z.object({
  id: z.enum(CHECKLIST_ITEM_IDS),
  label: z.string(),
  href: z.string(),
  completed: z.boolean(),
  disabled: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const onboardingChecklistSchema = z.object({
  onboarding_completed: z.boolean(),
  total: z.number().int(),
  completed: z.number().int(),
  progress_percentage: z.number().int().min(0).max(100),
  checklists: z.array(checklistItemSchema),
});
export type OnboardingChecklist = z.infer<typeof onboardingChecklistSchema>;
export const onboardingChecklistResponse = envelope(onboardingChecklistSchema);

/** The web app reports that it detected the browser extension (the server cannot see the browser). */
export const extensionDetectedRequest = z.object({ installed: z.boolean() });
