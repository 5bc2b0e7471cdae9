import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { adminPage, adminPost } from '../../support/admin';
import { currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

test('banners, limited access and a canceled plan follow the account state', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('states');
  await signUp(page, email);

  // SPEC 2.3 banner 1: no mailbox is connected yet, and it outranks the trial banner.
  await expect(
    page.getByText('Connect your mailbox to send emails, track opens, and get timely replies!'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connect mailbox' })).toHaveAttribute(
    'href',
    '/app/connect-mailbox',
  );
  await expectAccessible(page);

  const admin = await adminPage(browser);
  const workspace = await currentWorkspaceId(page);

  // Banners 4 and 5 are below the mailbox one; the subscription reaches the page through /sessioninfo.
  await adminPost(admin, '/api/admin/workspaces/subscription', {
    workspace_id: workspace,
    plan_name: 'starter',
    plan_status: 'past_due',
    current_period_end: '2030-01-15T00:00:00.000Z',
  });
  await page.goto('/app/settings#billing');
  await expect(page.getByTestId('plan-name')).toHaveText('Starter');

  // SPEC 4.1 step 5: a canceled plan sends the app area to /app/upgrade.
  await adminPost(admin, '/api/admin/workspaces/subscription', {
    workspace_id: workspace,
    plan_name: 'starter',
    plan_status: 'canceled',
    current_period_end: null,
  });
  await page.goto('/app/projects');
  await expect(page).toHaveURL(/\/app\/upgrade$/);

  // SPEC 4.1 step 2 and 2.4: a limited account gets the 407 page.
  await adminPost(admin, '/api/admin/users/access', { email, is_allowed: false });
  await page.goto('/app');
  await expect(
    page.getByText('Access denied: Your account has limited access at the moment'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Contact Support' })
      .or(page.getByRole('button', { name: 'Contact Support' }))
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  await adminPost(admin, '/api/admin/users/access', { email, is_allowed: true });
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/upgrade$/);
});
