import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { PublicShellLayout } from '../layouts/public-shell-layout';
import { guardLoader } from './guard-loader';
import { loadOptionalComponent, type OptionalModule } from './optional-modules';
import { RootShell } from './root-shell';
import { P, candidatePageRoutes, projectPage, projectPageRoutes } from './project-routes';
import type { EmptyStateSpec, RouteHandle } from './route-handle';

/** The default guard of every page (SPEC 2.2). */
export const DEFAULT_GUARDS = ['campaign-redirect'] as const;
const APP = ['authenticate'] as const;

type LazyPage = NonNullable<RouteObject['lazy']>;

const pages = {
  login: () =>
    import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  loginLink: () =>
    import('../features/auth/pages/login-link-page').then((m) => ({ Component: m.LoginLinkPage })),
  loginVerify: () =>
    import('../features/auth/pages/login-verify-page').then((m) => ({
      Component: m.LoginVerifyPage,
    })),
  invite: () =>
    import('../features/workspaces/pages/invite-page').then((m) => ({ Component: m.InvitePage })),
  activity: () =>
    import('../features/activity/pages/activity-page').then((m) => ({ Component: m.ActivityPage })),
  settings: () =>
    import('../features/settings/pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
  newWorkspace: () =>
    import('../features/workspaces/pages/new-workspace-page').then((m) => ({
      Component: m.NewWorkspacePage,
    })),
  placeholder: () =>
    import('../components/placeholder-page').then((m) => ({ Component: m.PlaceholderPage })),
  redirectOnly: () => Promise.resolve({ Component: () => null }),
} satisfies Record<string, LazyPage>;

const optionalPage =
  (which: OptionalModule): LazyPage =>
  async () => ({ Component: await loadOptionalComponent(which) });

export type PageOptions = {
  guards?: readonly string[];
  title?: string;
  emptyState?: EmptyStateSpec;
  lazy?: LazyPage;
};

/** One page of the table: its guards (run by the guard loader) and its code-split module. */
const pageRoute = (
  queryClient: QueryClient,
  path: string | { index: true },
  { guards = DEFAULT_GUARDS, title, emptyState, lazy }: PageOptions,
): RouteObject => {
  const handle: RouteHandle = { guards, title: title ?? emptyState?.title, emptyState };
  const common = {
    handle,
    loader: guardLoader(queryClient, guards),
    lazy: lazy ?? (emptyState ? pages.placeholder : pages.redirectOnly),
  };
  return typeof path === 'string' ? { path, ...common } : { index: true, ...common };
};

const SETTINGS_MAILBOX = '/app/settings#mailbox';

/** The one route table (SPEC 2.1). */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => {
  const page = (path: string | { index: true }, options: PageOptions) =>
    pageRoute(queryClient, path, options);

  const projectPages = projectPageRoutes(page);

  return [
    {
      id: 'root',
      Component: RootShell,
      errorElement: <RouteErrorPage />,
      HydrateFallback: () => <FullPageSpinner label="Loading…" />,
      children: [
        page('/', { guards: ['homepage'] }),
        page('/login', { guards: ['guest'], title: 'Sign in', lazy: pages.login }),
        page('/login/link', {
          guards: ['guest'],
          title: 'Check your inbox',
          lazy: pages.loginLink,
        }),
        page('/login/verify', { title: 'Signing you in', lazy: pages.loginVerify }),
        page('/invite', { title: 'Invitation', lazy: pages.invite }),
        page('/app/campaigns/*', {}),
        {
          Component: PublicShellLayout,
          children: [
            page('/ui-library', {
              emptyState: {
                title: 'UI library',
                description: 'The shared interface components, shown together for the team.',
                action: { label: 'Return to homepage', to: '/app' },
              },
            }),
            page('/demo/th-select', {
              emptyState: {
                title: 'Select demo',
                description: 'A demonstration of the searchable select component.',
                action: { label: 'Open the UI library', to: '/ui-library' },
              },
            }),
          ],
        },
        {
          lazy: () =>
            import('../layouts/transparent-layout').then((m) => ({
              Component: m.TransparentLayout,
            })),
          children: [
            page('/app/welcome', {
              guards: ['onboarding'],
              title: 'Welcome',
              lazy: optionalPage('welcomePage'),
            }),
          ],
        },
        {
          lazy: () =>
            import('../layouts/upgrade-layout').then((m) => ({ Component: m.UpgradeLayout })),
          children: [
            page('/app/upgrade', {
              guards: ['upgrade'],
              title: 'Upgrade',
              lazy: optionalPage('upgradePage'),
            }),
          ],
        },
        {
          lazy: () =>
            import('../layouts/close-button-layout').then((m) => ({
              Component: m.CloseButtonLayout,
            })),
          children: [
            page('/app/connect-calendar', {
              guards: APP,
              emptyState: {
                title: 'Connect a calendar',
                description:
                  'Connect Google or Outlook Calendar so candidates can book interviews in your free slots.',
                action: { label: 'Back to settings', to: '/app/settings' },
              },
            }),
            page('/app/connect-linkedin', {
              guards: APP,
              emptyState: {
                title: 'Connect LinkedIn',
                description:
                  'Connect your LinkedIn account to send invitations, messages and profile visits from campaigns.',
                action: { label: 'Back to settings', to: '/app/settings' },
              },
            }),
            page('/app/connect-mailbox', {
              guards: APP,
              emptyState: {
                title: 'Connect your mailbox',
                description:
                  'Connect a Gmail or Outlook mailbox so campaigns send from your own address and replies come back to you.',
                action: { label: 'See connected mailboxes', to: SETTINGS_MAILBOX },
              },
            }),
            page('/app/connect-whatsapp', {
              guards: APP,
              emptyState: {
                title: 'Connect WhatsApp',
                description: 'Connect a WhatsApp account to message candidates from campaigns.',
                action: { label: 'Back to settings', to: '/app/settings' },
              },
            }),
          ],
        },
        {
          path: '/app/projects/:id',
          lazy: () =>
            import('../layouts/candidate-layout').then((m) => ({ Component: m.CandidateLayout })),
          children: candidatePageRoutes(page),
        },
        {
          path: '/app/projects/:id',
          lazy: () =>
            import('../layouts/project-layout').then((m) => ({ Component: m.ProjectLayout })),
          children: [
            ...projectPages,
            {
              lazy: () =>
                import('../layouts/campaign-ai-close-layout').then((m) => ({
                  Component: m.CampaignAiCloseLayout,
                })),
              children: [
                page(
                  'campaign/:campaignID?/steps/generate',
                  projectPage(
                    'Generate steps with AI',
                    'Describe the outreach you want and the AI drafts the campaign steps.',
                    { label: 'Back to project', to: P('') },
                  ),
                ),
              ],
            },
          ],
        },
        {
          lazy: () => import('../layouts/main-layout').then((m) => ({ Component: m.MainLayout })),
          children: [
            page('/app', { guards: APP, title: 'Activity', lazy: pages.activity }),
            page('/app/home', { guards: APP, title: 'Activity', lazy: pages.activity }),
            page('/app/settings', { guards: APP, title: 'Settings', lazy: pages.settings }),
            page('/app/new-workspace', {
              guards: APP,
              title: 'New workspace',
              lazy: pages.newWorkspace,
            }),
            page('/app/checkout-confirmation', {
              guards: ['authenticate', 'checkout-confirmation'],
              title: 'Checkout',
              lazy: optionalPage('checkoutConfirmationPage'),
            }),
            page('/app/projects', {
              guards: APP,
              title: 'Projects',
              lazy: () =>
                import('../features/projects/pages/projects-page').then((m) => ({
                  Component: m.ProjectsPage,
                })),
            }),
            page('/app/candidates', {
              guards: APP,
              emptyState: {
                title: 'Candidates',
                description: 'Every candidate saved in your projects will be listed here.',
                action: { label: 'Go to projects', to: '/app/projects' },
              },
            }),
            page('/app/reports', {
              guards: APP,
              emptyState: {
                title: 'Reports',
                description:
                  'Outreach and pipeline reports across your projects appear here once a campaign runs.',
                action: { label: 'Go to projects', to: '/app/projects' },
              },
            }),
            page('/app/billing', {
              guards: APP,
              title: 'Billing',
              lazy: () =>
                import('../features/billing/pages/billing-page').then((m) => ({
                  Component: m.BillingPage,
                })),
            }),
            page('/app/book-a-demo', {
              guards: APP,
              emptyState: {
                title: 'Support',
                description:
                  'Book a walkthrough with our team or ask us anything. Online booking opens here soon; until then, write to us.',
                action: { label: 'Contact support', to: 'mailto:support@hirelane.io' },
              },
            }),
            page('/app/calendar-confirmation', {
              guards: APP,
              emptyState: {
                title: 'Calendar connection',
                description: 'After you connect a calendar, this page confirms the connection.',
                action: { label: 'Connect a calendar', to: '/app/connect-calendar' },
              },
            }),
            page('/app/email-verified', {
              guards: APP,
              emptyState: {
                title: 'E-mail verification',
                description: 'After you verify a sender address, this page confirms it.',
                action: { label: 'See connected mailboxes', to: SETTINGS_MAILBOX },
              },
            }),
            page('/app/mailbox-confirmation', {
              guards: APP,
              emptyState: {
                title: 'Mailbox connection',
                description: 'After you connect a mailbox, this page confirms the connection.',
                action: { label: 'See connected mailboxes', to: SETTINGS_MAILBOX },
              },
            }),
            page('/app/slack-confirmation', {
              guards: APP,
              emptyState: {
                title: 'Slack connection',
                description: 'After you connect Slack, this page confirms the connection.',
                action: { label: 'Back to settings', to: '/app/settings' },
              },
            }),
            page('/app/recruiter-slack-confirmation', {
              guards: APP,
              emptyState: {
                title: 'Recruiting partner connection',
                description:
                  'After you connect your recruiting partner’s Slack, this page confirms the connection.',
                action: { label: 'Back to settings', to: '/app/settings' },
              },
            }),
          ],
        },
        {
          path: '*',
          lazy: () =>
            import('../features/errors/not-found-page').then((m) => ({
              Component: m.NotFoundPage,
            })),
        },
      ],
    },
  ];
};
