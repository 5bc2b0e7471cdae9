import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { hideChecklist } from '../../support/teammate';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

type Person = {
  first_name: string;
  last_name: string;
  designation: string;
  current_city: string;
  country: string;
  skills: string[];
  email?: string;
};

const berlinGo = (first: string, last: string, email: boolean): Person => ({
  first_name: first,
  last_name: last,
  designation: 'Senior Backend Engineer',
  current_city: 'Berlin',
  country: 'Germany',
  skills: ['Go', 'PostgreSQL', 'Docker'],
  ...(email ? { email: `${first.toLowerCase()}.${last.toLowerCase()}@search.e2e.test` } : {}),
});

/** People the workspace knows from another project: four fit the job, two do not. */
const PEOPLE: Person[] = [
  berlinGo('Ada', 'Adeyemi', true),
  berlinGo('Bo', 'Berg', true),
  berlinGo('Cy', 'Castellanos', true),
  berlinGo('Dee', 'Dubois', false),
  { ...berlinGo('Eli', 'Eriksen', true), designation: 'Product Designer', skills: ['Figma'] },
  { ...berlinGo('Fay', 'Fischer', true), current_city: 'Lisbon', country: 'Portugal' },
];

const seedBench = async (page: Page) => {
  const workspace = await currentWorkspaceId(page);
  const bench = await createProjectViaApi(page, { name: 'Talent bench' });
  for (const person of PEOPLE) {
    const added = await page.request.post(
      `/api/project/${bench._id}/candidate/add?workspace=${workspace}`,
      { data: { ...person, source: 'csv' } },
    );
    expect(added.ok(), await added.text()).toBe(true);
  }
};

const expectNoHorizontalScroll = async (page: Page, width: number) => {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
};

test('search from the job, refine with a filter, save 3 people, see them in the pipeline', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('search-from-job'));
  await seedBench(page);
  const project = await createProjectViaApi(page, {
    name: 'Platform backend',
    job: {
      title: 'Senior Backend Engineer',
      location: 'Berlin, Germany',
      seniority: 'senior',
      must_have_skills: ['Go'],
    },
  });

  // The pipeline leads to the search.
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await page.getByRole('link', { name: 'Find candidates' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start a search' })).toBeVisible();
  // With the Get Started checklist folded, the filters stand beside the results at 1280 px.
  // It may already be folded (it opens only on the first load after sign-in and when progress grows).
  await hideChecklist(page);
  await expect(page.getByRole('button', { name: /Show checklist/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Show filters/ })).toBeHidden();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Search from the job' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Search query' })).toHaveValue(/title:/);
  const results = page.getByRole('region', { name: 'Search results' });
  for (const name of ['Ada Adeyemi', 'Bo Berg', 'Cy Castellanos', 'Dee Dubois'])
    await expect(results.getByText(name, { exact: true })).toBeVisible();
  await expect(results.getByText('Eli Eriksen', { exact: true })).toHaveCount(0);
  await expect(results.getByText('Fay Fischer', { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // Refine: only people with an e-mail address.
  await page.getByRole('checkbox', { name: 'Has an e-mail address' }).check();
  await expect(results.getByText('Dee Dubois', { exact: true })).toHaveCount(0);
  await expect(results.getByTestId('search-result')).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await page.getByRole('button', { name: 'Save to project' }).click();
  await expect(page.getByText('3 people added to the project.')).toBeVisible();
  await expect(results.getByText('In this project')).toHaveCount(3);
  await expectAccessible(page);

  // The saved people open their candidate page from the results now.
  await expect(results.getByRole('link', { name: 'Ada Adeyemi' })).toBeVisible();

  // Save the search under a name.
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Go in Berlin');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search "Go in Berlin" saved.')).toBeVisible();

  await page.goto(`/app/projects/${project._id}/pipeline`);
  for (const name of ['Ada Adeyemi', 'Bo Berg', 'Cy Castellanos'])
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  await expect(page.getByText('Hirelane search')).toHaveCount(3);

  // The saved search reopens the same search from Saved filters, and the page holds at 375 px.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/app/projects/${project._id}/saved-filters`);
  await page.getByRole('link', { name: 'Open Go in Berlin' }).click();
  await expect(page).toHaveURL(/\/search\?.*saved=/);
  await expect(page.getByRole('textbox', { name: 'Search query' })).toHaveValue(/title:/);
  await expect(page.getByRole('checkbox', { name: 'Has an e-mail address' })).toBeHidden();
  await page.getByRole('button', { name: /Show filters/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Has an e-mail address' })).toBeChecked();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page, 375);
});
