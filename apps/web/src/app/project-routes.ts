import type { RouteObject } from 'react-router';
import { pageModule, type Page } from './page-route';

/** The pages under /app/projects/:id, relative to it. */
export const projectPageRoutes = (page: Page): RouteObject[] => [
  // The project home has no page of its own: its guard always sends it to the project's default page.
  page(
    { index: true },
    { guards: ['authenticate', 'project-default-page-redirect'], title: 'Project' },
  ),
  page('pipeline', {
    guards: ['authenticate'],
    title: 'Pipeline',
    lazy: pageModule('pipeline'),
  }),
  page('pipeline/send-interview-invitations', {
    guards: ['authenticate'],
    title: 'Send interview invitations',
    lazy: pageModule('sendInterviewInvitations'),
  }),
  page('pipeline/upload-csv', {
    guards: ['authenticate'],
    title: 'Upload a CSV',
    lazy: pageModule('uploadCsv'),
  }),
  page('pipeline/upload-resumes', {
    guards: ['authenticate'],
    title: 'Upload resumes',
    lazy: pageModule('uploadResumes'),
  }),
  page('inbox', {
    guards: ['authenticate'],
    title: 'Inbox',
    lazy: pageModule('inbox'),
  }),
  page('insights', {
    guards: ['authenticate'],
    title: 'Insights',
    lazy: pageModule('insights'),
  }),
  // The previous insights page: its address opens the insights page that replaces it.
  page('depreciated-insights', {
    guards: ['authenticate'],
    title: 'Insights (previous version)',
    nearest: '/app/projects/:id/insights',
  }),
  page('project-details', {
    guards: ['authenticate'],
    title: 'Project details',
    lazy: pageModule('projectDetails'),
  }),
  page('reports', {
    guards: ['authenticate'],
    title: 'Reports',
    lazy: pageModule('projectReports'),
  }),
  // The previous reports page: its address opens the reports page that replaces it.
  page('reports_old', {
    guards: ['authenticate'],
    title: 'Reports (previous version)',
    nearest: '/app/projects/:id/reports',
  }),
  page('saved-filters', {
    guards: ['authenticate'],
    title: 'Saved filters',
    lazy: pageModule('savedFilters'),
  }),
  // A charlie project has no search area: the page sends it on to the pipeline.
  page('search', {
    guards: ['authenticate'],
    title: 'Search',
    lazy: pageModule('search'),
  }),
  page('settings', {
    guards: ['authenticate'],
    title: 'Project settings',
    lazy: pageModule('projectSettings'),
  }),
  page('workflows', {
    guards: ['authenticate'],
    title: 'Workflows',
    lazy: pageModule('workflows'),
  }),
  page('workflows/:workflowId', {
    guards: ['authenticate'],
    title: 'Workflow',
    lazy: pageModule('workflow'),
  }),
];

/**
 * The campaign pages (SPEC 2.1), under the project-with-campaign layout (SPEC 2.3). The campaign
 * id is optional: without it the pages use the project's linked campaign. The generate page sits
 * under the campaign AI close layout instead (routes.tsx).
 */
export const campaignPageRoutes = (page: Page): RouteObject[] => [
  {
    lazy: pageModule('campaignLayout'),
    children: [
      page('campaign/:campaignID?', {
        guards: ['authenticate'],
        title: 'Campaign',
        lazy: pageModule('campaignSteps'),
      }),
      page('campaign/:campaignID?/launch', {
        guards: ['authenticate'],
        title: 'Launch campaign',
        lazy: pageModule('launch'),
      }),
      page('campaign/:campaignID?/templates', {
        guards: ['authenticate'],
        title: 'Templates',
        lazy: pageModule('templates'),
      }),
      // SPEC 2.2: a page that requires step_type 404s unless it is one of the eight types.
      page('campaign/:campaignID?/steps/add', {
        guards: ['authenticate', 'campaign-step'],
        title: 'Add a step',
        lazy: pageModule('addStep'),
      }),
      page('campaign/:campaignID?/steps/preview', {
        guards: ['authenticate'],
        title: 'Preview steps',
        lazy: pageModule('stepsPreview'),
      }),
      // The step comes from its order, so its type is known: no step_type to require (a delay
      // step has none of the eight).
      page('campaign/:campaignID?/steps/:orderId?', {
        guards: ['authenticate'],
        title: 'Campaign step',
        lazy: pageModule('editStep'),
      }),
    ],
  },
];

/** The generate page, under the campaign AI close layout (routes.tsx). */
export const generateStepsRoute = (page: Page): RouteObject =>
  page('campaign/:campaignID?/steps/generate', {
    guards: ['authenticate'],
    title: 'Generate steps with AI',
    lazy: pageModule('generateSteps'),
  });

/** The candidate page, under the candidate layout (SPEC 2.3) instead of the project layout. */
export const candidatePageRoutes = (page: Page): RouteObject[] => [
  page('candidate/:candidateID?', {
    guards: ['authenticate'],
    title: 'Candidate',
    lazy: pageModule('candidate'),
  }),
];
