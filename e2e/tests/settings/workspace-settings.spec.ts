import { expect, test, type Page } from '@playwright/test';
import { createProjectViaApi } from '../../support/projects';
import { openSettings, settingsRegion as region } from '../../support/settings-page';
import { signUp } from '../../support/sign-in';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

/** The Workspace and Feature flags sections of /app/settings: rename, flags, deletion. */

const projectSidebar = (page: Page) => page.getByRole('complementary', { name: 'Project' });

const openProject = async (page: Page, projectId: string) => {
  await page.goto(`/app/projects/${projectId}/pipeline`);
  await hideChecklist(page);
  await expect(projectSidebar(page).getByRole('link', { name: /^Pipeline/ })).toBeVisible();
};

test('workspace rename reaches the breadcrumb; the Team inbox flag shows and hides Inbox', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, uniqueEmail('settings-flags'), { company: 'Flag Co' });
  const project = await createProjectViaApi(page, { name: 'Flag project' });

  // Rename.
  await openSettings(page);
  const workspace = region(page, 'Workspace');
  const name = workspace.getByLabel('Name of this workspace');
  await expect(name).toHaveValue('Flag Co');
  await expect(workspace.getByRole('button', { name: 'Save name' })).toBeDisabled();
  await name.fill('Flag Co Renamed');
  await workspace.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Workspace renamed.')).toBeVisible();
  await expect(page.getByTestId('current-workspace')).toHaveText('Flag Co Renamed');
  await expect(
    page.getByRole('button', { name: 'Workspace: Flag Co Renamed. Switch workspace' }),
  ).toBeVisible();
  await openSettings(page);
  await expect(name).toHaveValue('Flag Co Renamed');
  await expect(page.getByTestId('current-workspace')).toHaveText('Flag Co Renamed');

  // The flag is off: no Inbox in the project's sidebar.
  await openProject(page, project._id);
  await expect(projectSidebar(page).getByRole('link')).toHaveText([
    /^Pipeline/,
    'Campaign',
    'Reports',
    'Workflows',
    'Insights',
    'Settings',
  ]);

  // Turn Team inbox on.
  await openSettings(page, '#feature-flags');
  const teamInbox = region(page, 'Feature flags').getByRole('switch', { name: 'Team inbox' });
  await expect(teamInbox).toHaveAttribute('aria-checked', 'false');
  await teamInbox.click();
  await expect(page.getByText('Team inbox turned on.')).toBeVisible();
  await expect(teamInbox).toHaveAttribute('aria-checked', 'true');

  // With the flag on, the project's sidebar links to its Inbox, after Campaign.
  await openProject(page, project._id);
  await expect(projectSidebar(page).getByRole('link')).toHaveText([
    /^Pipeline/,
    'Campaign',
    'Inbox',
    'Reports',
    'Workflows',
    'Insights',
    'Settings',
  ]);

  // And off again.
  await openSettings(page, '#feature-flags');
  await expect(teamInbox).toHaveAttribute('aria-checked', 'true');
  await teamInbox.click();
  await expect(page.getByText('Team inbox turned off.')).toBeVisible();
  await expect(teamInbox).toHaveAttribute('aria-checked', 'false');
  await openProject(page, project._id);
  await expect(projectSidebar(page).getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  await expect(projectSidebar(page).getByRole('link', { name: 'Settings' })).toBeVisible();
});

test('deleting a workspace needs its exact name and lands in the other workspace', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('settings-delete'), { company: 'Keep Co' });
  await openSettings(page);
  await page.getByLabel('Workspace name', { exact: true }).fill('Doomed Co');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  // Switched to the new workspace, which starts on its upgrade page (no plan yet).
  await expect(page).toHaveURL(/\/app\/upgrade/);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await openSettings(page);
  await expect(page.getByTestId('current-workspace')).toHaveText('Doomed Co');
  const workspace = region(page, 'Workspace');
  await expect(workspace.getByLabel('Name of this workspace')).toHaveValue('Doomed Co');

  await workspace.getByRole('button', { name: 'Delete workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Doomed Co?' });
  const typed = dialog.getByLabel('Type “Doomed Co” to confirm');
  const remove = dialog.getByRole('button', { name: 'Delete workspace' });
  await expect(remove).toBeDisabled();
  for (const wrong of ['Keep Co', 'doomed co', 'Doomed C', 'Doomed  Co']) {
    await typed.fill(wrong);
    await expect(remove).toBeDisabled();
  }
  await typed.fill('Doomed Co');
  await expect(remove).toBeEnabled();
  await remove.click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('current-workspace')).toHaveText('Keep Co');
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Keep Co' })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'Doomed Co' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});
