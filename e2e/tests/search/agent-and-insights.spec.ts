import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/** Issue 17: Ria sources after showing its cost; the insights page draws the market and the funnel. */

const person = (first: string, last: string, city: string, skills: string[]) => ({
  first_name: first,
  last_name: last,
  designation: 'Backend Engineer',
  current_city: city,
  country: 'Germany',
  skills,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@agent.e2e.test`,
});

/** The workspace's pool: people it knows from another project. */
const PEOPLE = [
  person('Ines', 'Ibsen', 'Berlin', ['Go', 'Kafka']),
  person('Jon', 'Jansen', 'Berlin', ['Go', 'PostgreSQL']),
  person('Kai', 'Kern', 'Berlin', ['Go']),
  person('Lea', 'Lorenz', 'Hamburg', ['Java']),
];

const seedPool = async (page: Page) => {
  const workspace = await currentWorkspaceId(page);
  const bench = await createProjectViaApi(page, { name: 'Known people' });
  for (const body of PEOPLE) {
    const added = await page.request.post(
      `/api/project/${bench._id}/candidate/add?workspace=${workspace}`,
      { data: { ...body, source: 'csv' } },
    );
    expect(added.ok(), await added.text()).toBe(true);
  }
};

test('Ria shows its cost, sources the fitting people, and the insights chart the market', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('ria-agent'));
  await seedPool(page);
  const project = await createProjectViaApi(page, {
    name: 'Go backend',
    job: { title: 'Backend Engineer', location: 'Berlin', must_have_skills: ['Go'] },
  });

  await page.goto(`/app/projects/${project._id}/pipeline`);
  await page.getByRole('button', { name: 'Source with Ria' }).click();
  const dialog = page.getByRole('dialog', { name: 'Source with Ria' });
  await dialog.getByLabel('Candidates to save').fill('5');
  // The cost is on the button before anything runs.
  const start = dialog.getByRole('button', { name: /Start sourcing/ });
  await expect(start.getByTestId('paid-action-cost')).toHaveText(/up to 5 credits/);
  // The same search every morning: off until switched on, then saved with its next run.
  const daily = dialog.getByRole('region', { name: 'Every morning' });
  await daily.getByRole('switch', { name: 'Run this search every morning' }).click();
  await daily.getByLabel('At').fill('06:45');
  await daily.getByRole('button', { name: 'Save daily run' }).click();
  await expect(daily.getByText(/^Next run: /)).toBeVisible();
  await expectAccessible(page);
  await start.click();
  await expect(dialog.getByText('Done.')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'See them in the pipeline' }).click();

  // The three Go engineers in Berlin, saved by the agent; the Hamburg Java engineer is not.
  await page.reload();
  for (const name of ['Ines Ibsen', 'Jon Jansen', 'Kai Kern'])
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await expect(page.getByText('Ria sourcing agent')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Lea Lorenz' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const market = page.getByRole('region', { name: 'Talent market for this job' });
  await expect(market.getByText('In the market for this job')).toBeVisible();
  // Recharts drew the bars; the same numbers are in a table for screen readers.
  await expect(market.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Current titles' })).toContainText(
    'Backend Engineer',
  );
  const funnel = page.getByRole('region', { name: 'Pipeline funnel' });
  await expect(funnel.getByText('3 people', { exact: false }).first()).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(market.getByText('With every must-have skill')).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  // The agent's dialog on a phone: it fits the screen, reads and closes.
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await page.getByRole('button', { name: 'Source with Ria' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Source with Ria' });
  await expect(phoneDialog.getByRole('button', { name: /Start sourcing/ })).toBeVisible();
  const box = await phoneDialog.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  const dialogScroll = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(dialogScroll).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(phoneDialog).toBeHidden();
});
