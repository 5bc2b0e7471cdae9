import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits (at most 2 s) for the page's finite CSS animations and transitions to end: a toast
 * sliding in or re-laid out for a new viewport is half transparent for a moment, and axe would
 * measure its text's contrast against what shows through. Spinners (infinite) are not waited for.
 */
const settleAnimations = (page: Page) =>
  page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });

/** Serious and critical axe violations on the page as it is now, once its animations settle. */
export const seriousViolations = async (page: Page) => {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

export const expectAccessible = async (page: Page): Promise<void> => {
  expect(await seriousViolations(page)).toEqual([]);
};
