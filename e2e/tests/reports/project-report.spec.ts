import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import {
  createProjectViaApi,
  currentWorkspaceId,
  type CreatedProject,
} from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/*
 * The project's Reports page against a world the test makes: three people added today (two from
 * a CSV, one by hand), one of them moved into the campaign. The funnel and the sources show
 * exactly that, the Sources CSV downloads with those rows, and the page passes axe at 1280 and
 * fits 375 px; the workspace report shows the same project's totals.
 */

test.use({ actionTimeout: 15_000 });

const addPerson = async (page: Page, project: CreatedProject, name: string, source: string) => {
  const workspace = await currentWorkspaceId(page);
  const response = await page.request.post(
    `/api/project/${project._id}/candidate/add?workspace=${workspace}`,
    { data: { first_name: name, email: uniqueEmail(name.toLowerCase()), source } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { candidate_id: string } }).data.candidate_id;
};

test('the report counts the test world and its Sources table downloads as CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('reports'), { firstName: 'Rita', lastName: 'Report' });
  const project = await createProjectViaApi(page, {
    name: 'Reports e2e',
    job: { title: 'Data engineer' },
  });
  const first = await addPerson(page, project, 'Ravi', 'csv');
  await addPerson(page, project, 'Rosa', 'csv');
  await addPerson(page, project, 'Remy', 'manual');
  const workspace = await currentWorkspaceId(page);
  const moved = await page.request.post(
    `/api/project/${project._id}/pipeline/move?workspace=${workspace}`,
    { data: { candidate_ids: [first], to_stage: 'in_campaign' } },
  );
  expect(moved.ok(), await moved.text()).toBe(true);

  await page.goto(`/app/projects/${project._id}/pipeline`);
  await hideChecklist(page);
  await page
    .getByRole('complementary', { name: 'Project' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${project._id}/reports`));
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/days=7/);

  const funnel = page.getByRole('table', { name: 'Pipeline funnel' });
  const row = (name: string) => funnel.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row('Shortlisted').getByRole('cell')).toHaveText(['2', '3', '—']);
  await expect(row('In campaign').getByRole('cell')).toHaveText(['1', '1', '33.3%']);
  const sources = page.getByRole('table', { name: 'Sources' });
  await expect(sources.getByRole('row', { name: /^CSV import/ }).getByRole('cell')).toHaveText([
    '2',
    '1',
    '0',
    '0%',
  ]);
  await expect(sources.getByRole('row', { name: /^Added by hand/ }).getByRole('cell')).toHaveText([
    '1',
    '0',
    '0',
    '0%',
  ]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Sources as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^sources-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n').filter(Boolean)).toEqual([
    'Source,Added in range,Reached In campaign,Reached Completed,Conversion',
    'CSV import,2,1,0,0%',
    'Added by hand,1,0,0,0%',
  ]);

  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(funnel).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // The workspace report adds the same world up per project.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/app/reports?days=7');
  const projects = page.getByRole('table', { name: 'By project' });
  await expect(projects.getByRole('row', { name: /^Reports e2e/ }).getByRole('cell')).toHaveText([
    '3',
    '3',
    '1',
    '0',
    '0',
    '—',
  ]);
  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(projects).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
