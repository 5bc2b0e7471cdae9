import type { TestApp } from './test-app';
import { PLATFORM_PROBES } from './platform-isolation-probes';
import {
  PROJECT_INSIDER_PROBES,
  PROJECT_PROBES,
} from '../src/features/projects/project-isolation-probes.test-kit';
import { IMPORT_PROBES } from '../src/features/imports/import-isolation-probes.test-kit';
import { CAMPAIGN_PROBES } from '../src/features/campaigns/campaign-isolation-probes.test-kit';
import { AUTHORING_PROBES } from '../src/features/campaigns/authoring-isolation-probes.test-kit';
import {
  OUTREACH_INSIDER_PROBES,
  OUTREACH_PROBES,
} from '../src/features/outreach/outreach-isolation-probes.test-kit';
import { PROFILE_PROBES } from '../src/features/profile/profile-isolation-probes.test-kit';
import { TEAM_PROBES } from '../src/features/workspaces/team-isolation-probes.test-kit';
import { WORKSPACE_SETTINGS_PROBES } from '../src/features/workspace-settings/workspace-settings-isolation-probes.test-kit';
import { ADMIN_PROBES } from '../src/features/admin/admin-isolation-probes.test-kit';
import { BILLING_PROBES } from '../src/features/billing/billing-isolation-probes.test-kit';
import { CREDIT_USAGE_PROBES } from '../src/features/billing/credit-usage-isolation-probes.test-kit';
import {
  CANDIDATE_INSIDER_PROBES,
  CANDIDATE_PROBES,
} from '../src/features/candidates/candidate-isolation-probes.test-kit';
import {
  SOURCING_INSIDER_PROBES,
  SOURCING_PROBES,
} from '../src/features/sourcing/sourcing-isolation-probes.test-kit';
import {
  TALENT_SEARCH_INSIDER_PROBES,
  TALENT_SEARCH_PROBES,
} from '../src/features/search/talent-search-isolation-probes.test-kit';
import {
  CANDIDATE_DIRECTORY_INSIDER_PROBES,
  CANDIDATE_DIRECTORY_PROBES,
} from '../src/features/candidates/candidate-directory-isolation-probes.test-kit';
import { LINKEDIN_PROBES } from '../src/features/linkedin/linkedin-isolation-probes.test-kit';
import { SLACK_PROBES } from '../src/features/slack/slack-isolation-probes.test-kit';
import { WHATSAPP_PROBES } from '../src/features/whatsapp/whatsapp-isolation-probes.test-kit';
import { ACTIVITY_PROBES } from '../src/features/activity/activity-isolation-probes.test-kit';
import { CAREER_PROBES } from '../src/features/careers/career-isolation-probes.test-kit';
import {
  EXTENSION_INSIDER_PROBES,
  EXTENSION_PROBES,
} from '../src/features/extension/extension-isolation-probes.test-kit';
import { INBOX_PROBES } from '../src/features/inbox/inbox-isolation-probes.test-kit';
import { INTERVIEW_PROBES } from '../src/features/interviews/interview-isolation-probes.test-kit';
import { INTERVIEW_SESSION_PROBES } from '../src/features/interviews/session/interview-session-isolation-probes.test-kit';
import {
  INVITATION_INSIDER_PROBES,
  INVITATION_PROBES,
} from '../src/features/interviews/invitations/invitation-isolation-probes.test-kit';
import {
  VERDICT_INSIDER_PROBES,
  VERDICT_PROBES,
} from '../src/features/interviews/verdict/verdict-isolation-probes.test-kit';
import {
  REPORT_INSIDER_PROBES,
  REPORT_PROBES,
} from '../src/features/reports/reports-isolation-probes.test-kit';
import { WORKFLOW_PROBES } from '../src/features/workflows/workflow-isolation-probes.test-kit';
import {
  CALENDAR_PROBES,
  SCHEDULING_INSIDER_PROBES,
  SCHEDULING_PROBES,
} from '../src/features/calendars/calendar-isolation-probes.test-kit';
import {
  DUPLICATE_INSIDER_PROBES,
  DUPLICATE_PROBES,
} from '../src/features/duplicates/duplicate-isolation-probes.test-kit';
import {
  CALL_INSIDER_PROBES,
  CALL_PROBES,
} from '../src/features/calls/calls-isolation-probes.test-kit';
import { PARTNER_PROBES } from '../src/features/partners/partner-isolation-probes.test-kit';
import {
  ERASURE_INSIDER_PROBES,
  ERASURE_PROBES,
} from '../src/features/erasure/erasure-isolation-probes.test-kit';

