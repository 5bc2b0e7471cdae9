import { expect, type Browser, type Page } from '@playwright/test';
import { grantAdmin } from './grant-admin';
import { signIn } from './sign-in';
import { uniqueEmail } from './unique-email';

/** A signed-in admin in its own browser context, for putting users into states via the admin API. */
export const adminPage = async (browser: Browser): Promise<Page> => {
  const email = uniqueEmail('admin');
  grantAdmin(email);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
};

export const adminPost = async (admin: Page, path: string, data: unknown) => {
  const response = await admin.request.post(path, {
    data,
    headers: { origin: new URL(admin.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
};
