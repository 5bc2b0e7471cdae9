import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const REQUIRED = 'This field is required.';

/**
 * Folds the Get Started checklist to its pill when it opened (first load after sign-in, or
 * progress), so pages show at their full width. Waits for it to appear, open or folded; returns
 * at once when it is folded already.
 */
const hideChecklist = async (page: Page) => {
  const hide = page.getByRole('button', { name: 'Hide checklist' });
  const pill = page.getByRole('button', { name: /Show checklist/ });
  await hide
    .or(pill)
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  if (await hide.isVisible()) await hide.click();
};

/** Opens a page and puts the checklist away. */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await hideChecklist(page);
};

/**
 * axe on the page as it is, with the checklist open: its hidden pill is the checklist feature's
 * own (white on orange-600) and not what these checks are about.
 */
const checkAccessible = async (page: Page) => {
  const show = page.getByRole('button', { name: /Show checklist/ });
  const hidden = await show.isVisible();
  if (hidden) await show.click();
  await expectAccessible(page);
  if (hidden) await hideChecklist(page);
};

/** A labelled control of the open dialog; required labels end with a hidden "*". */
const field = (page: Page, label: string) =>
  page.getByRole('dialog').getByLabel(new RegExp(`^${label}\\*?$`));

const openNewProject = async (page: Page) => {
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await expect(dialog).toBeVisible();
  return dialog;
};

const addSkill = async (page: Page, label: string, skill: string) => {
  await field(page, label).fill(skill);
  await field(page, label).press('Enter');
};

/** The page scrolls vertically only: nothing sticks out sideways. */
const expectNoHorizontalOverflow = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

const PROJECT_PATH = /\/app\/projects\/[0-9a-f-]{36}/;

test('create ria and charlie projects, find them in the list, open them', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail('projects'), { firstName: 'Pat', lastName: 'Projects' });

  // Empty list: the empty state leads to "New project".
  await page.goto('/app/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start your first project' })).toBeVisible();
  await checkAccessible(page);

  // A ria project needs a name and a job title only.
  let dialog = await openNewProject(page);
  await expect(dialog.getByRole('radio', { name: /Ria/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText(REQUIRED)).toHaveCount(2);
  await expectAccessible(page);
  await field(page, 'Project name').fill('Backend hiring');
  await field(page, 'Job title').fill('Senior Backend Engineer');
  await field(page, 'Company').fill('Acme');
  await addSkill(page, 'Must-have skills', 'Go');
  await dialog.getByRole('button', { name: 'Create project' }).click();

  // Lands in the project's pipeline, with the ways to add candidates (the search is not built).
  await expect(page).toHaveURL(new RegExp(`${PROJECT_PATH.source}/pipeline$`));
  const empty = page.getByRole('region', { name: 'No candidates in this pipeline yet' });
  await expect(empty.getByRole('link', { name: 'Upload CSV' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Upload resumes' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Backend hiring' }),
  ).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Project' });
  await expect(sidebar.getByRole('link')).toHaveText([
    /^Pipeline\s*0/,
    'Campaign',
    'Reports',
    'Workflows',
    'Insights',
    'Settings',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Campaign' })).toHaveAttribute(
    'href',
    new RegExp(`${PROJECT_PATH.source}/campaign/[0-9a-f-]{36}$`),
  );

  // The main sidebar's Recent Projects lists it, with its background.
  await page.goto('/app');
  const recent = page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Backend hiring' });
  await expect(recent).toBeVisible();
  await expect(recent).toHaveCSS('background-image', /linear-gradient/);

  // A charlie project needs the complete job details.
  await page.goto('/app/projects');
  dialog = await openNewProject(page);
  await field(page, 'Project name').fill('AI interviews');
  await dialog.getByRole('radio', { name: /Charlie/ }).check();
  await field(page, 'Job title').fill('Data Engineer');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  for (const label of ['Company', 'Location', 'Remote policy', 'Employment type', 'Seniority']) {
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(dialog.getByText(REQUIRED)).toHaveCount(7);
  await field(page, 'Company').fill('Acme');
  await field(page, 'Location').fill('Berlin, Germany');
  await field(page, 'Remote policy').selectOption('hybrid');
  await field(page, 'Employment type').selectOption('full_time');
  await field(page, 'Seniority').selectOption('senior');
  await field(page, 'Minimum').fill('70000');
  await field(page, 'Maximum').fill('90000');
  await field(page, 'Currency').fill('EUR');
  await field(page, 'Job description').fill(
    'Build and run our data pipelines on PostgreSQL and Kafka, and mentor two engineers.',
  );
  await addSkill(page, 'Must-have skills', 'SQL');
  await addSkill(page, 'Nice-to-have skills', 'Kafka');
  await dialog.getByRole('button', { name: 'Create project' }).click();

  // A charlie project opens its pipeline; its sidebar has Pipeline and Settings only.
  await expect(page).toHaveURL(new RegExp(`${PROJECT_PATH.source}/pipeline$`));
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'AI interviews' }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Project' }).getByRole('link')).toHaveText([
    /^Pipeline\s*0/,
    'Settings',
  ]);

  // Project details show the job from its own endpoint.
  const projectUrl = page.url().replace(/\/pipeline$/, '');
  await page.goto(`${projectUrl}/project-details`);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Engineer' })).toBeVisible();
  await expect(page.getByText('€70,000 – €90,000 per year')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Must-have skills' }).getByText('SQL'),
  ).toBeVisible();
  await checkAccessible(page);

  // The list: search and sort.
  await page.goto('/app/projects');
  const list = page.getByRole('region', { name: 'Project list' });
  await expect(list.getByRole('link')).toHaveCount(2);
  await checkAccessible(page);
  await hideChecklist(page);
  await expect(list.getByRole('link', { name: /AI interviews/ })).toContainText('Charlie');
  await page.getByLabel('Sort by').selectOption('name');
  await expect(list.getByRole('heading')).toHaveText(['AI interviews', 'Backend hiring']);
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill('BACKEND');
  await expect(list.getByRole('heading')).toHaveText(['Backend hiring']);
  await expect(page).toHaveURL(/search=BACKEND/);
  await search.fill('no such project');
  await expect(list.getByRole('heading', { name: 'No projects match' })).toBeVisible();
  await search.fill('');
  await expect(list.getByRole('link')).toHaveCount(2);

  // Settings: rename, archive (it leaves the list), find it among the archived.
  await list.getByRole('link', { name: /Backend hiring/ }).click();
  await expect(page).toHaveURL(/\/pipeline$/);
  await hideChecklist(page);
  await page
    .getByRole('complementary', { name: 'Project' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Project settings' })).toBeVisible();
  await hideChecklist(page);
  await page.getByLabel(/^Project name\*?$/).fill('Backend hiring 2026');
  await page.getByRole('button', { name: 'Rename' }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Backend hiring 2026' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Archive project' }).click();
  await expect(page.getByRole('button', { name: 'Unarchive project' })).toBeVisible();
  await page.goto('/app/projects');
  await expect(list.getByRole('link')).toHaveCount(1);
  // The box follows the URL (?archived=true), which updates just after the click.
  const archivedBox = page.getByRole('checkbox', { name: 'Archived' });
  await archivedBox.click();
  await expect(archivedBox).toBeChecked();
  await expect(list.getByRole('link', { name: /Backend hiring 2026/ })).toContainText('Archived');
});

