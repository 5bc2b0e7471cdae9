import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { waitForMail } from '../../support/mailbox';
import { requestSignInLink, signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const WORKSPACE = 'Acme Recruiting';

/** The Team table's row of one person or invitation. */
const teamRow = (page: Page, email: string) =>
  page
    .getByRole('table', { name: /^Team of / })
    .getByRole('row')
    .filter({ hasText: email });

/** The owner invites `email` from Settings > Team and returns the mailed /invite link. */
const invite = async (page: Page, email: string, role = 'member') => {
  await page.goto('/app/settings');
  const invitedAt = new Date();
  await page.getByLabel('E-mail addresses').fill(email);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(teamRow(page, email)).toContainText('Invited');
  return (await waitForMail({ to: email, after: invitedAt, linkPath: '/invite' })).link;
};

test('an invited teammate signs in from the mailed link, accepts and lands on /app in the team', async ({
  page,
  browser,
}) => {
  const ownerEmail = uniqueEmail('owner');
  const inviteeEmail = uniqueEmail('invitee');

  // A signs up; onboarding creates the workspace named after the company.
  await signUp(page, ownerEmail, { company: WORKSPACE });
  await expect(page.getByTestId('current-workspace')).toHaveText(WORKSPACE);

  // A invites B as a member from Settings > Team.
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(teamRow(page, ownerEmail)).toContainText('Active');
  await expectAccessible(page);
  const invitedAt = new Date();
  await page.getByLabel('E-mail addresses').fill(inviteeEmail);
  await page.getByLabel('Role').selectOption('member');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(teamRow(page, inviteeEmail)).toContainText('Invited');

  // B opens the invitation in a browser of their own and is asked to sign in.
  const invitation = await waitForMail({ to: inviteeEmail, after: invitedAt, linkPath: '/invite' });
  const inviteeContext = await browser.newContext();
  try {
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(invitation.link);
    await expect(inviteePage.getByRole('heading', { level: 1 })).toContainText(
      `invited you to join ${WORKSPACE} as a member`,
    );
    await inviteePage.getByRole('link', { name: 'Sign in to accept' }).click();
    await expect(inviteePage).toHaveURL(/\/login\?/);
    await expect(inviteePage.getByLabel('Work e-mail')).toHaveValue(inviteeEmail);

    const signInLink = await requestSignInLink(inviteePage, inviteeEmail, false);
    await inviteePage.goto(signInLink);
    await expect(inviteePage).toHaveURL(/\/invite\?token=/);
    await inviteePage.getByRole('button', { name: 'Accept invitation' }).click();

    // B joins the team's workspace and goes straight to /app: no welcome form ("Your first
    // workspace is named after it") and no plan page, the workspace's trial covers them.
    await expect(inviteePage).toHaveURL(/\/app$/);
    await expect(inviteePage.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(inviteePage.getByTestId('current-workspace')).toHaveText(WORKSPACE);
    await expect(inviteePage.getByText('Your first workspace is named after it')).toHaveCount(0);
    // The welcome form is behind them for good.
    await inviteePage.goto('/app/welcome');
    await expect(inviteePage).toHaveURL(/\/app$/);
    await expect(inviteePage.getByTestId('current-workspace')).toHaveText(WORKSPACE);
  } finally {
    await inviteeContext.close();
  }

  // A sees B among the active members.
  await page.reload();
  await expect(teamRow(page, inviteeEmail)).toHaveCount(1);
  await expect(teamRow(page, inviteeEmail)).toContainText('Active');
  await expect(teamRow(page, inviteeEmail)).not.toContainText('Invited');
});

test('a signed-in user with a workspace of their own accepts at once and lands in the team', async ({
  page,
  browser,
}) => {
  const ownerEmail = uniqueEmail('owner');
  const memberEmail = uniqueEmail('signed-in');
  await signUp(page, ownerEmail, { company: WORKSPACE });

  const memberContext = await browser.newContext();
  try {
    const memberPage = await memberContext.newPage();
    await signUp(memberPage, memberEmail, { company: 'Solo Search', firstName: 'Sol' });
    await expect(memberPage.getByTestId('current-workspace')).toHaveText('Solo Search');

    const link = await invite(page, memberEmail, 'admin');

    // The owner opening the link is signed in as someone else: they are offered to switch.
    await page.goto(link);
    await expect(page.getByText(`You are signed in as ${ownerEmail}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: `Sign out and continue as ${memberEmail}` }),
    ).toBeVisible();

    // The invitee, already signed in, accepts without signing in again.
    await memberPage.goto(link);
    await expect(memberPage.getByRole('heading', { level: 1 })).toContainText(
      `invited you to join ${WORKSPACE} as an admin`,
    );
    await expect(memberPage.getByRole('link', { name: 'Sign in to accept' })).toHaveCount(0);
    await memberPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(memberPage).toHaveURL(/\/app$/);
    await expect(memberPage.getByTestId('current-workspace')).toHaveText(WORKSPACE);
    await memberPage.getByRole('button', { name: /Switch workspace/ }).click();
    await expect(memberPage.getByRole('menuitemradio', { name: 'Solo Search' })).toBeVisible();
    await expect(memberPage.getByRole('menuitemradio', { name: WORKSPACE })).toBeChecked();
  } finally {
    await memberContext.close();
  }

  await page.goto('/app/settings');
  await expect(teamRow(page, memberEmail)).toContainText('Active');
  await expect(
    teamRow(page, memberEmail).getByRole('combobox', { name: /^Access level of / }),
  ).toHaveValue('admin');
});
