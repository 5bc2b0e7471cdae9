import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';

test('the install page serves the built extension with its version and how to load it', async ({
  page,
}) => {
  await page.goto('/tools/browser-extension');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hirelane browser extension' }),
  ).toBeVisible();
  await expect(page.getByTestId('extension-version')).toHaveText(/^\d+\.\d+\.\d+$/);
  await expect(
    page.getByText('Click Load unpacked and choose the hirelane-extension folder.'),
  ).toBeVisible();
  const download = page.getByRole('link', { name: 'Download the extension (zip)' });
  await expect(download).toHaveAttribute('href', '/downloads/hirelane-extension.zip');
  const zip = await page.request.get('/downloads/hirelane-extension.zip');
  expect(zip.status()).toBe(200);
  expect(zip.headers()['content-type']).toBe('application/zip');
  // A zip archive starts with a local file header, PK\x03\x04.
  expect((await zip.body()).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(download).toBeVisible();
  await expectAccessible(page);
});
