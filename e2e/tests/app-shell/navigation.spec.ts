import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { createProjectViaApi } from '../../support/projects';
import { openProfileMenu, signUp } from '../../support/sign-in';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

test('routes, guards and error pages of the signed-in app', async ({ page }) => {
  await signUp(page, uniqueEmail('shell'), { firstName: 'Sam', lastName: 'Shell' });

  // The main layout: logo, breadcrumb with the workspace, sidebar and profile menu.
  await expect(page.getByRole('link', { name: 'Hirelane' })).toHaveAttribute('href', '/app');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  for (const [name, href] of [
    ['Activity', '/app'],
    ['Projects', '/app/projects'],
    ['Support', '/app/book-a-demo'],
    ['Settings', '/app/settings'],
  ] as const) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(sidebar.getByText('No projects yet.', { exact: false })).toBeVisible();
  // Our free tools, public pages opened in a new tab (decision 029).
  const booleanBuilder = sidebar.getByRole('link', { name: /Boolean Builder/ });
  await expect(booleanBuilder).toHaveAttribute('href', '/tools/boolean-builder');
  await expect(booleanBuilder).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  // Guest pages send a signed-in user to /app; so does the homepage.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/app$/);

  // An onboarded user is sent from /app/welcome to /app.
  await page.goto('/app/welcome');
  await expect(page).toHaveURL(/\/app$/);

  // The old campaigns path redirects to projects.
  await page.goto('/app/campaigns');
  await expect(page).toHaveURL(/\/app\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  // Step pages need a valid step_type.
  const project = await createProjectViaApi(page, { name: 'Navigation' });
  const steps = `/app/projects/${project._id}/campaign/${project.linked_campaign}/steps/add`;
  await page.goto(`${steps}?step_type=auto_email`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a step' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${steps}?step_type=carrier_pigeon`);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: "Whoopsie-daisy! We couldn't find what you're looking for.",
    }),
  ).toBeVisible();
  await expectAccessible(page);

  // An unknown route inside the app.
  await page.goto('/app/no-such-page');
  await expect(page.getByText('This page could not be found')).toBeVisible();

  // The profile popover and the settings anchors.
  await page.goto('/app');
  const profile = await openProfileMenu(page);
  await expect(profile.getByText('Sam Shell')).toBeVisible();
  await expect(profile.getByText(/ plan$/)).toBeVisible();
  await profile.getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/app\/settings#billing$/);
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeInViewport();
  await expect(page.getByTestId('plan-name')).toHaveText('Free trial');
  await expectAccessible(page);
});

test('the mobile menu at 375 px has exactly four items', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUp(page, uniqueEmail('mobile'));
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('listitem')).toHaveText([
    'Activity',
    'Projects',
    'Campaigns',
    'Sign out',
  ]);
  await expectAccessible(page);

  await menu.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/\/app\/projects$/);
});

test('switching workspace reloads into the other workspace', async ({ page }) => {
  await signUp(page, uniqueEmail('switcher'), { company: 'First Co' });
  await expect(page.getByTestId('current-workspace')).toHaveText('First Co');

  await page.goto('/app/settings');
  await hideChecklist(page);
  await page.getByLabel('Workspace name').fill('Second Co');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  // Creating switches to the new workspace, a full load of its home (SPEC 4.6), which has no plan
  // yet: it starts on the upgrade page, for Second Co.
  await expect(page).toHaveURL(/\/app\/upgrade/);
  await expect(page.getByText(/pick the plan that fits Second Co/)).toBeVisible();
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('current-workspace')).toHaveText('Second Co');
  await page.goto('/app/settings');

  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await expectAccessible(page);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitemradio', { name: 'First Co' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByTestId('current-workspace')).toHaveText('First Co');
});
