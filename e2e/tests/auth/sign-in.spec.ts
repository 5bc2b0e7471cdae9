import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { completeOnboarding } from '../../support/onboard-user';
import { openProfileMenu, requestSignInLink } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

test('the sign-in form says what is wrong before it sends anything', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Hirelane');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();

  await page.getByLabel('Work e-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a new user signs in, is onboarded, signs out, and cannot reuse the link', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');

  const link = await requestSignInLink(page, email);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend link in \d+s/ })).toBeDisabled();

  // A new user lands on the welcome page first.
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/welcome$/);
  await completeOnboarding(page, { firstName: 'Nia', lastName: 'Newcomer', company: 'Nia Co' });
  await expect(page).toHaveTitle('Activity · Hirelane');
  const profile = await openProfileMenu(page);
  await expect(profile.getByText('Nia Newcomer')).toBeVisible();
  await expect(profile.getByText(email)).toBeVisible();

  // Hold the sign-out answer briefly so the loading toast can be observed.
  await page.route('**/auth/sign-out', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await profile.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signing out...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Work e-mail')).toBeVisible();

  // The session is gone on the server too.
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);

  // A magic link works once.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'This sign-in link has expired or has already been used.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown page shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: "Whoopsie-daisy! We couldn't find what you're looking for.",
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
    'href',
    '/app',
  );
  await expectAccessible(page);
});

test('the app area sends a visitor without a session to /login', async ({ page }) => {
  await page.goto('/app/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
