import { expect, type Page } from '@playwright/test';
import { hideChecklist } from './teammate';

/** A section of /app/settings: a region named by its heading. */
export const settingsRegion = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true });

/** Opens /app/settings (with an optional #anchor) and waits for the sections that load data. */
export const openSettings = async (page: Page, hash = '') => {
  await page.goto(`/app/settings${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await hideChecklist(page);
  await expect(
    settingsRegion(page, 'Workspace').getByLabel('Name of this workspace'),
  ).toBeVisible();
};