/**
 * One probe per registered route: it calls the route as a member of another workspace (the
 * outsider) against the victim's workspace and ids, and asserts a refusal with no victim data.
 * `tenant-isolation.integration-test.ts` fails for a route without a probe here.
 */

export type World = {
  victimCookie: string;
  victimWorkspace: string;
  victimMemberId: string;
  victimInvitationId: string;
  victimInvitationToken: string;
  outsiderCookie: string;
  outsiderWorkspace: string;
  /** A plain member of the victim's workspace, on none of its projects. */
  insiderCookie: string;
  victimProjectId: string;
  victimJobId: string;
  victimCandidateId: string;
  victimFieldId: string;
  victimSearchId: string;
  victimCampaignId: string;
  /** The victim workspace's recruiting partner (decision 051), shared only `partnerProjectId`. */
  partnerCookie: string;
  partnerMemberId: string;
  /** A project of the victim's workspace shared with the partner; the victim project is not. */
  partnerProjectId: string;
};

type Probe = (t: TestApp, w: World) => Promise<void>;

/**
 * Probes of the second kind, one per route that names a candidate or a project's candidates:
 * a member of the same workspace without the candidate's project gets 404 (decision 014).
 */
export const INSIDER_PROBES: Record<string, Probe> = {
  ...SCHEDULING_INSIDER_PROBES,
  ...PROJECT_INSIDER_PROBES,
  ...OUTREACH_INSIDER_PROBES,
  ...CANDIDATE_INSIDER_PROBES,
  ...SOURCING_INSIDER_PROBES,
  ...TALENT_SEARCH_INSIDER_PROBES,
  ...INVITATION_INSIDER_PROBES,
  ...VERDICT_INSIDER_PROBES,
  ...ERASURE_INSIDER_PROBES,
  ...DUPLICATE_INSIDER_PROBES,
  ...CANDIDATE_DIRECTORY_INSIDER_PROBES,
  ...REPORT_INSIDER_PROBES,
  ...EXTENSION_INSIDER_PROBES,
  ...CALL_INSIDER_PROBES,
};

/** Routes that must have an insider probe: every path that names a candidate. */
export const namesCandidate = (url: string): boolean => /candidate/i.test(url);

export const PROBES: Record<string, Probe> = {
  ...CALENDAR_PROBES,
  ...SCHEDULING_PROBES,
  ...PROJECT_PROBES,
  ...TALENT_SEARCH_PROBES,
  ...IMPORT_PROBES,
  ...CAMPAIGN_PROBES,
  ...AUTHORING_PROBES,
  ...OUTREACH_PROBES,
  ...PROFILE_PROBES,
  ...TEAM_PROBES,
  ...WORKSPACE_SETTINGS_PROBES,
  ...ADMIN_PROBES,
  ...BILLING_PROBES,
  ...CREDIT_USAGE_PROBES,
  ...CANDIDATE_PROBES,
  ...SOURCING_PROBES,
  ...INTERVIEW_PROBES,
  ...INTERVIEW_SESSION_PROBES,
  ...INVITATION_PROBES,
  ...VERDICT_PROBES,
  ...ACTIVITY_PROBES,
  ...INBOX_PROBES,
  ...ERASURE_PROBES,
  ...DUPLICATE_PROBES,
  ...CANDIDATE_DIRECTORY_PROBES,
  ...CAREER_PROBES,
  ...CALL_PROBES,
  ...PLATFORM_PROBES,
  ...REPORT_PROBES,
  ...EXTENSION_PROBES,
  ...LINKEDIN_PROBES,
  ...WHATSAPP_PROBES,
  ...WORKFLOW_PROBES,
  ...PARTNER_PROBES,
  ...SLACK_PROBES,
};
