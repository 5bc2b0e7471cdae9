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
  page('pipeline', {
    guards: ['authenticate'],
    title: 'Pipeline',
    lazy: () =>
      import('../features/pipeline/pages/pipeline-page').then((m) => ({
        Component: m.PipelinePage,
      })),
  }),
  page(
    'pipeline/send-interview-invitations',
    projectPage(
      'Send interview invitations',
      'Invite the selected candidates to an AI interview from here.',
      { label: 'Back to pipeline', to: P('/pipeline') },
    ),
  ),
  page('pipeline/upload-csv', {
    guards: ['authenticate'],
    title: 'Upload a CSV',
    lazy: () =>
      import('../features/imports/pages/upload-csv-page').then((m) => ({
        Component: m.UploadCsvPage,
      })),
  }),
  page('pipeline/upload-resumes', {
    guards: ['authenticate'],
    title: 'Upload resumes',
    lazy: () =>
      import('../features/imports/pages/upload-resumes-page').then((m) => ({
        Component: m.UploadResumesPage,
      })),
  }),
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
  page('project-details', {
    guards: ['authenticate'],
    title: 'Project details',
    lazy: () =>
      import('../features/projects/pages/project-details-page').then((m) => ({
        Component: m.ProjectDetailsPage,
      })),
  }),
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
  page('saved-filters', {
    guards: ['authenticate'],
    title: 'Saved filters',
    lazy: () =>
      import('../features/pipeline/pages/saved-filters-page').then((m) => ({
        Component: m.SavedFiltersPage,
      })),
  }),
  page(
    'search',
    projectPage('Search', 'Find candidates for this job opening and save them to the pipeline.', {
      label: 'Open pipeline',
      to: P('/pipeline'),
    }),
  ),
  page('settings', {
    guards: ['authenticate'],
    title: 'Project settings',
    lazy: () =>
      import('../features/projects/pages/project-settings-page').then((m) => ({
        Component: m.ProjectSettingsPage,
      })),
  }),
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

/** The candidate page, under the candidate layout (SPEC 2.3) instead of the project layout. */
export const candidatePageRoutes = (page: Page): RouteObject[] => [
  page('candidate/:candidateID?', {
    guards: ['authenticate'],
    title: 'Candidate',
    lazy: () =>
      import('../features/candidates/pages/candidate-page').then((m) => ({
        Component: m.CandidatePage,
      })),
  }),
];
