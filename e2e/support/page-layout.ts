import { expect, type Page } from '@playwright/test';

/** Folds the Get Started checklist when it opened, so the page shows at its full width. */
export const hideChecklist = async (page: Page) => {
  const hide = page.getByRole('button', { name: 'Hide checklist' });
  const pill = page.getByRole('button', { name: /Show checklist/ });
  await hide
    .or(pill)
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  if (await hide.isVisible()) await hide.click();
};

/** The page fits its width: nothing scrolls sideways. */
export const expectNoHorizontalOverflow = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};
