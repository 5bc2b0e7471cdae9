import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { waitForMail } from '../../support/mailbox';
import { requestSignInLink, signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';
import { hideChecklist } from '../../support/teammate';

const TEAM = 'Northwind Talent';
const OWN = 'Bea Agency';

const teamTable = (page: Page) => page.getByRole('table', { name: `Team of ${TEAM}` });
const teamRow = (page: Page, email: string) =>
  teamTable(page).getByRole('row').filter({ hasText: email });

const openTeam = async (page: Page) => {
  await page.goto('/app/settings');
  await hideChecklist(page);
  await expect(teamTable(page)).toBeVisible();
};

test('owner invites a teammate, changes their role and deactivates them; access ends at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail('team-owner');
  const mateEmail = uniqueEmail('team-mate');
  await signUp(page, ownerEmail, { company: TEAM });

  // The teammate already uses Hirelane for their own agency.
  const mateContext = await browser.newContext();
  try {
    const setupPage = await mateContext.newPage();
    await signUp(setupPage, mateEmail, { company: OWN, firstName: 'Bea', lastName: 'Mate' });
    await mateContext.clearCookies();
    await setupPage.close();

    // The owner invites them from Settings > Team.
    await openTeam(page);
    const invitedAt = new Date();
    await page.getByLabel('E-mail addresses').fill(mateEmail);
    await page.getByLabel('Role').selectOption('member');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText('Invitation sent.')).toBeVisible();
    const invited = teamRow(page, mateEmail);
    await expect(invited).toContainText('Invited');
    const resend = invited.getByRole('button', { name: `Resend invitation to ${mateEmail}` });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveAccessibleDescription(/You can send it again in \d+ seconds?\./);

    // The teammate signs in from the invitation mail and accepts.
    const mail = await waitForMail({ to: mateEmail, after: invitedAt, linkPath: '/invite' });
    const mate = await mateContext.newPage();
    await mate.goto(mail.link);
    await mate.getByRole('link', { name: 'Sign in to accept' }).click();
    await expect(mate.getByLabel('Work e-mail')).toHaveValue(mateEmail);
    const signInLink = await requestSignInLink(mate, mateEmail, false);
    await mate.goto(signInLink);
    await expect(mate).toHaveURL(/\/invite\?token=/);
    await mate.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(mate).toHaveURL(/\/app$/);
    await expect(mate.getByTestId('current-workspace')).toHaveText(TEAM);

    // The owner sees them active, as a member.
    await openTeam(page);
    const row = teamRow(page, mateEmail);
    await expect(row).toContainText('Active');
    const access = row.getByRole('combobox', { name: 'Access level of Bea Mate' });
    await expect(access).toHaveValue('member');
    await expectAccessible(page);

    // Search narrows the table by name or e-mail.
    const search = page.getByRole('searchbox', { name: 'Search team by name or e-mail' });
    await search.fill('BEA MATE');
    await expect(teamTable(page).getByRole('row')).toHaveCount(2);
    await search.fill('');

    // The owner makes them an admin: the teammate can now invite.
    await access.selectOption('admin');
    await expect(page.getByText('Role changed.')).toBeVisible();
    await openTeam(mate);
    await expect(mate.getByLabel('E-mail addresses')).toBeVisible();
    await expect(
      teamRow(mate, mateEmail).getByRole('button', { name: 'Deactivate Bea Mate' }),
    ).toBeDisabled();

    // The owner deactivates them.
    await page.getByRole('button', { name: 'Deactivate Bea Mate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Bea Mate?' });
    await expect(dialog).toContainText(`loses access to ${TEAM} at once`);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(teamRow(page, mateEmail)).toContainText('Inactive');
    await expect(page.getByRole('button', { name: 'Reactivate Bea Mate' })).toBeEnabled();

    // The teammate's open page is refused at once, and a reload lands in their own workspace.
    const workspaceId = await page.evaluate(async () => {
      const answer = await fetch('/sessioninfo');
      const body = (await answer.json()) as {
        data: { profile_info: { current_workspace: { _id: string } } };
      };
      return body.data.profile_info.current_workspace._id;
    });
    const refused = await mate.request.get(`/api/workspace/members/list?workspace=${workspaceId}`);
    expect(refused.status()).toBe(403);
    await mate.goto('/app');
    await expect(mate.getByTestId('current-workspace')).toHaveText(OWN);
    await mate.getByRole('button', { name: /Switch workspace/ }).click();
    await expect(mate.getByRole('menuitemradio', { name: TEAM })).toHaveCount(0);
  } finally {
    await mateContext.close();
  }
});

test('the Team table reads well at 375 px and 1280 px', async ({ page }) => {
  const ownerEmail = uniqueEmail('team-narrow');
  await signUp(page, ownerEmail, { company: TEAM });
  await openTeam(page);
  await page
    .getByLabel('E-mail addresses')
    .fill(`${uniqueEmail('a-very-long-invitee-name')} ${uniqueEmail('second')}`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('2 invitations sent.')).toBeVisible();
  await expect(teamTable(page).getByRole('row')).toHaveCount(4);
  await expect(teamTable(page).getByRole('columnheader', { name: 'Role' })).toBeVisible();
  await expectAccessible(page);
  if (process.env.E2E_SCREENSHOT_DIR)
    await page
      .locator('#team')
      .screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/team-1280.png` });

  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await hideChecklist(page);
  await expect(teamTable(page)).toBeVisible();
  const team = page.locator('#team');
  expect(await team.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  for (const row of await teamTable(page).getByRole('row').all()) {
    const box = await row.boundingBox();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  if (process.env.E2E_SCREENSHOT_DIR)
    await team.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/team-375.png` });
  const ownerRow = teamRow(page, ownerEmail);
  for (const control of [
    ownerRow.getByRole('combobox', { name: /^Access level of / }),
    ownerRow.getByRole('button', { name: /^Deactivate / }),
  ]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  await expectAccessible(page);
});
