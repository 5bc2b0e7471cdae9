import { expect, type Browser, type Page } from '@playwright/test';
import { waitForMail } from './mailbox';
import { ONBOARDING_DEFAULTS } from './onboard-user';
import { requestSignInLink } from './sign-in';

/**
 * The floating Get Started checklist (shown again on every page load for a new user) covers the
 * lower right of the screen: put it away before clicking there.
 */
export const hideChecklist = async (page: Page) => {
  await page
    .getByRole('button', { name: 'Hide checklist' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
};

/** Opens a page and puts the checklist away. */
export const open = async (page: Page, path: string) => {
  await page.goto(path);
  await hideChecklist(page);
};

/** A invites B to the workspace from Settings; B accepts, onboards and lands in the workspace. */
export const inviteTeammate = async (
  owner: Page,
  browser: Browser,
  email: string,
  workspaceName: string,
) => {
  await open(owner, '/app/settings');
  const invitedAt = new Date();
  await owner.getByLabel('E-mail addresses').fill(email);
  await owner.getByLabel('Role').selectOption('member');
  await owner.getByRole('button', { name: 'Send invitations' }).click();
  await expect(owner.getByText('Invitation sent.')).toBeVisible();

  const invitation = await waitForMail({ to: email, after: invitedAt, linkPath: '/invite' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(invitation.link);
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  const signInLink = await requestSignInLink(page, email, false);
  await page.goto(signInLink);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/app\/welcome$/);
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Teammate');
  await page.getByLabel('Company').fill(workspaceName);
  await page.getByLabel('Role').selectOption(ONBOARDING_DEFAULTS.role);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/app\/welcome$/);
  await open(page, '/app');
  await expect(page.getByTestId('current-workspace')).toHaveText(workspaceName);
  return { context, page };
};
