import type { AppContext } from '../app-context';

/** A background job: a name, how often it runs, and its handler. */
export type JobDefinition = {
  name: string;
  everySeconds: number;
  handler: (app: AppContext) => Promise<Record<string, number>>;
};
