import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { adminPage } from '../../support/admin';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const confirmWithReason = async (admin: Page, button: string, reason: string) => {
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
};

test('an admin finds a user, restricts and allows them, impersonates and stops, all audited', async ({
  page,
  browser,
}) => {
  // Two users signed in through mailed links, three page loads as each: a long flow.
  test.setTimeout(180_000);
  const email = uniqueEmail('console-target');
  await signUp(page, email);

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/app/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();

  await admin.getByRole('searchbox', { name: 'Search users and workspaces' }).fill(email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const users = admin.getByRole('region', { name: 'Users table' });
  const row = users.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Allowed')).toBeVisible();
  await expect(
    admin.getByRole('region', { name: 'Workspaces table' }).getByText(email),
  ).toBeVisible();
  await expectAccessible(admin);

  // Restrict: the user sees limited access (SPEC 2.4, 407).
  await row.getByRole('button', { name: `Restrict ${email}` }).click();
  await expect(admin.getByRole('dialog', { name: 'Restrict this account?' })).toBeVisible();
  await expectAccessible(admin);
  await confirmWithReason(admin, 'Restrict account', 'Chargeback under review');
  await expect(row.getByText('Restricted')).toBeVisible();
  await page.reload();
  await expect(
    page.getByText('Access denied: Your account has limited access at the moment'),
  ).toBeVisible();

  // Allow again.
  await row.getByRole('button', { name: `Allow ${email}` }).click();
  await confirmWithReason(admin, 'Allow account', 'Chargeback resolved');
  await expect(row.getByText('Allowed')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Access denied: Your account has limited access')).toBeHidden();

  // Impersonate: the app opens as the user with the impersonation banner; stop ends it.
  await row.getByRole('button', { name: `Impersonate ${email}` }).click();
  await confirmWithReason(admin, 'Impersonate', 'Ticket 42: pipeline looks empty');
  const banner = admin.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('You are impersonating');
  await expect(admin).toHaveURL(/\/app$/);
  await banner.getByRole('button', { name: 'Stop impersonating' }).click();
  await expect(banner).toBeHidden();

  // The audit log lists every action with its reason.
  await admin.goto('/app/admin');
  const audit = admin.getByRole('region', { name: 'Audit log table' });
  const rows = audit.getByRole('row').filter({ hasText: email });
  await expect(rows.filter({ hasText: 'Stopped impersonation' })).toHaveCount(1);
  await expect(
    rows.filter({ hasText: 'Started impersonation' }).filter({
      hasText: 'Ticket 42: pipeline looks empty',
    }),
  ).toHaveCount(1);
  await expect(
    rows.filter({ hasText: 'Set account access' }).filter({ hasText: 'Chargeback resolved' }),
  ).toContainText('allowed');
  await expect(
    rows.filter({ hasText: 'Set account access' }).filter({ hasText: 'Chargeback under review' }),
  ).toContainText('restricted');

  // 375 px: the page still reads, the tables scroll sideways inside their frame.
  await admin.setViewportSize({ width: 375, height: 800 });
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(admin);
});

test('the admin console is not there for anyone else', async ({ page }) => {
  await signUp(page, uniqueEmail('console-plain'));
  await page.goto('/app/admin');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  const answer = await page.request.get('/api/admin/users?q=a');
  expect(answer.status()).toBe(403);
});
