import type { JobDefinition } from '../../jobs/job-definition';
import { runDueDailySourcing } from './run-due-daily-sourcing';

/** Starts Ria's daily runs that are due (issue 17's optional daily run). */
export const dailySourcingRuns: JobDefinition = {
  name: 'sourcing.daily-runs',
  everySeconds: 60,
  handler: (app) => runDueDailySourcing(app),
};
