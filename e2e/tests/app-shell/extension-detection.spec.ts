import { expect, test } from '@playwright/test';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

test('without the browser extension, /app asks nothing of it and logs no error over 12 s', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('no-extension'));

  const errors: string[] = [];
  const extensionRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.url().startsWith('chrome-extension:')) extensionRequests.push(request.url());
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  // Four rechecks of SPEC 2.3's 3 s detection.
  await page.waitForTimeout(12_000);

  expect(errors).toEqual([]);
  expect(extensionRequests).toEqual([]);
  // Not detected: the badge leads to the page that serves the extension (decision 044).
  await expect(page.getByRole('link', { name: /Get the extension/ })).toHaveAttribute(
    'href',
    '/tools/browser-extension',
  );
});
