import type { QueryClient } from '@tanstack/react-query';
import { generatePath, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { PublicShellLayout } from '../layouts/public-shell-layout';
import { guardLoader } from './guard-loader';
import { loadOptionalComponent, type OptionalModule } from './optional-modules';
import { RootShell } from './root-shell';
import {
  campaignPageRoutes,
  candidatePageRoutes,
  generateStepsRoute,
  projectPageRoutes,
} from './project-routes';
import type { RouteHandle } from './route-handle';

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
  confirmEmail: () =>
    import('../features/profile/pages/confirm-email-page').then((m) => ({
      Component: m.ConfirmEmailPage,
    })),
  activity: () =>
    import('../features/activity/pages/activity-page').then((m) => ({ Component: m.ActivityPage })),
  settings: () =>
    import('../features/workspace-settings/pages/settings-page').then((m) => ({
      Component: m.SettingsPage,
    })),
  newWorkspace: () =>
    import('../features/workspaces/pages/new-workspace-page').then((m) => ({
      Component: m.NewWorkspacePage,
    })),
  connectMailbox: () =>
    import('../features/accounts/pages/connect-mailbox-page').then((m) => ({
      Component: m.ConnectMailboxPage,
    })),
  mailboxConfirmation: () =>
    import('../features/accounts/pages/mailbox-confirmation-page').then((m) => ({
      Component: m.MailboxConfirmationPage,
    })),
  placeholder: () => import('./placeholder-page').then((m) => ({ Component: m.PlaceholderPage })),
  redirectOnly: () => Promise.resolve({ Component: () => null }),
} satisfies Record<string, LazyPage>;

const optionalPage =
  (which: OptionalModule): LazyPage =>
  async () => ({ Component: await loadOptionalComponent(which) });

export type PageOptions = {
  guards?: readonly string[];
  title?: string;
  /** A page a later issue fills: shows its empty state from app/empty-state-texts.ts. */
  placeholder?: boolean;
  /**
   * A page not built yet that nothing links to: after its guards, it sends a visitor (an old
   * bookmark, a typed address) on to the nearest page that works; `:id` is the route's project.
   */
  nearest?: string;
  lazy?: LazyPage;
};

/** The route's guards first (a signed-out visitor still goes to sign in), then `nearest`. */
const nearestPageLoader =
  (queryClient: QueryClient, guards: readonly string[], nearest: string) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    await guardLoader(queryClient, guards)(args);
    const url = new URL(args.request.url);
    const target = new URL(generatePath(nearest, { id: args.params.id ?? '' }), url);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect protocol
    throw replace(`${target.pathname}${target.hash}`);
  };

/** One page of the table: its guards (run by the guard loader) and its code-split module. */
const pageRoute = (
  queryClient: QueryClient,
  path: string | { index: true },
  { guards = DEFAULT_GUARDS, title, placeholder = false, nearest, lazy }: PageOptions,
): RouteObject => {
  const handle: RouteHandle = {
    guards,
    title,
    placeholder: placeholder ? (typeof path === 'string' ? path : 'index') : undefined,
  };
  const common = {
    handle,
    loader: nearest
      ? nearestPageLoader(queryClient, guards, nearest)
      : guardLoader(queryClient, guards),
    lazy: lazy ?? (placeholder ? pages.placeholder : pages.redirectOnly),
  };
  return typeof path === 'string' ? { path, ...common } : { index: true, ...common };
};

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
        // The link of an e-mail change; the page itself asks a signed-out visitor to sign in.
        page('/app/email-verified', { title: 'E-mail verification', lazy: pages.confirmEmail }),
        page('/app/campaigns/*', {}),
        {
          Component: PublicShellLayout,
          children: [
            page('/ui-library', {
              title: 'UI library',
              placeholder: true,
            }),
            page('/demo/th-select', {
              title: 'Select demo',
              placeholder: true,
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
              title: 'Connect a calendar',
              nearest: '/app/settings#integrations',
            }),
            page('/app/connect-linkedin', {
              guards: APP,
              title: 'Connect LinkedIn',
              nearest: '/app/settings#integrations',
            }),
            page('/app/connect-mailbox', {
              guards: APP,
              title: 'Connect your mailbox',
              lazy: pages.connectMailbox,
            }),
            page('/app/connect-whatsapp', {
              guards: APP,
              title: 'Connect WhatsApp',
              nearest: '/app/settings#integrations',
            }),
            // Not in SPEC 2.1: the admin console of decision 016, for platform admins only.
            page('/app/admin', {
              guards: ['admin'],
              title: 'Admin',
              lazy: () =>
                import('../features/admin/pages/admin-page').then((m) => ({
                  Component: m.AdminPage,
                })),
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
            ...campaignPageRoutes(page),
            {
              lazy: () =>
                import('../layouts/campaign-ai-close-layout').then((m) => ({
                  Component: m.CampaignAiCloseLayout,
                })),
              children: [generateStepsRoute(page)],
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
              title: 'Candidates',
              nearest: '/app/projects',
            }),
            page('/app/reports', {
              guards: APP,
              title: 'Reports',
              nearest: '/app/projects',
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
              title: 'Support',
              placeholder: true,
            }),
            page('/app/calendar-confirmation', {
              guards: APP,
              title: 'Calendar connection',
              nearest: '/app/settings#integrations',
            }),
            page('/app/mailbox-confirmation', {
              guards: APP,
              title: 'Mailbox connection',
              lazy: pages.mailboxConfirmation,
            }),
            page('/app/slack-confirmation', {
              guards: APP,
              title: 'Slack connection',
              nearest: '/app/settings#integrations',
            }),
            page('/app/recruiter-slack-confirmation', {
              guards: APP,
              title: 'Recruiting partner connection',
              nearest: '/app/settings#integrations',
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
