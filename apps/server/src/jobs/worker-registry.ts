import { interviewInvitationClock } from '../features/interviews/invitations/invitation-job';
import { interviewThankYouJob } from '../features/interviews/invitations/thank-you-job';
import { stepGenerationJob } from '../features/campaigns/ai-writer/step-generation-job';
import { csvImportJob } from '../features/imports/csv/csv-import-job';
import { expireProviderProfiles } from '../features/search/provider-profile-expiry-job';
import { searchIndexCatchUp, searchIndexDrainJob } from '../features/search/search-index-jobs';
import {
  interviewRetention,
  interviewScoreCatchUp,
  interviewScoreJob,
} from '../features/interviews/verdict/interview-scoring-jobs';
import { resumeImportJob } from '../features/imports/resumes/resume-import-job';
import { startOutreachEngine } from '../features/outreach/outreach-engine';
import { placeDueCallsJob } from '../features/calls/place-due-calls-job';
import { dailySourcingRuns } from '../features/sourcing/daily-sourcing-job';
import { sourcingRunJob } from '../features/sourcing/sourcing-run-job';
import { slackNotifyJob } from '../features/slack/slack-notify-job';
import { sendWhatsappJob } from '../features/whatsapp/send-whatsapp-job';
import { workflowRunCatchUp, workflowRunJob } from '../features/workflows/workflow-run-job';
import { loopWork, periodicWork, queuedWork, type BackgroundWork } from './background-work';
import { cleanupExpiredAuth } from './cleanup-expired-auth';
import type { QueuedJob } from './queued-job';

/**
 * Every kind of background work a worker process runs (decision 003), in the order it starts
 * and stops. A new job, queue or engine is added here, and only here.
 */
export const WORKER_REGISTRY: readonly BackgroundWork[] = [
  periodicWork(cleanupExpiredAuth),
  periodicWork(searchIndexCatchUp),
  periodicWork(expireProviderProfiles),
  periodicWork(interviewInvitationClock),
  periodicWork(interviewScoreCatchUp),
  periodicWork(interviewRetention),
  periodicWork(dailySourcingRuns),
  periodicWork(workflowRunCatchUp),
  periodicWork(placeDueCallsJob),
  // Plans due steps, sends claimed e-mails (one loop per send lane) and polls mailboxes.
  loopWork('outreach.engine', startOutreachEngine),
  // WhatsApp messages planned by the engine, sent through the gateway (decision 048).
  periodicWork(sendWhatsappJob),
  // Slack notifications: the facts' catch-up scan into the outbox, then the sends (decision 050).
  periodicWork(slackNotifyJob),
  queuedWork(csvImportJob),
  queuedWork(resumeImportJob),
  queuedWork(stepGenerationJob),
  queuedWork(sourcingRunJob),
  queuedWork(searchIndexDrainJob),
  queuedWork(interviewScoreJob),
  queuedWork(interviewThankYouJob),
  queuedWork(workflowRunJob),
];

/** The registry's queued jobs (the test app runs their handlers without the other forms). */
export const QUEUED_JOBS: QueuedJob[] = WORKER_REGISTRY.flatMap((work) =>
  work.form === 'queued' ? [work.job] : [],
);
