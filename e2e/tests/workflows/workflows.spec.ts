import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/*
 * Workflows (issue 19): a recruiter makes "enters In campaign → move to Completed" in the form,
 * sees it in the list with its switch, moves a candidate into the campaign through the pipeline's
 * move, and finds them in Completed with the run listed as done. axe at 1280 px, 375 px fits.
 */

test.use({ actionTimeout: 15_000 });

const addPerson = async (page: Page, projectId: string, name: string) => {
  const workspace = await currentWorkspaceId(page);
  const response = await page.request.post(
    `/api/project/${projectId}/candidate/add?workspace=${workspace}`,
    { data: { first_name: name, email: uniqueEmail(name.toLowerCase()), source: 'manual' } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { candidate_id: string } }).data.candidate_id;
};

test('a stage workflow moves the candidate on and lists its run', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('workflows'), { firstName: 'Wanda', lastName: 'Flow' });
  const project = await createProjectViaApi(page, {
    name: 'Workflows e2e',
    job: { title: 'Site reliability engineer' },
  });
  const candidate = await addPerson(page, project._id, 'Walter');

  await page.goto(`/app/projects/${project._id}/pipeline`);
  await hideChecklist(page);
  await page
    .getByRole('complementary', { name: 'Project' })
    .getByRole('link', { name: 'Workflows' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${project._id}/workflows$`));
  await expect(page.getByText('No workflows yet')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New workflow' }).click();
  await expect(page.getByRole('heading', { name: 'New workflow' })).toBeVisible();
  // Saving without a name says what is missing.
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(page.getByText('Name the workflow.')).toBeVisible();
  await page.getByLabel('Name').fill('Contacted → done');
  await page.getByLabel('Trigger').selectOption('stage_entered');
  await page.getByLabel('Stage entered').selectOption('in_campaign');
  await page.getByLabel('Action').selectOption('move_to_stage');
  await page.getByLabel('Move to').selectOption('completed');
  await page.getByRole('button', { name: 'Save workflow' }).click();
  await expect(page.getByRole('heading', { name: 'Contacted → done' })).toBeVisible();
  await expect(page.getByText('No runs yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: '← All workflows' }).click();
  const item = page.getByTestId('workflow-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Enters In campaign → Move to Completed');
  await expect(item.getByRole('switch', { name: 'Contacted → done on' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // The pipeline's move into the campaign fires the workflow; the worker runs it.
  const workspace = await currentWorkspaceId(page);
  const moved = await page.request.post(
    `/api/project/${project._id}/pipeline/move?workspace=${workspace}`,
    { data: { candidate_ids: [candidate], to_stage: 'in_campaign' } },
  );
  expect(moved.ok(), await moved.text()).toBe(true);

  await item.getByRole('link', { name: 'Contacted → done' }).click();
  const run = page.getByTestId('workflow-run');
  await expect(async () => {
    await page.reload();
    await expect(run).toHaveCount(1, { timeout: 2_000 });
    await expect(run).toContainText('Done', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(run).toContainText('Walter');
  await expect(run).toContainText('Entered In campaign');
  await expectAccessible(page);

  const stage = await page.request.get(
    `/api/project/${project._id}/pipeline/candidates?workspace=${workspace}&stage=completed`,
  );
  expect(stage.ok(), await stage.text()).toBe(true);
  expect(await stage.text()).toContain(candidate);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(run).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await page.goto(`/app/projects/${project._id}/workflows`);
  await expect(page.getByTestId('workflow-item')).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
});
