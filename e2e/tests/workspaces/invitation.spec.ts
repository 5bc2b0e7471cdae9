import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { waitForMail } from '../../support/mailbox';
import { ONBOARDING_DEFAULTS } from '../../support/onboard-user';
import { requestSignInLink, signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const WORKSPACE = 'Acme Recruiting';

test('an invited teammate signs in, accepts and becomes an active member', async ({
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
  const members = page.getByRole('region', { name: 'Active members' });
  await expect(members.getByText(ownerEmail)).toBeVisible();
  await expectAccessible(page);
  const invitedAt = new Date();
  await page.getByLabel('E-mail addresses').fill(inviteeEmail);
  await page.getByLabel('Role').selectOption('member');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pending invitations' }).getByText(inviteeEmail),
  ).toBeVisible();

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

    // B has not onboarded yet: the welcome page first, then the team's workspace (already on a plan).
    await expect(inviteePage).toHaveURL(/\/app\/welcome$/);
    await inviteePage.getByLabel('First name').fill('Bea');
    await inviteePage.getByLabel('Last name').fill('Invitee');
    await inviteePage.getByLabel('Company').fill(WORKSPACE);
    await inviteePage.getByLabel('Role').selectOption(ONBOARDING_DEFAULTS.role);
    await inviteePage.getByRole('button', { name: 'Continue' }).click();
    await expect(inviteePage).not.toHaveURL(/\/app\/welcome$/);
    await inviteePage.goto('/app');
    await expect(inviteePage).toHaveURL(/\/app$/);
    await expect(inviteePage.getByTestId('current-workspace')).toHaveText(WORKSPACE);
  } finally {
    await inviteeContext.close();
  }

  // A sees B among the active members.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Active members' }).getByText(inviteeEmail),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pending invitations' }).getByText(inviteeEmail),
  ).toHaveCount(0);
});
