import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mailbox';

/** Asks for a sign-in link on /login (already open or opened here) and returns the mailed link. */
export const requestSignInLink = async (
  page: Page,
  email: string,
  open = true,
): Promise<string> => {
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

/** Signs in through the mailed magic link and waits for /app. */
export const signIn = async (page: Page, email: string): Promise<string> => {
  const link = await requestSignInLink(page, email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('user-email')).toHaveText(email);
  return link;
};
