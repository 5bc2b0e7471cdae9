import { expect, test, type Page } from '@playwright/test';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { open } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

/** Every CSP violation of the page, from the browser's console and from its report event. */
const watchViolations = async (page: Page): Promise<() => Promise<string[]>> => {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|unsafe-eval|EvalError/i.test(message.text()))
      console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
  ];
};

test('no page asks for eval or breaks the content security policy', async ({ page }) => {
  const violations = await watchViolations(page);

  await page.goto('/login');
  await expect(page.getByLabel('Work e-mail')).toBeVisible();
  expect(await violations()).toEqual([]);

  await signUp(page, uniqueEmail('csp'));
  const project = await createProjectViaApi(page, { name: 'CSP check' });
  for (const path of ['/app', '/app/projects', `/app/projects/${project._id}`]) {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});
