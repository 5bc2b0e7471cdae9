import type { JobDefinition } from '../../jobs/job-definition';
import { placeDueCalls } from './place-due-calls';

/** Dials the due AI calls every few seconds (nothing when no voice provider is configured). */
export const placeDueCallsJob: JobDefinition = {
  name: 'calls.place-due',
  everySeconds: 5,
  handler: (app) => placeDueCalls(app),
};
