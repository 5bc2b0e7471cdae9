import type { EmptyStateText } from './route-handle';

/*
 * What the pages a later issue fills say meanwhile, keyed by their path in the route table
 * ('index' for the project home). Loaded with the placeholder page, not with the route table,
 * so the first page load of /login does not carry these texts.
 */

/** A project path; `:id` is filled from the current route. */
const P = (rest: string): string => `/app/projects/:id${rest}`;

export const EMPTY_STATE_TEXTS: Record<string, EmptyStateText> = {
  '/ui-library': {
    description: 'The shared interface components, shown together for the team.',
    action: { label: 'Return to homepage', to: '/app' },
  },
  '/demo/th-select': {
    description: 'A demonstration of the searchable select component.',
    action: { label: 'Open the UI library', to: '/ui-library' },
  },
  '/app/connect-calendar': {
    description:
      'Connect Google or Outlook Calendar so candidates can book interviews in your free slots.',
    action: { label: 'Back to settings', to: '/app/settings' },
  },
  '/app/connect-linkedin': {
    description:
      'Connect your LinkedIn account to send invitations, messages and profile visits from campaigns.',
    action: { label: 'Back to settings', to: '/app/settings' },
  },
  '/app/connect-whatsapp': {
    description: 'Connect a WhatsApp account to message candidates from campaigns.',
    action: { label: 'Back to settings', to: '/app/settings' },
  },
  '/app/candidates': {
    description: 'Every candidate saved in your projects will be listed here.',
    action: { label: 'Go to projects', to: '/app/projects' },
  },
  '/app/reports': {
    description:
      'Outreach and pipeline reports across your projects appear here once a campaign runs.',
    action: { label: 'Go to projects', to: '/app/projects' },
  },
  '/app/book-a-demo': {
    description:
      'Book a walkthrough with our team or ask us anything. Online booking opens here soon; until then, write to us.',
    action: { label: 'Contact support', to: 'mailto:support@hirelane.io' },
  },
  '/app/calendar-confirmation': {
    description: 'After you connect a calendar, this page confirms the connection.',
    action: { label: 'Connect a calendar', to: '/app/connect-calendar' },
  },
  '/app/slack-confirmation': {
    description: 'After you connect Slack, this page confirms the connection.',
    action: { label: 'Back to settings', to: '/app/settings' },
  },
  '/app/recruiter-slack-confirmation': {
    description:
      'After you connect your recruiting partner’s Slack, this page confirms the connection.',
    action: { label: 'Back to settings', to: '/app/settings' },
  },
  index: {
    description:
      'The project home opens its pipeline, or its candidate search while the pipeline is empty.',
    action: { label: 'Go to projects', to: '/app/projects' },
  },
  'pipeline/send-interview-invitations': {
    description: 'Invite the selected candidates to an AI interview from here.',
    action: { label: 'Back to pipeline', to: P('/pipeline') },
  },
  inbox: {
    description: 'Replies from candidates in this project’s campaign are collected here.',
    action: {
      label: 'Open pipeline',
      to: P('/pipeline'),
    },
  },
  insights: {
    description: 'Insights about the talent pool of this job opening will be shown here.',
    action: { label: 'Search candidates', to: P('/search') },
  },
  'depreciated-insights': {
    description: 'The earlier insights view of this project.',
    action: {
      label: 'Open insights',
      to: P('/insights'),
    },
  },
  reports: {
    description: 'Outreach and pipeline reports for this project appear once its campaign runs.',
    action: { label: 'Open pipeline', to: P('/pipeline') },
  },
  reports_old: {
    description: 'The earlier reports view of this project.',
    action: {
      label: 'Open reports',
      to: P('/reports'),
    },
  },
  search: {
    description: 'Find candidates for this job opening and save them to the pipeline.',
    action: {
      label: 'Open pipeline',
      to: P('/pipeline'),
    },
  },
  workflows: {
    description: 'Automations that run when candidates change stage.',
    action: {
      label: 'Open pipeline',
      to: P('/pipeline'),
    },
  },
  'workflows/:workflowId': {
    description: 'The steps and triggers of one workflow.',
    action: {
      label: 'All workflows',
      to: P('/workflows'),
    },
  },
};
