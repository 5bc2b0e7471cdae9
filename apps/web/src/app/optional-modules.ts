import type { ComponentType } from 'react';

/**
 * Pages and widgets the onboarding, billing, checklist and extension features export, each
 * loaded in its own chunk. Widgets are shown through OptionalComponent, so a failure there leaves
 * the frame around them working.
 */
export const OPTIONAL = {
  welcomePage: () => import('../features/onboarding/pages/welcome-page').then((m) => m.WelcomePage),
  upgradePage: () => import('../features/billing/pages/upgrade-page').then((m) => m.UpgradePage),
  checkoutConfirmationPage: () =>
    import('../features/billing/pages/checkout-confirmation-page').then(
      (m) => m.CheckoutConfirmationPage,
    ),
  getStartedChecklist: () =>
    import('../features/onboarding/components/get-started-checklist').then(
      (m) => m.GetStartedChecklist,
    ),
  extensionDownloadBadge: () =>
    import('../features/extension/components/extension-download-badge').then(
      (m) => m.ExtensionDownloadBadge,
    ),
} satisfies Record<string, () => Promise<ComponentType>>;

export type OptionalModule = keyof typeof OPTIONAL;

export const loadOptionalComponent = (which: OptionalModule): Promise<ComponentType> =>
  OPTIONAL[which]();
