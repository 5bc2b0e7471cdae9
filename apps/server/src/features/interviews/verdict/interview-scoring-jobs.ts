import { z } from 'zod';
import type { JobDefinition } from '../../../jobs/job-definition';
import { defineQueuedJob } from '../../../jobs/queued-job';
import { expireInterviewWords } from './remove-interview-words';
import { scoreAllPending, scorePendingEvaluation } from './score-pending-evaluation';

/**
 * Scores a completed interview as soon as its pending evaluation is committed (the interview page
 * sends it). Safe twice: a scored evaluation is no longer pending.
 */
export const interviewScoreJob = defineQueuedJob({
  name: 'interviews.score',
  schema: z.object({ evaluation_id: z.uuid() }),
  concurrency: 2,
  retryLimit: 2,
  expireInSeconds: 10 * 60,
  handler: async (app, data) => {
    await scorePendingEvaluation(app, data.evaluation_id);
  },
});

/** The catch-up: any pending evaluation no queued job took (never sent, a crash, a lost job). */
export const interviewScoreCatchUp: JobDefinition = {
  name: 'interviews.score-catch-up',
  everySeconds: 30,
  handler: async (app) => scoreAllPending(app),
};

/** Retention: removes the candidate's words and recordings from interviews past the period. */
export const interviewRetention: JobDefinition = {
  name: 'interviews.retention',
  everySeconds: 60 * 60,
  handler: async (app) => expireInterviewWords(app),
};
