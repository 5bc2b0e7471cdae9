import { expect, type Locator, type Page } from '@playwright/test';
import { currentWorkspaceId, type CreatedProject } from './projects';

/** The campaign's steps page (its base path). */
export const campaignPath = (project: CreatedProject): string =>
  `/app/projects/${project._id}/campaign/${project.linked_campaign}`;

/** Adds a step to the project's campaign through the API, as the page's user. */
export const addStepViaApi = async (
  page: Page,
  project: CreatedProject,
  draft: { type: string; config: Record<string, unknown> },
): Promise<void> => {
  const workspace = await currentWorkspaceId(page);
  const response = await page.request.post(
    `/api/campaign/${project.linked_campaign}/step/add?workspace=${workspace}`,
    { data: draft },
  );
  expect(response.ok(), await response.text()).toBe(true);
};

export type StoredStep = { order: number; type: string; config: Record<string, unknown> };

/** The campaign's steps as the server stores them. */
export const stepsViaApi = async (page: Page, project: CreatedProject): Promise<StoredStep[]> => {
  const workspace = await currentWorkspaceId(page);
  const response = await page.request.get(
    `/api/campaign/${project.linked_campaign}/steps?workspace=${workspace}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: StoredStep[] }).data;
};

/** Adds a person to the project through the API (a manual add). */
export const addCandidateViaApi = async (
  page: Page,
  project: CreatedProject,
  person: Record<string, unknown>,
): Promise<void> => {
  const workspace = await currentWorkspaceId(page);
  const response = await page.request.post(
    `/api/project/${project._id}/candidate/add?workspace=${workspace}`,
    { data: { source: 'csv', ...person } },
  );
  expect(response.ok(), await response.text()).toBe(true);
};

/** The project sidebar (from 768 px up). */
export const projectSidebar = (page: Page) => page.getByRole('complementary', { name: 'Project' });

/** SPEC 2.3 campaign top bar: the run status and the numbered tabs. */
export const campaignTopBar = (page: Page) => ({
  status: page.getByTestId('campaign-run-status'),
  tabs: page.getByRole('navigation', { name: 'Campaign' }),
});

/** The Running / Paused badge of the sidebar's Campaign item. */
export const sidebarCampaignBadge = (page: Page) =>
  projectSidebar(page).getByTestId('campaign-status');

export const expectNoHorizontalOverflow = async (page: Page, width: number) => {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
};

/** Opens the add-step picker from the steps page: "Add a step" when empty, else "Add step". */
export const openStepPicker = async (page: Page) => {
  await page.getByRole('button', { name: /^Add (a )?step$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a step' });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** A step type's button in the picker (its name is its label, then its description). */
export const stepType = (dialog: Locator, group: string, label: string) =>
  dialog
    .getByRole('group', { name: group, exact: true })
    .getByRole('button', { name: new RegExp(`^${label} `) });

/** Picks a variable from a message field's "Insert variable" menu. */
export const insertVariable = async (page: Page, field: string, label: string) => {
  await page.getByRole('button', { name: `Insert variable into ${field}` }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${label}`) }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
};