test('the projects pages fit a 375 px screen', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('narrow'));
  await page.goto('/app/projects');
  const dialog = await openNewProject(page);
  await field(page, 'Project name').fill('A project with a rather long name for a phone screen');
  await field(page, 'Job title').fill('Engineer');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/pipeline$/);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/app/projects');
  await hideChecklist(page);
  const list = page.getByRole('region', { name: 'Project list' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('projects-375.png'), fullPage: true });

  await list.getByRole('link').click();
  const sections = page.getByRole('navigation', { name: 'Project sections' });
  await expect(sections).toBeVisible();
  await hideChecklist(page);
  await expectNoHorizontalOverflow(page);
  await sections.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Project settings' })).toBeVisible();
  await hideChecklist(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({
    path: test.info().outputPath('project-settings-375.png'),
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Share project' }).click();
  await expect(page.getByRole('dialog', { name: /^Share/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('share-375.png') });
});

test('project settings: custom fields, and deleting the project after a confirm', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('settings'));
  const session = (await (await page.request.get('/sessioninfo')).json()) as {
    data: { profile_info: { current_workspace: { _id: string } } };
  };
  const workspaceId = session.data.profile_info.current_workspace._id;
  const created = await page.request.post(`/api/project/create?workspace=${workspaceId}`, {
    data: { name: 'Settings project', agent: 'ria', job: { title: 'Recruiter' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { data } = (await created.json()) as { data: { _id: string } };

  await open(page, `/app/projects/${data._id}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Project settings' })).toBeVisible();
  const fields = page.getByRole('region', { name: 'Custom fields' });
  await expect(fields.getByText('No custom fields yet.')).toBeVisible();

  // Add a single select field with its options; a missing option is refused first.
  await fields.getByLabel(/^Field name\*?$/).fill('Notice period');
  await fields.getByLabel('Type').selectOption('single_select');
  await fields.getByRole('button', { name: 'Add field' }).click();
  await expect(fields.getByText('A single select field needs at least one option.')).toBeVisible();
  const options = fields.getByLabel(/^Options\*?$/);
  await options.fill('Immediate');
  await options.press('Enter');
  await options.fill('One month');
  await options.press('Enter');
  await fields.getByRole('button', { name: 'Add field' }).click();
  const list = fields.getByRole('list', { name: 'Custom fields' });
  await expect(list.getByText('Notice period')).toBeVisible();
  await expect(list.getByText('Single select · Immediate, One month')).toBeVisible();

  // Rename it.
  await list.getByRole('button', { name: 'Rename Notice period' }).click();
  await list.getByLabel(/^Field name\*?$/).fill('Availability');
  await list.getByRole('button', { name: 'Save field' }).click();
  await expect(list.getByText('Availability', { exact: true })).toBeVisible();
  await checkAccessible(page);

  // Delete it, after the confirm dialog.
  await list.getByRole('button', { name: 'Delete Availability' }).click();
  const confirmField = page.getByRole('dialog', { name: 'Delete “Availability”?' });
  await confirmField.getByRole('button', { name: 'Delete field' }).click();
  await expect(fields.getByText('No custom fields yet.')).toBeVisible();

  // Delete the project: cancel first, then confirm.
  await page.getByRole('button', { name: 'Delete project' }).click();
  let confirm = page.getByRole('dialog', { name: 'Delete “Settings project”?' });
  await confirm.getByRole('button', { name: 'Keep project' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete project' }).click();
  confirm = page.getByRole('dialog', { name: 'Delete “Settings project”?' });
  await confirm.getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/app\/projects$/);
  await expect(page.getByRole('heading', { name: 'Start your first project' })).toBeVisible();
  await page.goto(`/app/projects/${data._id}/settings`);
  await expect(page.getByRole('heading', { name: /couldn't find|not found/i })).toBeVisible();
});
