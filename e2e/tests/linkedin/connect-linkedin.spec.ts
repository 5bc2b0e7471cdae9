import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import { currentWorkspaceId } from '../../support/projects';
import { seedSenderAccounts } from '../../support/senders';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const PROFILE = 'https://www.linkedin.com/in/lina-linked';

/** A request shaped as the browser extension sends it: the app's cookie and its own Origin. */
const asExtension = async (page: Page, path: string, body: unknown) => {
  const session = (await (await page.request.get('/sessioninfo')).json()) as {
    data: { profile_info: { extension_id: string } };
  };
  const workspace = await currentWorkspaceId(page);
  return page.request.post(`${path}?workspace=${workspace}`, {
    data: body,
    headers: { origin: `chrome-extension://${session.data.profile_info.extension_id}` },
  });
};

test('connect the LinkedIn account the extension reports; a reported problem shows banner 3', async ({
  page,
}) => {
  const email = uniqueEmail('linkedin');
  await signUp(page, email, { firstName: 'Lina', lastName: 'Linked' });
  // A mailbox, so that banner 1 (no mailbox) does not outrank the LinkedIn banner.
  seedSenderAccounts(email, await currentWorkspaceId(page), 'lina@mail.e2e.test', {
    noLinkedin: true,
  });

  // Nothing reported yet: the page explains what to do, and waits.
  await page.goto('/app/connect-linkedin');
  await hideChecklist(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect LinkedIn' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Waiting for the browser extension' }),
  ).toBeVisible();
  await expect(page.getByText('Install the Hirelane browser extension')).toBeVisible();
  await expectAccessible(page);

  // The extension reports the member signed in to LinkedIn; the page shows them within seconds.
  const reported = await asExtension(page, '/api/extension/linkedin/identity', {
    full_name: 'Lina Linked',
    profile_url: PROFILE,
    headline: 'Technical recruiter',
  });
  expect(reported.status()).toBe(200);
  await expect(page.getByText('Lina Linked', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: new RegExp(PROFILE) })).toHaveAttribute(
    'href',
    PROFILE,
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your LinkedIn account is connected' }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Automate LinkedIn steps' })).toBeVisible();
  await expectAccessible(page);

  // The extension sees a security check: banner 3 with the message and Re-connect Linkedin.
  const problem = await asExtension(page, '/api/extension/linkedin/health', {
    state: 'checkpoint',
  });
  expect(problem.status()).toBe(200);
  await page.goto('/app/projects');
  const banner = page.getByText(
    'LinkedIn asks you to verify your account (security check). Complete it on linkedin.com, then re-connect.',
  );
  await expect(banner.first()).toBeVisible();
  await page.getByRole('link', { name: 'Re-connect Linkedin' }).click();
  await expect(page).toHaveURL(/\/app\/connect-linkedin$/);
  await expect(
    page.getByText(
      'Confirm to re-connect this account as your LinkedIn account in this workspace.',
    ),
  ).toBeVisible();

  // At 375 px the page is whole and accessible; re-confirming clears the problem.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your LinkedIn account is connected' }),
  ).toBeVisible();
  await page.goto('/app/projects');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Re-connect Linkedin' })).toHaveCount(0);
});
