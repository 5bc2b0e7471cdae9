import { expect, type Browser, type Page } from '@playwright/test';
import { waitForMail } from './mailbox';
import { requestSignInLink } from './sign-in';

/**
 * Folds the Get Started checklist to its pill when it opened (first load after sign-in, or
 * progress), so pages show at their full width. Waits for it to appear, open or folded; returns
 * at once when it is folded already.
 */
export const hideChecklist = async (page: Page) => {
  const hide = page.getByRole('button', { name: 'Hide checklist' });
  const pill = page.getByRole('button', { name: /Show checklist/ });
  await hide
    .or(pill)
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  if (await hide.isVisible()) await hide.click();
};

/** Opens a page and puts the checklist away. */
export const open = async (page: Page, path: string) => {
  await page.goto(path);
  await hideChecklist(page);
};

/** A invites B to the workspace from Settings; B accepts, lands in the workspace and names themself. */
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
  // Invited people skip the welcome form and the plan page (issue 14): straight to /app.
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('current-workspace')).toHaveText(workspaceName);
  // Their name (for the collaborator search) goes in Settings > Your details.
  await open(page, '/app/settings');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('First name').fill('Bea');
  await details.getByLabel('Last name').fill('Teammate');
  await details.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  return { context, page };
};
