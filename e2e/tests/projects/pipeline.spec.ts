import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

const PEOPLE = [
  {
    first_name: 'Ana',
    last_name: 'Archer',
    designation: 'Backend Engineer',
    current_company: 'Acme',
  },
  { first_name: 'Ben', last_name: 'Baker', designation: 'SRE', current_company: 'Globex' },
  {
    first_name: 'Cleo',
    last_name: 'Clark',
    designation: 'Data Engineer',
    current_company: 'Initech',
  },
  {
    first_name: 'Dev',
    last_name: 'Dunn',
    designation: 'Frontend Engineer',
    current_company: 'Umbrella',
  },
  {
    first_name: 'Eva',
    last_name: 'Evans',
    designation: 'Platform Engineer',
    current_company: 'Hooli',
  },
];

/** A ria project with the five people above, created through the API with the page's cookie. */
const seedProject = async (page: Page): Promise<string> => {
  const workspace = await currentWorkspaceId(page);
  const created = await page.request.post(`/api/project/create?workspace=${workspace}`, {
    data: { name: 'Pipeline moves', agent: 'ria', job: { title: 'Backend engineer' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const projectId = ((await created.json()) as { data: { _id: string } }).data._id;
  for (const person of PEOPLE) {
    const added = await page.request.post(
      `/api/project/${projectId}/candidate/add?workspace=${workspace}`,
      {
        data: {
          ...person,
          email: `${person.first_name.toLowerCase()}@pipeline.e2e.test`,
          source: 'csv',
        },
      },
    );
    expect(added.ok(), await added.text()).toBe(true);
  }
  return projectId;
};

const stageCount = (page: Page, stage: string) => page.getByTestId(`stage-count-${stage}`);
const kanbanColumn = (page: Page, stage: string) => page.getByTestId(`kanban-column-${stage}`);
const kanbanCard = (page: Page, name: string) =>
  page.getByTestId('kanban-card').filter({ has: page.getByRole('link', { name }) });

/** dnd-kit listens to real pointer moves: press, move in steps, release. */
const dragTo = async (page: Page, card: Locator, target: Locator, check?: () => Promise<void>) => {
  await target.scrollIntoViewIfNeeded();
  await card.scrollIntoViewIfNeeded();
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The card or the column is not on screen.');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 15 });
  if (check) await check();
  await page.mouse.up();
};

const expectNoHorizontalOverflow = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

test('move candidates in the table and the kanban, then note on a candidate', async ({ page }) => {
  await signUp(page, uniqueEmail('pipeline'), { firstName: 'Pia', lastName: 'Pipeline' });
  const projectId = await seedProject(page);

  await page.goto(`/app/projects/${projectId}/pipeline`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeVisible();
  await expect(page).toHaveTitle('Pipeline · Hirelane');
  await expect(stageCount(page, 'all')).toHaveText('5');
  await expect(stageCount(page, 'shortlisted')).toHaveText('5');
  await expect(page.getByRole('link', { name: 'Ana Archer' })).toBeVisible();
  await expectAccessible(page);

  // Table: two candidates to In campaign in one bulk move.
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.getByRole('checkbox', { name: 'Select Ana Archer' }).check();
  await page.getByRole('checkbox', { name: 'Select Ben Baker' }).check();
  await expect(page.getByTestId('selection-count')).toContainText('2 selected');
  await page.getByRole('button', { name: 'Move 2 selected to' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['In campaign', 'Completed', 'Rejected']);
  await page.getByRole('menuitem', { name: 'In campaign' }).click();
  await expect(page.getByTestId('move-result').filter({ hasText: 'Moved 2.' })).toBeVisible();
  await expect(stageCount(page, 'in_campaign')).toHaveText('2');
  await expect(stageCount(page, 'shortlisted')).toHaveText('3');
  await expect(page.getByTestId('pipeline-count').first()).toHaveText(/^5/);

  // Ana (in campaign) and Cleo (shortlisted) share only Completed and Rejected.
  await page.getByRole('checkbox', { name: 'Select Ana Archer' }).check();
  await page.getByRole('checkbox', { name: 'Select Cleo Clark' }).check();
  await page.getByRole('button', { name: 'Move 2 selected to' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Completed', 'Rejected']);
  await page.getByRole('menuitem', { name: 'Completed' }).click();
  await expect(page.getByTestId('move-result').filter({ hasText: 'Moved 2.' })).toBeVisible();
  await expect(stageCount(page, 'completed')).toHaveText('2');
  await expect(stageCount(page, 'in_campaign')).toHaveText('1');
  await expect(stageCount(page, 'shortlisted')).toHaveText('2');

  // The In campaign tab lists Ben only.
  await page.getByRole('tab', { name: /In campaign/ }).click();
  await expect(page.getByRole('link', { name: 'Ben Baker' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana Archer' })).toHaveCount(0);
  await page.getByRole('tab', { name: /All/ }).click();

  // Kanban: drag Dev from Shortlisted to Rejected; only allowed columns open while dragging.
  // The Get Started checklist, open after sign-in, takes room beside the board: fold it.
  await hideChecklist(page);
  await page.getByRole('button', { name: 'Kanban' }).click();
  await expect(kanbanCard(page, 'Dev Dunn')).toBeVisible();
  await expect(page.getByTestId('kanban-count-shortlisted')).toHaveText('2');
  await dragTo(page, kanbanCard(page, 'Dev Dunn'), kanbanColumn(page, 'rejected'), async () => {
    await expect(kanbanColumn(page, 'rejected')).toHaveAttribute('data-accepts-drop', 'true');
    await expect(kanbanColumn(page, 'in_campaign')).toHaveAttribute('data-accepts-drop', 'true');
    await expect(kanbanColumn(page, 'shortlisted')).toHaveAttribute('data-accepts-drop', 'false');
  });
  await expect(
    kanbanColumn(page, 'rejected').getByRole('link', { name: 'Dev Dunn' }),
  ).toBeVisible();
  await expect(page.getByTestId('kanban-count-rejected')).toHaveText('1');
  await expect(page.getByTestId('kanban-count-shortlisted')).toHaveText('1');

  // A rejected card goes nowhere: every column refuses it, and the drop changes nothing.
  await dragTo(page, kanbanCard(page, 'Dev Dunn'), kanbanColumn(page, 'shortlisted'), async () => {
    await expect(kanbanColumn(page, 'shortlisted')).toHaveAttribute('data-accepts-drop', 'false');
    await expect(kanbanColumn(page, 'completed')).toHaveAttribute('data-accepts-drop', 'false');
  });
  await expect(
    kanbanColumn(page, 'rejected').getByRole('link', { name: 'Dev Dunn' }),
  ).toBeVisible();
  await expect(page.getByTestId('kanban-count-shortlisted')).toHaveText('1');

  // Back in the table the tab counts followed, and nothing reloaded the page.
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(stageCount(page, 'rejected')).toHaveText('1');
  await expect(stageCount(page, 'shortlisted')).toHaveText('1');
  await expect(stageCount(page, 'all')).toHaveText('5');
  expect(navigations.every((url) => url.includes(`/app/projects/${projectId}/pipeline`))).toBe(
    true,
  );

  // The candidate page: candidate layout, sections, a note that stays.
  await page.getByRole('link', { name: 'Eva Evans' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/candidate/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Eva Evans' })).toBeVisible();
  await expect(page).toHaveTitle('Eva Evans · Hirelane');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link')).toHaveText(['Projects', 'Pipeline moves', 'Pipeline']);
  await expect(crumbs.getByRole('link', { name: 'Pipeline', exact: true })).toHaveAttribute(
    'href',
    `/app/projects/${projectId}/pipeline`,
  );
  await expect(crumbs.getByText('Eva Evans')).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Candidate' });
  await expect(sidebar.getByRole('link')).toHaveText([
    'Search',
    /Pipeline\s*5/,
    'Campaign',
    'Reports',
  ]);
  await expect(page.getByText('Platform Engineer at Hooli')).toBeVisible();
  await page.getByLabel('Add a note').fill('Great call, send the take-home.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes.getByText('Great call, send the take-home.')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(notes.getByText('Great call, send the take-home.')).toBeVisible();

  // The candidate's Move menu offers the allowed targets and moves from here too.
  await page.getByRole('button', { name: 'Move Eva Evans to' }).click();
  await page.getByRole('menuitem', { name: 'Completed' }).click();
  await expect(page.getByRole('region', { name: 'Stage history' })).toContainText(
    'Shortlisted → to Completed',
  );
});

test('the pipeline fits a 375 px screen and the table scrolls inside its own box', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('pipeline-mobile'));
  const projectId = await seedProject(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/app/projects/${projectId}/pipeline`);
  await expect(page.getByRole('link', { name: 'Ana Archer' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pipeline' })).toBeInViewport({
    ratio: 1,
  });
  await expectNoHorizontalOverflow(page);
  const box = page.getByRole('region', { name: 'Candidates, scrollable' });
  const scrolls = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(scrolls).toBe(true);
  await expectAccessible(page);
  // The view is part of the URL (the floating checklist covers the toggle at this width).
  await page.goto(`/app/projects/${projectId}/pipeline?view=kanban`);
  await expect(kanbanCard(page, 'Ana Archer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kanban' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});

test('search the pipeline, save the filter, reopen it from Saved filters and delete it', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('pipeline-filters'));
  const projectId = await seedProject(page);
  await page.goto(`/app/projects/${projectId}/pipeline`);
  await expect(page.getByRole('link', { name: 'Ana Archer' })).toBeVisible();

  await page.getByLabel('Search candidates in this pipeline').fill('engineer');
  await expect(page).toHaveURL(/q=engineer/);
  await expect(page.getByRole('link', { name: 'Ben Baker' })).toHaveCount(0);
  await expect(page.getByTestId('selection-count')).toContainText('4 candidates');

  await page.getByRole('button', { name: 'Saved filters' }).click();
  await page.getByRole('menuitem', { name: 'Save filter…' }).click();
  await page
    .getByRole('dialog', { name: 'Save filter' })
    .getByLabel('Filter name')
    .fill('Engineers');
  await page.getByRole('dialog').getByRole('button', { name: 'Save filter' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`/app/projects/${projectId}/saved-filters`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved filters' })).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved filters' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Engineers');
  await expect(saved.first()).toContainText('Pipeline filter');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open Engineers' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/pipeline\\?.*q=engineer`));
  await expect(page.getByLabel('Search candidates in this pipeline')).toHaveValue('engineer');
  await expect(page.getByTestId('selection-count')).toContainText('4 candidates');

  await page.goto(`/app/projects/${projectId}/saved-filters`);
  await page.getByRole('button', { name: 'Delete Engineers' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No saved filters yet' })).toBeVisible();
});
