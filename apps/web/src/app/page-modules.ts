import type { ComponentType } from 'react';

/*
 * The page registry: every page, layout and widget of the app by name, except the three sign-in
 * pages (SIGN_IN_PAGES in routes.tsx).
 *
 * The chunk rule (decision 020): every page, layout and widget is lazy and gets its own chunk
 * (Vite puts code two of them share in a shared chunk). The entry holds the router, the route
 * table, the guards and the root shell; of the pages, only the preload lists of the sign-in pages,
 * so /login loads nothing else. This registry is a small chunk of its own, loaded with the first
 * page after sign-in: each dynamic import below carries the list of chunks it preloads, and keeping
 * those lists here keeps them out of the entry (the /login budget of `npm run size`).
 *
 * A new page: add its module here, then its route (path, guards, title, layout) to routes.tsx or
 * project-routes.ts with `lazy: pageModule('name')`.
 */

type Loaded = { Component: ComponentType };

export const PAGE_MODULES = {
  // Public pages
  invite: () =>
    import('../features/workspaces/pages/invite-page').then((m) => ({ Component: m.InvitePage })),
  confirmEmail: () =>
    import('../features/profile/pages/confirm-email-page').then((m) => ({
      Component: m.ConfirmEmailPage,
    })),
  notFound: () =>
    import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  // The free tools (SPEC 2.3), public: their layout and pages
  toolsLayout: () =>
    import('../features/tools/components/tools-layout').then((m) => ({
      Component: m.ToolsLayout,
    })),
  booleanBuilder: () =>
    import('../features/tools/pages/boolean-builder-page').then((m) => ({
      Component: m.BooleanBuilderPage,
    })),
  resumeToEmail: () =>
    import('../features/tools/pages/resume-to-email-page').then((m) => ({
      Component: m.ResumeToEmailPage,
    })),
  extensionInstall: () =>
    import('../features/extension/pages/extension-install-page').then((m) => ({
      Component: m.ExtensionInstallPage,
    })),

  // The candidate's AI interview (issue 18), public, without the app's shell
  bookInterview: () =>
    import('../features/calendars/pages/book-interview-page').then((m) => ({
      Component: m.BookInterviewPage,
    })),
  takeInterview: () =>
    import('../features/interviews/take/take-interview-page').then((m) => ({
      Component: m.TakeInterviewPage,
    })),

  // Layouts (SPEC 2.3)
  transparentLayout: () =>
    import('../layouts/transparent-layout').then((m) => ({ Component: m.TransparentLayout })),
  upgradeLayout: () =>
    import('../layouts/upgrade-layout').then((m) => ({ Component: m.UpgradeLayout })),
  closeButtonLayout: () =>
    import('../layouts/close-button-layout').then((m) => ({ Component: m.CloseButtonLayout })),
  candidateLayout: () =>
    import('../layouts/candidate-layout').then((m) => ({ Component: m.CandidateLayout })),
  projectLayout: () =>
    import('../layouts/project-layout').then((m) => ({ Component: m.ProjectLayout })),
  campaignLayout: () =>
    import('../layouts/campaign-layout').then((m) => ({ Component: m.CampaignLayout })),
  campaignAiCloseLayout: () =>
    import('../layouts/campaign-ai-close-layout').then((m) => ({
      Component: m.CampaignAiCloseLayout,
    })),
  mainLayout: () => import('../layouts/main-layout').then((m) => ({ Component: m.MainLayout })),

  // App pages
  inbox: () =>
    import('../features/inbox/pages/inbox-page').then((m) => ({ Component: m.InboxPage })),
  activity: () =>
    import('../features/activity/pages/activity-page').then((m) => ({ Component: m.ActivityPage })),
  welcome: () =>
    import('../features/onboarding/pages/welcome-page').then((m) => ({ Component: m.WelcomePage })),
  upgrade: () =>
    import('../features/billing/pages/upgrade-page').then((m) => ({ Component: m.UpgradePage })),
  support: () =>
    import('../features/support/pages/support-page').then((m) => ({ Component: m.SupportPage })),
  checkoutConfirmation: () =>
    import('../features/billing/pages/checkout-confirmation-page').then((m) => ({
      Component: m.CheckoutConfirmationPage,
    })),
  billing: () =>
    import('../features/billing/pages/billing-page').then((m) => ({ Component: m.BillingPage })),
  partnerPortal: () =>
    import('../features/partners/pages/partner-portal-page').then((m) => ({
      Component: m.PartnerPortalPage,
    })),
  settings: () =>
    import('../features/workspace-settings/pages/settings-page').then((m) => ({
      Component: m.SettingsPage,
    })),
  newWorkspace: () =>
    import('../features/workspaces/pages/new-workspace-page').then((m) => ({
      Component: m.NewWorkspacePage,
    })),
  connectLinkedin: () =>
    import('../features/linkedin/pages/connect-linkedin-page').then((m) => ({
      Component: m.ConnectLinkedinPage,
    })),
  connectCalendar: () =>
    import('../features/calendars/pages/connect-calendar-page').then((m) => ({
      Component: m.ConnectCalendarPage,
    })),
  calendarConfirmation: () =>
    import('../features/calendars/pages/calendar-confirmation-page').then((m) => ({
      Component: m.CalendarConfirmationPage,
    })),
  slackConfirmation: () =>
    import('../features/slack/pages/slack-confirmation-page').then((m) => ({
      Component: m.SlackConfirmationPage,
    })),
  recruiterSlackConfirmation: () =>
    import('../features/slack/pages/slack-confirmation-page').then((m) => ({
      Component: m.RecruiterSlackConfirmationPage,
    })),
  connectWhatsapp: () =>
    import('../features/accounts/pages/connect-whatsapp-page').then((m) => ({
      Component: m.ConnectWhatsappPage,
    })),
  connectMailbox: () =>
    import('../features/accounts/pages/connect-mailbox-page').then((m) => ({
      Component: m.ConnectMailboxPage,
    })),
  mailboxConfirmation: () =>
    import('../features/accounts/pages/mailbox-confirmation-page').then((m) => ({
      Component: m.MailboxConfirmationPage,
    })),
  admin: () =>
    import('../features/admin/pages/admin-page').then((m) => ({ Component: m.AdminPage })),
  projects: () =>
    import('../features/projects/pages/projects-page').then((m) => ({ Component: m.ProjectsPage })),

  // Project pages
  pipeline: () =>
    import('../features/pipeline/pages/pipeline-page').then((m) => ({ Component: m.PipelinePage })),
  sendInterviewInvitations: () =>
    import('../features/interviews/pages/send-interview-invitations-page').then((m) => ({
      Component: m.SendInterviewInvitationsPage,
    })),
  uploadCsv: () =>
    import('../features/imports/pages/upload-csv-page').then((m) => ({
      Component: m.UploadCsvPage,
    })),
  uploadResumes: () =>
    import('../features/imports/pages/upload-resumes-page').then((m) => ({
      Component: m.UploadResumesPage,
    })),
  projectDetails: () =>
    import('../features/projects/pages/project-details-page').then((m) => ({
      Component: m.ProjectDetailsPage,
    })),
  insights: () =>
    import('../features/insights/pages/insights-page').then((m) => ({
      Component: m.InsightsPage,
    })),
  workspaceReports: () =>
    import('../features/reports/pages/workspace-reports-page').then((m) => ({
      Component: m.WorkspaceReportsPage,
    })),
  workflows: () =>
    import('../features/workflows/pages/workflows-page').then((m) => ({
      Component: m.WorkflowsPage,
    })),
  workflow: () =>
    import('../features/workflows/pages/workflow-page').then((m) => ({
      Component: m.WorkflowPage,
    })),
  projectReports: () =>
    import('../features/reports/pages/project-reports-page').then((m) => ({
      Component: m.ProjectReportsPage,
    })),
  search: () =>
    import('../features/search/pages/search-page').then((m) => ({ Component: m.SearchPage })),
  savedFilters: () =>
    import('../features/search/pages/saved-filters-page').then((m) => ({
      Component: m.SavedFiltersPage,
    })),
  projectSettings: () =>
    import('./pages/project-settings-page').then((m) => ({
      Component: m.ComposedProjectSettingsPage,
    })),
  candidate: () =>
    import('../features/candidates/pages/candidate-page').then((m) => ({
      Component: m.CandidatePage,
    })),
  candidatesDirectory: () =>
    import('../features/candidates/pages/candidates-directory-page').then((m) => ({
      Component: m.CandidatesDirectoryPage,
    })),

  // Campaign pages
  campaignSteps: () =>
    import('../features/campaigns/pages/campaign-steps-page').then((m) => ({
      Component: m.CampaignStepsPage,
    })),
  launch: () =>
    import('../features/campaigns/pages/launch-page').then((m) => ({ Component: m.LaunchPage })),
  templates: () =>
    import('../features/campaigns/pages/templates-page').then((m) => ({
      Component: m.TemplatesPage,
    })),
  addStep: () =>
    import('../features/campaigns/pages/add-step-page').then((m) => ({ Component: m.AddStepPage })),
  stepsPreview: () =>
    import('../features/campaigns/pages/steps-preview-page').then((m) => ({
      Component: m.StepsPreviewPage,
    })),
  editStep: () =>
    import('../features/campaigns/pages/edit-step-page').then((m) => ({
      Component: m.EditStepPage,
    })),
  generateSteps: () =>
    import('../features/campaigns/pages/generate-steps-page').then((m) => ({
      Component: m.GenerateStepsPage,
    })),
} satisfies Record<string, () => Promise<Loaded>>;

export type PageName = keyof typeof PAGE_MODULES;

/**
 * Widgets a layout shows from a feature (the checklist, the extension badge), through
 * OptionalComponent: a failure there leaves the frame around them working.
 */
export const WIDGET_MODULES = {
  getStartedChecklist: () =>
    import('../features/onboarding/components/get-started-checklist').then(
      (m) => m.GetStartedChecklist,
    ),
  extensionDownloadBadge: () =>
    import('../features/extension/components/extension-download-badge').then(
      (m) => m.ExtensionDownloadBadge,
    ),
} satisfies Record<string, () => Promise<ComponentType>>;

export type WidgetName = keyof typeof WIDGET_MODULES;
