import type { RouteObject } from 'react-router';
import type { EmptyStateSpec } from './route-handle';
import type { PageOptions } from './routes';

type Page = (path: string | { index: true }, options: PageOptions) => RouteObject;

/** A project path; `:id` is filled from the current route by the empty state. */
export const P = (rest: string): string => `/app/projects/:id${rest}`;

/** Project pages (SPEC 2.1 project area): each an empty state until its issue lands. */
export const projectPage = (
  title: string,
  description: string,
  action?: EmptyStateSpec['action'],
) => ({
  guards: ['authenticate'] as const,
  emptyState: { title, description, action },
});

/** The pages under /app/projects/:id, relative to it. */
export const projectPageRoutes = (page: Page): RouteObject[] => [
  page(
    { index: true },
    {
      ...projectPage(
        'Project',
        'The project home opens its pipeline, or its candidate search while the pipeline is empty.',
        { label: 'Go to projects', to: '/app/projects' },
      ),
      guards: ['authenticate', 'project-default-page-redirect'],
    },
  ),
  page(
    'pipeline',
    projectPage(
      'Pipeline',
      'Saved candidates move through the pipeline stages here: shortlisted, in campaign, completed and rejected.',
      { label: 'Search candidates', to: P('/search') },
    ),
  ),
  page(
    'pipeline/send-interview-invitations',
    projectPage(
      'Send interview invitations',
      'Invite the selected candidates to an AI interview from here.',
      { label: 'Back to pipeline', to: P('/pipeline') },
    ),
  ),
  page(
    'pipeline/upload-csv',
    projectPage('Upload a CSV', 'Import candidates into this pipeline from a CSV file.', {
      label: 'Back to pipeline',
      to: P('/pipeline'),
    }),
  ),
  page(
    'pipeline/upload-resumes',
    projectPage('Upload resumes', 'Import candidates into this pipeline from their resumes.', {
      label: 'Back to pipeline',
      to: P('/pipeline'),
    }),
  ),
  page(
    'inbox',
    projectPage('Inbox', 'Replies from candidates in this project’s campaign are collected here.', {
      label: 'Open pipeline',
      to: P('/pipeline'),
    }),
  ),
  page(
    'insights',
    projectPage(
      'Insights',
      'Insights about the talent pool of this job opening will be shown here.',
      { label: 'Search candidates', to: P('/search') },
    ),
  ),
  page(
    'depreciated-insights',
    projectPage('Insights (previous version)', 'The earlier insights view of this project.', {
      label: 'Open insights',
      to: P('/insights'),
    }),
  ),
  page(
    'project-details',
    projectPage(
      'Project details',
      'The job opening: title, location, description and requirements.',
      { label: 'Open settings', to: P('/settings') },
    ),
  ),
  page(
    'reports',
    projectPage(
      'Reports',
      'Outreach and pipeline reports for this project appear once its campaign runs.',
      { label: 'Open pipeline', to: P('/pipeline') },
    ),
  ),
  page(
    'reports_old',
    projectPage('Reports (previous version)', 'The earlier reports view of this project.', {
      label: 'Open reports',
      to: P('/reports'),
    }),
  ),
  page(
    'saved-filters',
    projectPage('Saved filters', 'Searches you save in this project are listed here.', {
      label: 'Search candidates',
      to: P('/search'),
    }),
  ),
  page(
    'search',
    projectPage('Search', 'Find candidates for this job opening and save them to the pipeline.', {
      label: 'Open pipeline',
      to: P('/pipeline'),
    }),
  ),
  page(
    'settings',
    projectPage('Project settings', 'Name, members and sharing of this project.', {
      label: 'Open pipeline',
      to: P('/pipeline'),
    }),
  ),
  page(
    'workflows',
    projectPage('Workflows', 'Automations that run when candidates change stage.', {
      label: 'Open pipeline',
      to: P('/pipeline'),
    }),
  ),
  page(
    'workflows/:workflowId',
    projectPage('Workflow', 'The steps and triggers of one workflow.', {
      label: 'All workflows',
      to: P('/workflows'),
    }),
  ),
  page(
    'candidate/:candidateID?',
    projectPage('Candidate', 'The candidate’s profile, activity and messages.', {
      label: 'Open pipeline',
      to: P('/pipeline'),
    }),
  ),
  page(
    'campaign/:campaignID?',
    projectPage('Campaign', 'The outreach steps of this project’s campaign and their results.', {
      label: 'Add a step',
      to: P('/campaign/steps/add?step_type=auto_email'),
    }),
  ),
  page(
    'campaign/:campaignID?/launch',
    projectPage('Launch campaign', 'Review the campaign and start it.', {
      label: 'Back to project',
      to: P(''),
    }),
  ),
  page(
    'campaign/:campaignID?/templates',
    projectPage('Templates', 'Message templates you can reuse in campaign steps.', {
      label: 'Back to project',
      to: P(''),
    }),
  ),
  page('campaign/:campaignID?/steps/add', {
    ...projectPage('Add a step', 'Pick the step type and write its message.', {
      label: 'Back to project',
      to: P(''),
    }),
    guards: ['authenticate', 'campaign-step'],
  }),
  page(
    'campaign/:campaignID?/steps/preview',
    projectPage('Preview steps', 'Preview the campaign steps as a candidate will receive them.', {
      label: 'Back to project',
      to: P(''),
    }),
  ),
  page('campaign/:campaignID?/steps/:orderId?', {
    ...projectPage('Campaign step', 'Edit one step of the campaign.', {
      label: 'Back to project',
      to: P(''),
    }),
    guards: ['authenticate', 'campaign-step'],
  }),
];
