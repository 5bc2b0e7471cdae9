import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { completeOnboarding, ONBOARDING_DEFAULTS } from '../../support/onboard-user';
import { requestSignInLink } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const LOCAL_PROVIDER_NOTE = 'Payments run on the local billing provider: no card is charged.';
const TRIAL_DAYS = 14;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A brand-new user signs in through the mailed link and lands on /app/welcome. */
const firstSignIn = async (page: Page, label: string): Promise<string> => {
  const email = uniqueEmail(label);
  const link = await requestSignInLink(page, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/welcome$/);
  return email;
};

/** From /app/welcome to /app/upgrade?source=onboarding. */
const submitWelcome = async (page: Page, company: string) => {
  await page.getByLabel('First name').fill(ONBOARDING_DEFAULTS.firstName);
  await page.getByLabel('Last name').fill(ONBOARDING_DEFAULTS.lastName);
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Role').selectOption('Sourcer');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/upgrade\?source=onboarding$/);
  await expect(page.getByRole('region', { name: 'Starter' })).toBeVisible();
};

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

const currentWorkspaceId = async (page: Page): Promise<string> => {
  const response = await page.request.get('/sessioninfo');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { profile_info: { current_workspace: { _id: string } | null } };
  };
  const workspace = body.data.profile_info.current_workspace;
  if (!workspace) throw new Error('The onboarded user has no current workspace.');
  return workspace._id;
};

test('first sign-in: welcome, free trial, then the app', async ({ page }) => {
  await firstSignIn(page, 'onboard-trial');

  // Required fields.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);

  await submitWelcome(page, 'Trial Talent');
  await expect(page.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // SPEC 2.3: with no mailbox connected, banner 1 applies and outranks the trial banner (#4),
  // which never flashes first.
  const trialEnd = new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  const trialBanner = page.getByText(
    `Your free trial ends on ${MONTHS[trialEnd.getMonth()]} ${trialEnd.getDate()}. Enjoying your Free Trial? Unlock all features now!`,
  );
  await expect(
    page.getByText('Connect your mailbox to send emails, track opens, and get timely replies!'),
  ).toBeVisible();
  await expect(trialBanner).toHaveCount(0);

  // Onboarded users do not see the welcome page again.
  await page.goto('/app/welcome');
  await expect(page).toHaveURL(/\/app$/);
});

test('a paid plan through the local provider ends on the confirmation', async ({ page }) => {
  await firstSignIn(page, 'onboard-paid');
  await submitWelcome(page, 'Paid Talent');

  // A cancelled checkout goes back to the plans (here still in onboarding: no plan yet).
  await page.goto('/app/checkout-confirmation?checkout=cancelled');
  await expect(page).toHaveURL(/\/app\/upgrade(\?source=onboarding)?$/);
  await expect(page.getByRole('region', { name: 'Pro' })).toBeVisible();

  await expect(page.getByText(LOCAL_PROVIDER_NOTE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
    'href',
    /^mailto:sales@hirelane\.io/,
  );

  await page.getByRole('button', { name: 'Choose Starter' }).click();
  const chosenAt = Date.now();
  await expect(page).toHaveURL(/\/app\/checkout-confirmation\?checkout=success$/);
  const heading = page.getByRole('heading', { name: 'You’re all set!' });
  await expect(heading).toBeVisible();
  // The guard holds the confirmation back for 2 s (SPEC 2.2, 9).
  expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(1900);
  await expect(page.getByTestId('confirmed-plan')).toHaveText('Starter');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Go to Hirelane' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('the Get Started checklist ticks off an invited teammate', async ({ page }) => {
  await firstSignIn(page, 'onboard-checklist');
  await completeOnboarding(page, { ...ONBOARDING_DEFAULTS, company: 'Checklist Talent' });

  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByRole('link', { name: /Invite a teammate/ })).toBeVisible();
  const remainingBefore = await checklist.getByTestId('checklist-remaining').textContent();

  const workspaceId = await currentWorkspaceId(page);
  const invite = await page.request.post(`/api/workspace/members/invite?workspace=${workspaceId}`, {
    data: { emails: [uniqueEmail('teammate')], role: 'member' },
  });
  expect(invite.ok()).toBe(true);

  // The widget refreshes when the window regains focus (and every 30 s).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  // Completed items are struck through (an <s> element) and no longer links.
  await expect(checklist.locator('s', { hasText: 'Invite a teammate' })).toBeVisible({
    timeout: 35_000,
  });
  await expect(checklist.getByRole('link', { name: /Invite a teammate/ })).toHaveCount(0);
  await expect(checklist.getByTestId('checklist-remaining')).not.toHaveText(remainingBefore ?? '');

  // Hide and show again.
  await checklist.getByRole('button', { name: 'Hide checklist' }).click();
  await expect(checklist).toBeHidden();
  await page.getByRole('button', { name: /Show checklist/ }).click();
  await expect(checklist).toBeVisible();
});
