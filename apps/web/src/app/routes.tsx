import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { PublicShellLayout } from '../layouts/public-shell-layout';
import { pageModule, pageRouteFactory } from './page-route';
import {
  campaignPageRoutes,
  candidatePageRoutes,
  generateStepsRoute,
  projectPageRoutes,
} from './project-routes';
import { RootShell } from './root-shell';

const APP = ['authenticate'] as const;

/**
 * The sign-in pages, which a signed-out first visit opens: the route table imports them itself,
 * so /login needs no registry chunk first (decision 020). Every other page is in page-modules.ts.
 */
const SIGN_IN_PAGES = {
  login: () =>
    import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  loginLink: () =>
    import('../features/auth/pages/login-link-page').then((m) => ({ Component: m.LoginLinkPage })),
  loginVerify: () =>
    import('../features/auth/pages/login-verify-page').then((m) => ({
      Component: m.LoginVerifyPage,
    })),
} satisfies Record<string, NonNullable<RouteObject['lazy']>>;

/** The one route table (SPEC 2.1). */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const page = pageRouteFactory(queryClient);

  const projectPages = projectPageRoutes(page);

  return [
    {
      id: 'root',
      Component: RootShell,
      errorElement: <RouteErrorPage />,
      HydrateFallback: () => <FullPageSpinner label="Loading…" />,
      children: [
        page('/', { guards: ['homepage'] }),
        page('/login', { guards: ['guest'], title: 'Sign in', lazy: SIGN_IN_PAGES.login }),
        page('/login/link', {
          guards: ['guest'],
          title: 'Check your inbox',
          lazy: SIGN_IN_PAGES.loginLink,
        }),
        page('/login/verify', { title: 'Signing you in', lazy: SIGN_IN_PAGES.loginVerify }),
        page('/invite', { title: 'Invitation', lazy: pageModule('invite') }),
        // The link of an e-mail change; the page itself asks a signed-out visitor to sign in.
        page('/app/email-verified', {
          title: 'E-mail verification',
          lazy: pageModule('confirmEmail'),
        }),
        page('/app/campaigns/*', {}),
        {
          Component: PublicShellLayout,
          children: [
            // SPEC 2.1's internal demo pages are not built: their addresses open the app.
            page('/ui-library', { title: 'UI library', nearest: '/app' }),
            page('/demo/th-select', { title: 'Select demo', nearest: '/app' }),
          ],
        },
        // The candidate's AI interview (issue 18, decision 034): public, the link's token is the key.
        page('/interview/:token', { title: 'Interview', lazy: pageModule('takeInterview') }),
        // A candidate's interview scheduling link (issue 22, decision 049): the token is the key.
        page('/schedule/:token', {
          title: 'Book your interview',
          lazy: pageModule('bookInterview'),
        }),
        // The free tools (SPEC 2.3 sidebar; decision 029): public, no sign-in.
        {
          lazy: pageModule('toolsLayout'),
          children: [
            page('/tools/boolean-builder', {
              title: 'Boolean Builder',
              lazy: pageModule('booleanBuilder'),
            }),
            page('/tools/resume-to-email', {
              title: 'Resume to Email Generator',
              lazy: pageModule('resumeToEmail'),
            }),
            // The browser extension's download and install page (decision 044).
            page('/tools/browser-extension', {
              title: 'Browser extension',
              lazy: pageModule('extensionInstall'),
            }),
          ],
        },
        {
          lazy: pageModule('transparentLayout'),
          children: [
            page('/app/welcome', {
              guards: ['onboarding'],
              title: 'Welcome',
              lazy: pageModule('welcome'),
            }),
            // A recruiting partner's whole app (decision 051): no sidebar, nothing they cannot use.
            page('/app/partner', {
              guards: APP,
              title: 'Partner portal',
              lazy: pageModule('partnerPortal'),
            }),
          ],
        },
        {
          lazy: pageModule('upgradeLayout'),
          children: [
            page('/app/upgrade', {
              guards: ['upgrade'],
              title: 'Upgrade',
              lazy: pageModule('upgrade'),
            }),
          ],
        },
        {
          lazy: pageModule('closeButtonLayout'),
          children: [
            page('/app/connect-calendar', {
              guards: APP,
              title: 'Connect a calendar',
              lazy: pageModule('connectCalendar'),
            }),
            page('/app/connect-linkedin', {
              guards: APP,
              title: 'Connect LinkedIn',
              lazy: pageModule('connectLinkedin'),
            }),
            page('/app/connect-mailbox', {
              guards: APP,
              title: 'Connect your mailbox',
              lazy: pageModule('connectMailbox'),
            }),
            page('/app/connect-whatsapp', {
              guards: APP,
              title: 'Connect WhatsApp',
              lazy: pageModule('connectWhatsapp'),
            }),
            // Not in SPEC 2.1: the admin console of decision 016, for platform admins only.
            page('/app/admin', {
              guards: ['admin'],
              title: 'Admin',
              lazy: pageModule('admin'),
            }),
          ],
        },
        {
          path: '/app/projects/:id',
          lazy: pageModule('candidateLayout'),
          children: candidatePageRoutes(page),
        },
        {
          path: '/app/projects/:id',
          lazy: pageModule('projectLayout'),
          children: [
            ...projectPages,
            ...campaignPageRoutes(page),
            {
              lazy: pageModule('campaignAiCloseLayout'),
              children: [generateStepsRoute(page)],
            },
          ],
        },
        {
          lazy: pageModule('mainLayout'),
          children: [
            page('/app', { guards: APP, title: 'Activity', lazy: pageModule('activity') }),
            page('/app/home', { guards: APP, title: 'Activity', lazy: pageModule('activity') }),
            page('/app/settings', { guards: APP, title: 'Settings', lazy: pageModule('settings') }),
            page('/app/new-workspace', {
              guards: APP,
              title: 'New workspace',
              lazy: pageModule('newWorkspace'),
            }),
            page('/app/checkout-confirmation', {
              guards: ['authenticate', 'checkout-confirmation'],
              title: 'Checkout',
              lazy: pageModule('checkoutConfirmation'),
            }),
            page('/app/projects', {
              guards: APP,
              title: 'Projects',
              lazy: pageModule('projects'),
            }),
            page('/app/candidates', {
              guards: APP,
              title: 'Candidates',
              lazy: pageModule('candidatesDirectory'),
            }),
            page('/app/reports', {
              guards: APP,
              title: 'Reports',
              lazy: pageModule('workspaceReports'),
            }),
            page('/app/billing', {
              guards: APP,
              title: 'Billing',
              lazy: pageModule('billing'),
            }),
            page('/app/book-a-demo', {
              guards: APP,
              title: 'Support',
              lazy: pageModule('support'),
            }),
            page('/app/calendar-confirmation', {
              guards: APP,
              title: 'Calendar connected',
              lazy: pageModule('calendarConfirmation'),
            }),
            page('/app/mailbox-confirmation', {
              guards: APP,
              title: 'Mailbox connection',
              lazy: pageModule('mailboxConfirmation'),
            }),
            page('/app/slack-confirmation', {
              guards: APP,
              title: 'Slack connection',
              lazy: pageModule('slackConfirmation'),
            }),
            page('/app/recruiter-slack-confirmation', {
              guards: APP,
              title: 'Your Slack connection',
              lazy: pageModule('recruiterSlackConfirmation'),
            }),
          ],
        },
        {
          path: '*',
          lazy: pageModule('notFound'),
        },
      ],
    },
  ];
};
