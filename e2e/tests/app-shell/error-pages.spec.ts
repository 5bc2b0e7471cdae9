import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { adminPage, adminPost } from '../../support/admin';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { inviteTeammate, open } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

const expectFooter = async (page: Page) => {
  await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
    'href',
    '/app',
  );
  await expect(page.getByRole('link', { name: 'Contact support', exact: true })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
};

test('401: a session that ended elsewhere shows the not-authenticated page', async ({ page }) => {
  await signUp(page, uniqueEmail('ended'));
  const project = await createProjectViaApi(page, { name: 'Ended session' });
  await open(page, '/app/projects');
  await expect(page.getByRole('link', { name: /Ended session/ }).first()).toBeVisible();

  // The cookie goes away (signed out in another tab); the cached session still lets the guard
  // through, and the project call answers 401.
  await page.context().clearCookies();
  await page
    .getByRole('link', { name: /Ended session/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'You need to sign in first.' })).toBeVisible();
  await expect(page.getByText('Sorry, but you gotta be logged in to get in here!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In Now' })).toHaveAttribute('href', '/login');
  await expectFooter(page);
  await expectAccessible(page);
  expect(page.url()).toContain(project._id);
});

test('403 and 414: billing pages follow the role and the plan', async ({ page, browser }) => {
  const owner = uniqueEmail('billing-owner');
  await signUp(page, owner, { company: 'Billing Team' });

  // The owner sees the billing page of the trial.
  await open(page, '/app/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('billing-plan')).toBeVisible();
  await expectAccessible(page);

  // A member may not see billing: 403, the server's message replacing the header (SPEC 2.4).
  const teammate = await inviteTeammate(
    page,
    browser,
    uniqueEmail('billing-member'),
    'Billing Team',
  );
  try {
    await teammate.page.goto('/app/billing');
    await expect(
      teammate.page.getByRole('heading', {
        name: /^You need the workspace:billing:edit permission/,
      }),
    ).toBeVisible();
    await expect(
      teammate.page.getByText('Sorry, but this area is off-limits for you!'),
    ).toBeVisible();
    await expect(teammate.page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expectAccessible(teammate.page);
  } finally {
    await teammate.context.close();
  }

  // An enterprise workspace is billed by contract: 414.
  const admin = await adminPage(browser);
  await adminPost(admin, '/api/admin/workspaces/subscription', {
    workspace_id: await currentWorkspaceId(page),
    plan_name: 'enterprise',
    plan_status: 'active',
    current_period_end: null,
  });
  await admin.context().close();

  await page.goto('/app/billing');
  await expect(
    page.getByRole('heading', {
      name: 'Sorry, billing details are not available for Enterprise plans',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support', exact: true })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expectFooter(page);
  await expectAccessible(page);
});

test('any other status: the generic error text with the footer', async ({ page }) => {
  await signUp(page, uniqueEmail('other-status'));
  // The server never answers 409 here: the browser is made to see one, as a proxy might send it.
  await page.route('**/api/subscription/billing-details**', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Conflict upstream' }),
    }),
  );
  await open(page, '/app/billing');
  // The generic text is the header; only 401, 403 and 404 let a server message replace it.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Error: Please refresh and try again, or contact the support team.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Conflict upstream' })).toHaveCount(0);
  await expectFooter(page);
  await expectAccessible(page);
});
