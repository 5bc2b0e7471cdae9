import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mailbox';
import { completeOnboarding, type OnboardingDetails } from './onboard-user';

/** A random private address per sign-in; the e2e server trusts X-Forwarded-For. */
const distinctClientIp = (): string =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** Asks for a sign-in link on /login (already open or opened here) and returns the mailed link. */
export const requestSignInLink = async (
  page: Page,
  email: string,
  open = true,
): Promise<string> => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': distinctClientIp() });
  if (open) await page.goto('/login');
  const field = page.getByLabel('Work e-mail');
  await field.fill(email);
  const after = new Date();
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL(/\/login\/link\?/);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const mail = await waitForMail({ to: email, after, linkPath: '/login/verify' });
  return mail.link;
};

/**
 * Signs in through the mailed magic link. A new user lands on /app/welcome, an onboarded one on
 * /app. Returns the link.
 */
export const signIn = async (page: Page, email: string): Promise<string> => {
  const link = await requestSignInLink(page, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/app(\/welcome)?$/);
  return link;
};

/** A brand-new user: signs in, completes onboarding (welcome + free trial) and ends on /app. */
export const signUp = async (
  page: Page,
  email: string,
  details: Partial<OnboardingDetails> = {},
): Promise<void> => {
  await signIn(page, email);
  await completeOnboarding(page, details);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
};

/** Opens the profile popover in the top bar. */
export const openProfileMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  const popover = page.getByRole('dialog');
  await expect(popover).toBeVisible();
  return popover;
};
