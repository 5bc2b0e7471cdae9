import type { ComponentType } from 'react';

type PageModule = Promise<{ Component: ComponentType }>;

/*
 * The campaign area's code-split modules. The route table reaches them through this one small
 * chunk: each dynamic import carries the list of chunks it preloads, and keeping those lists here
 * keeps them out of the first page load (the /login and /app bundle budgets).
 */
export const campaignLayout = (): PageModule =>
  import('../layouts/campaign-layout').then((m) => ({ Component: m.CampaignLayout }));
export const campaignStepsPage = (): PageModule =>
  import('../features/campaigns/pages/campaign-steps-page').then((m) => ({
    Component: m.CampaignStepsPage,
  }));
export const launchPage = (): PageModule =>
  import('../features/campaigns/pages/launch-page').then((m) => ({ Component: m.LaunchPage }));
export const templatesPage = (): PageModule =>
  import('../features/campaigns/pages/templates-page').then((m) => ({
    Component: m.TemplatesPage,
  }));
export const addStepPage = (): PageModule =>
  import('../features/campaigns/pages/add-step-page').then((m) => ({ Component: m.AddStepPage }));
export const stepsPreviewPage = (): PageModule =>
  import('../features/campaigns/pages/steps-preview-page').then((m) => ({
    Component: m.StepsPreviewPage,
  }));
export const editStepPage = (): PageModule =>
  import('../features/campaigns/pages/edit-step-page').then((m) => ({
    Component: m.EditStepPage,
  }));
export const generateStepsPage = (): PageModule =>
  import('../features/campaigns/pages/generate-steps-page').then((m) => ({
    Component: m.GenerateStepsPage,
  }));
