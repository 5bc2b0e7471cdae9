import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { adminPage, adminPost } from '../../support/admin';
import { currentWorkspaceId } from '../../support/projects';
import { seedSenderAccounts } from '../../support/senders';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LINKEDIN_ERROR = 'Your LinkedIn session has expired. Sign in to LinkedIn again.';

/** The trial end the session reports, as SPEC 2.3 writes it (MMM D). */
const trialEndText = async (page: Page): Promise<string> => {
  const response = await page.request.get('/sessioninfo');
  const body = (await response.json()) as {
    data: { profile_info: { subscription_info: { current_period_end: string } | null } };
  };
  const end = new Date(body.data.profile_info.subscription_info?.current_period_end ?? '');
  return `${MONTHS[end.getMonth()]} ${end.getDate()}`;
};

test('top banners follow the mailbox, LinkedIn and plan states in SPEC 2.3 order', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('banners');
  await signUp(page, email);
  const workspace = await currentWorkspaceId(page);
  const mailbox = `sender-${Date.now()}@banners.e2e.test`;
  const noMailbox = page.getByText(
    'Connect your mailbox to send emails, track opens, and get timely replies!',
  );
  await expect(noMailbox).toBeVisible();

  // 2. Every mailbox disabled.
  seedSenderAccounts(email, workspace, mailbox, { mailboxDisabled: true });
  await page.reload();
  await expect(
    page.getByText(
      "That's a bummer. Your mailboxes are disabled, enable to send email or launch a campaign.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enable now' })).toHaveAttribute(
    'href',
    '/app/settings#mailbox',
  );
  await expect(noMailbox).toHaveCount(0);

  // 3. A working mailbox, but the LinkedIn account reports an error: its message is the banner.
  seedSenderAccounts(email, workspace, mailbox, { linkedinError: LINKEDIN_ERROR });
  await page.reload();
  await expect(page.getByText(LINKEDIN_ERROR)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Re-connect Linkedin' })).toBeVisible();
  await expectAccessible(page);

  // 4. Everything connected, on a trial, with workspace:billing:edit (the owner).
  seedSenderAccounts(email, workspace, mailbox);
  await page.reload();
  await expect(
    page.getByText(
      `Your free trial ends on ${await trialEndText(page)}. Enjoying your Free Trial? Unlock all features now!`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade now' })).toBeVisible();
  await expect(page.getByText(LINKEDIN_ERROR)).toHaveCount(0);

  // 5. A past-due plan.
  const admin = await adminPage(browser);
  await adminPost(admin, '/api/admin/workspaces/subscription', {
    workspace_id: workspace,
    plan_name: 'starter',
    plan_status: 'past_due',
    current_period_end: '2030-01-15T00:00:00.000Z',
  });
  await page.reload();
  await expect(
    page.getByText('Your payment is due. Continue enjoying uninterrupted access!'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await expect(page.getByText(/Your free trial ends on/)).toHaveCount(0);
  await admin.context().close();
});
