import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { addCandidateViaApi } from '../../support/campaigns';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/*
 * The candidates directory end to end: everyone of the workspace once, a search kept in the
 * address, and a bulk "Add to project" of two people who then are in that project's pipeline.
 */

test.use({ actionTimeout: 15_000 });

test('the directory bulk-adds two people to a project, who then are in its pipeline', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('directory'), { firstName: 'Dora', lastName: 'Directory' });
  const backend = await createProjectViaApi(page, {
    name: 'Backend e2e',
    job: { title: 'Backend engineer' },
  });
  const platform = await createProjectViaApi(page, {
    name: 'Platform e2e',
    job: { title: 'Platform engineer' },
  });
  for (const [first, last] of [
    ['Iris', 'Import'],
    ['Otto', 'Outreach'],
    ['Nina', 'Nobody'],
  ] as const)
    await addCandidateViaApi(page, backend, {
      first_name: first,
      last_name: last,
      email: uniqueEmail(first.toLowerCase()).replace('@e2e.', '@candidates.e2e.'),
    });

  // Reached from the Projects page, whose header links to everyone.
  await page.goto('/app/projects');
  await page.getByRole('link', { name: 'All candidates' }).click();
  await expect(page).toHaveURL(/\/app\/candidates$/);
  await hideChecklist(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  const table = page.getByRole('table', { name: 'People' });
  await expect(table.getByRole('link', { name: 'Iris Import' })).toBeVisible();
  await expect(page.getByTestId('directory-count')).toHaveText('3 people');

  // The search goes into the address and narrows the list.
  await page.getByLabel('Search people').fill('nina');
  await expect(page).toHaveURL(/[?&]q=nina/);
  await expect(table.getByRole('link', { name: 'Nina Nobody' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Iris Import' })).toHaveCount(0);
  await page.getByLabel('Search people').fill('');
  await expect(table.getByRole('link', { name: 'Iris Import' })).toBeVisible();

  await table.getByLabel('Select Iris Import').check();
  await table.getByLabel('Select Otto Outreach').check();
  await expect(page.getByTestId('directory-count')).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Add to project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to project' });
  await dialog.getByLabel('Project').selectOption({ label: 'Platform e2e' });
  await dialog.getByRole('button', { name: 'Add 2 people' }).click();
  await expect(page.getByTestId('bulk-result')).toHaveText('2 people added to the project.');
  await expect(
    table.getByRole('row', { name: /Iris Import/ }).getByText('Platform e2e: Shortlisted'),
  ).toBeVisible();

  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table.getByRole('link', { name: 'Iris Import' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/projects/${platform._id}/pipeline`);
  await hideChecklist(page);
  await expect(page.getByRole('link', { name: 'Iris Import' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Otto Outreach' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nina Nobody' })).toHaveCount(0);
});
