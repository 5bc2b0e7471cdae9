import type { EmptyStateText } from './route-handle';

/*
 * What the pages a later issue fills say meanwhile, keyed by their path in the route table
 * ('index' for the project home). Loaded with the placeholder page, not with the route table,
 * so the first page load of /login does not carry these texts.
 */

export const EMPTY_STATE_TEXTS: Record<string, EmptyStateText> = {
  index: {
    description: 'The project home opens its pipeline.',
    action: { label: 'Go to projects', to: '/app/projects' },
  },
};
