import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
] as const;

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

const expectNoHorizontalScroll = async (page: Page, width: number) => {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('/login has no serious accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport.width === 375) await expectNoHorizontalScroll(page, viewport.width);
    });

    test('/app has no serious accessibility violations', async ({ page }) => {
      await signIn(page, uniqueEmail(`axe-${viewport.name}`));
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport.width === 375) await expectNoHorizontalScroll(page, viewport.width);

      // Again with a workspace, so the members section and invite form are checked too.
      await page.getByLabel('Workspace name').fill('Axe Test Workspace');
      await page.getByRole('button', { name: 'Create workspace' }).click();
      await expect(page.getByRole('region', { name: 'Active members' })).toBeVisible();
      await expect(page.getByText(/Workspace .* created\./)).toBeHidden({ timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport.width === 375) await expectNoHorizontalScroll(page, viewport.width);
    });
  });
}
