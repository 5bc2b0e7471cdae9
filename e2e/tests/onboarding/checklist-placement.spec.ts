import { expect, test, type Locator, type Page } from '@playwright/test';
import { campaignPath } from '../../support/campaigns';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/** The control itself is what a click at its centre reaches: nothing lies over it. */
const expectUncovered = async (control: Locator, what: string) => {
  await control.scrollIntoViewIfNeeded();
  const reached = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(reached, what).toBe(true);
};

/** Cancel and Add step, as they are and with the page scrolled to its very end. */
const expectStepFormUncovered = async (page: Page, state: string) => {
  const cancel = page.getByRole('link', { name: 'Cancel' });
  const add = page.getByRole('button', { name: 'Add step' });
  await expectUncovered(cancel, `Cancel, ${state}`);
  await expectUncovered(add, `Add step, ${state}`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const [control, name] of [
    [cancel, 'Cancel'],
    [add, 'Add step'],
  ] as const) {
    const inView = await control.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    if (inView) {
      const reached = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && (hit === element || element.contains(hit));
      });
      expect(reached, `${name}, ${state}, scrolled to the end`).toBe(true);
    }
  }
};

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test(`the Get Started checklist covers none of the step form at ${viewport.width} px, folded or open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        cspErrors.push(message.text());
    });
    await signUp(page, uniqueEmail(`checklist-${viewport.name}`));
    // The first load after sign-in opens it expanded.
    await expect(page.getByRole('region', { name: 'Get started' })).toBeVisible();
    const project = await createProjectViaApi(page, { name: `Placement ${viewport.name}` });

    // Creating the project is progress: the next load opens it again, docked beside (or after)
    // the page, not over it.
    await page.goto(`${campaignPath(project)}/steps/add?step_type=auto_email`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a step' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Get started' });
    await expect(panel).toBeVisible();
    // With confetti, drawn on a canvas of the page (no blob: worker for the CSP to refuse).
    await expect(page.locator('body > canvas')).toHaveCount(1);
    expect(cspErrors).toEqual([]);
    await expectStepFormUncovered(page, 'checklist open');

    // A later load with nothing new done: folded to its pill, which covers nothing either.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a step' })).toBeVisible();
    const pill = page.getByRole('button', { name: /Show checklist/ });
    await expect(pill).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expectStepFormUncovered(page, 'checklist folded');

    // Opened from the pill: docked again.
    await pill.click();
    await expect(panel).toBeVisible();
    await expectStepFormUncovered(page, 'checklist opened from the pill');
  });
}
