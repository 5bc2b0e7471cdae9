import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { createProjectViaApi } from '../../support/projects';
import { openProfileMenu, signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const;

const expectNoHorizontalScroll = async (page: Page, width: number) => {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const mobile = viewport.width < 768;

    test('/login has no serious accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      if (mobile) await expectNoHorizontalScroll(page, viewport.width);
    });

    test('the app pages have no serious accessibility violations', async ({ page }) => {
      await signUp(page, uniqueEmail(`axe-${viewport.name}`));
      const project = await createProjectViaApi(page, { name: `Axe ${viewport.name}` });

      const pages = [
        { path: '/app', heading: 'Activity' },
        { path: '/app/settings', heading: 'Settings' },
        { path: '/app/projects', heading: 'Projects' },
        { path: '/app/book-a-demo', heading: 'Support' },
        { path: '/app/connect-mailbox', heading: 'Connect your mailbox' },
        { path: `/app/projects/${project._id}/pipeline`, heading: 'Pipeline' },
        { path: `/app/projects/${project._id}/settings`, heading: 'Project settings' },
      ];
      for (const { path, heading } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectAccessible(page);
        if (mobile) await expectNoHorizontalScroll(page, viewport.width);
      }

      await page.goto('/app');
      // A later load: the Get Started checklist is folded into its pill.
      await expect(page.getByRole('button', { name: /Get started/ })).toBeVisible();
      await expectAccessible(page);
      await openProfileMenu(page);
      await expectAccessible(page);
      await page.keyboard.press('Escape');

      if (mobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
        await expectAccessible(page);
      }
    });
  });
}
