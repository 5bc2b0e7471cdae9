import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { isRouteHandle } from './route-handle';
import { createRoutes } from './routes';

const routes = createRoutes(new QueryClient());

/** The guards of the deepest route matching `path`, or null when only the 404 route matches. */
const guardsOf = (path: string): readonly string[] | null => {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  if (!leaf || leaf.path === '*') return null;
  return isRouteHandle(leaf.handle) ? leaf.handle.guards : [];
};

const APP_PAGES = [
  '/app',
  '/app/home',
  '/app/billing',
  '/app/book-a-demo',
  '/app/calendar-confirmation',
  '/app/candidates',
  '/app/connect-calendar',
  '/app/connect-linkedin',
  '/app/connect-mailbox',
  '/app/connect-whatsapp',
  '/app/mailbox-confirmation',
  '/app/new-workspace',
  '/app/projects',
  '/app/recruiter-slack-confirmation',
  '/app/reports',
  '/app/settings',
  '/app/slack-confirmation',
];

const PROJECT_PAGES = [
  'pipeline',
  'inbox',
  'insights',
  'depreciated-insights',
  'project-details',
  'reports',
  'reports_old',
  'saved-filters',
  'search',
  'settings',
  'workflows',
  'workflows/w1',
  'pipeline/send-interview-invitations',
  'pipeline/upload-csv',
  'pipeline/upload-resumes',
  'campaign/c1',
  'candidate',
  'candidate/cand1',
  'campaign/c1/launch',
  'campaign/launch',
  'campaign/c1/templates',
  'campaign/c1/steps/generate',
  'campaign/c1/steps/preview',
  'campaign',
  'campaign/templates',
  'campaign/steps/generate',
  'campaign/steps/preview',
  // A step is edited by its order: its type comes from the step, so no step_type is required.
  'campaign/c1/steps/3',
  'campaign/steps/2',
  'campaign/c1/steps',
].map((page) => `/app/projects/p1/${page}`);

describe('the route table (SPEC 2.1)', () => {
  it('declares the guards of the public and entry pages', () => {
    expect(guardsOf('/')).toEqual(['homepage']);
    expect(guardsOf('/login')).toEqual(['guest']);
    expect(guardsOf('/login/link')).toEqual(['guest']);
    expect(guardsOf('/login/verify')).toEqual(['campaign-redirect']);
    expect(guardsOf('/invite')).toEqual(['campaign-redirect']);
    expect(guardsOf('/ui-library')).toEqual(['campaign-redirect']);
    expect(guardsOf('/demo/th-select')).toEqual(['campaign-redirect']);
    expect(guardsOf('/app/campaigns')).toEqual(['campaign-redirect']);
    expect(guardsOf('/tools/boolean-builder')).toEqual(['campaign-redirect']);
    expect(guardsOf('/tools/resume-to-email')).toEqual(['campaign-redirect']);
  });

  it('authenticates every page of the app and project areas', () => {
    for (const path of [...APP_PAGES, ...PROJECT_PAGES]) {
      expect(guardsOf(path), path).toEqual(['authenticate']);
    }
  });

  it('gives the special pages their own guards', () => {
    // The e-mail change link: the page keeps its token and asks a signed-out visitor to sign in.
    expect(guardsOf('/app/email-verified')).toEqual(['campaign-redirect']);
    expect(guardsOf('/app/welcome')).toEqual(['onboarding']);
    expect(guardsOf('/app/upgrade')).toEqual(['upgrade']);
    expect(guardsOf('/app/checkout-confirmation')).toEqual([
      'authenticate',
      'checkout-confirmation',
    ]);
    expect(guardsOf('/app/projects/p1')).toEqual(['authenticate', 'project-default-page-redirect']);
    for (const path of [
      '/app/projects/p1/campaign/c1/steps/add',
      '/app/projects/p1/campaign/steps/add',
    ]) {
      expect(guardsOf(path), path).toEqual(['authenticate', 'campaign-step']);
    }
  });

  it('leaves everything else to the 404 page', () => {
    expect(guardsOf('/no/such/page')).toBeNull();
    expect(guardsOf('/app/no-such-page')).toBeNull();
  });
});

/** The paths of the routes matching `path`, outermost first ('-' for a pathless layout). */
const chain = (path: string) =>
  (matchRoutes(routes, path) ?? []).map((match) => match.route.path ?? '-');

describe('the campaign routes (SPEC 2.1, 2.3)', () => {
  it('puts the campaign pages under the project-with-campaign layout, generate under the AI close layout', () => {
    const base = '/app/projects/p1/campaign/c1';
    expect(chain(base)).toEqual(['-', '/app/projects/:id', '-', 'campaign/:campaignID?']);
    expect(chain(`${base}/launch`)).toEqual([
      '-',
      '/app/projects/:id',
      '-',
      'campaign/:campaignID?/launch',
    ]);
    expect(chain(`${base}/steps/2`).at(-1)).toBe('campaign/:campaignID?/steps/:orderId?');
    expect(chain(`${base}/steps/add`).at(-1)).toBe('campaign/:campaignID?/steps/add');
    expect(chain(`${base}/steps/preview`).at(-1)).toBe('campaign/:campaignID?/steps/preview');
    expect(chain(`${base}/templates`).at(-1)).toBe('campaign/:campaignID?/templates');
    // The campaign layout and the AI close layout are different pathless routes.
    const campaignLayout = matchRoutes(routes, base)?.[2]?.route;
    const closeLayout = matchRoutes(routes, `${base}/steps/generate`)?.[2]?.route;
    expect(chain(`${base}/steps/generate`).at(-1)).toBe('campaign/:campaignID?/steps/generate');
    expect(closeLayout).toBeDefined();
    expect(closeLayout).not.toBe(campaignLayout);
  });

  it('gives every campaign page a lazy page of its own, not an empty state', () => {
    const pages = [
      '',
      '/launch',
      '/templates',
      '/steps/add',
      '/steps/generate',
      '/steps/preview',
      '/steps/1',
    ];
    for (const page of pages) {
      const matches = matchRoutes(routes, `/app/projects/p1/campaign/c1${page}`) ?? [];
      const leaf = matches[matches.length - 1]?.route;
      const handle = isRouteHandle(leaf?.handle) ? leaf.handle : null;
      expect(handle?.title, page).toBeTruthy();
      expect(typeof leaf?.lazy, page).toBe('function');
    }
  });
});
