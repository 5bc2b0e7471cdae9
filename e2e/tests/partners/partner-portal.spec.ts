import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { waitForMail } from '../../support/mailbox';
import { createProjectViaApi } from '../../support/projects';
import { requestSignInLink, signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/** The owner invites a partner to one project from Settings → Recruiting partners. */
const invitePartner = async (owner: Page, email: string, agency: string, project: string) => {
  await owner.goto('/app/settings#partners');
  const section = owner.locator('#partners');
  await section.getByLabel('Project', { exact: true }).selectOption({ label: project });
  const form = section.getByRole('form', { name: 'Invite a partner to this project' });
  await form.getByLabel('Partner e-mail').fill(email);
  await form.getByLabel('Agency').fill(agency);
  const invitedAt = new Date();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('status')).toHaveText(`Invitation sent to ${email}.`);
  return waitForMail({ to: email, after: invitedAt, linkPath: '/invite' });
};

/** The partner accepts in a browser of their own and lands on the partner portal. */
const acceptAsPartner = async (browser: Browser, email: string, link: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await page.goto(await requestSignInLink(page, email, false));
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/app\/partner$/);
  return page;
};

const submitByForm = async (page: Page, first: string, email: string) => {
  const form = page.getByRole('form', { name: 'Submit a candidate' });
  await form.getByLabel('First name').fill(first);
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Submit candidate' }).click();
  return form;
};

test('a partner submits a candidate and sees only their own submissions', async ({
  page,
  browser,
}) => {
  // Three people sign in by magic link on a shared machine.
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail('partner-owner'));
  await createProjectViaApi(page, { name: 'Agency opening' });
  await createProjectViaApi(page, { name: 'Internal only' });

  const northEmail = uniqueEmail('north-partner');
  const southEmail = uniqueEmail('south-partner');
  const north = await acceptAsPartner(
    browser,
    northEmail,
    (await invitePartner(page, northEmail, 'Northwind Talent', 'Agency opening')).link,
  );
  const south = await acceptAsPartner(
    browser,
    southEmail,
    (await invitePartner(page, southEmail, 'Southern Search', 'Agency opening')).link,
  );

  // A minimal shell: the shared project only, no sidebar, no way to the team's pages.
  await expect(north.getByRole('list', { name: 'Shared projects' })).toContainText(
    'Agency opening',
  );
  await expect(north.getByText('Internal only')).toHaveCount(0);
  await expect(north.getByRole('navigation')).toHaveCount(0);
  await north.goto('/app/projects');
  await expect(north).toHaveURL(/\/app\/partner$/);

  const northForm = await submitByForm(north, 'Ada', 'ada.partner@example.com');
  await expect(northForm.getByRole('status')).toHaveText('Candidate submitted.');
  const southForm = await submitByForm(south, 'Grace', 'grace.partner@example.com');
  await expect(southForm.getByRole('status')).toHaveText('Candidate submitted.');

  // The same person again, by the other agency: refused with the first-added date only.
  const refused = await submitByForm(south, 'Ada', 'ada.partner@example.com');
  await expect(refused.getByRole('alert').last()).toHaveText(
    /^Already in this workspace since \d{1,2} \w+ \d{4}\.$/,
  );

  const mine = north.getByRole('list', { name: 'Your submissions' });
  await expect(mine).toContainText('Ada');
  await expect(mine).toContainText('Shortlisted');
  await expect(mine).not.toContainText('Grace');
  await expectAccessible(north);

  // The team sees who submitted whom.
  await page.goto('/app/projects');
  await page
    .getByRole('link', { name: /Agency opening/ })
    .first()
    .click();
  await expect(page.getByText('Submitted by').first()).toBeVisible();
  await expect(page.getByText(/Submitted by .*\(Northwind Talent\)/)).toBeVisible();
});
