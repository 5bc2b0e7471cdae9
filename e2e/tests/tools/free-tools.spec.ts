import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { buildResumePdf } from '../../support/import-fixtures';

const expectNoHorizontalScroll = async (page: Page, width: number) => {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
};

const addValues = async (page: Page, label: string, values: string[]) => {
  const input = page.getByLabel(label, { exact: true });
  for (const value of values) {
    await input.fill(value);
    await input.press('Enter');
  }
};

test('the Boolean Builder copies a string that the search accepts, signed out', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tools/boolean-builder');
  await expect(page.getByRole('heading', { level: 1, name: 'Boolean Builder' })).toBeVisible();
  await expect(page).toHaveTitle('Boolean Builder · Hirelane');

  await addValues(page, 'Job titles', ['Software Engineer']);
  await page.getByRole('button', { name: 'Add Programmer' }).click();
  await addValues(page, 'Must-have skills', ['Java', 'C++']);
  await addValues(page, 'Locations', ['New York']);
  await addValues(page, 'Exclude words or companies', ['Recruiter']);

  const hirelane = page.getByRole('region', { name: 'Hirelane', exact: true });
  await expect(hirelane.locator('pre')).toHaveText(
    'title:("Software Engineer" OR Programmer) skills:Java skills:C++ location:"New York" NOT Recruiter',
  );
  await hirelane.getByRole('button', { name: 'Copy the Hirelane string' }).click();
  await expect(hirelane.getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await hirelane.locator('pre').textContent());

  const check = page.getByLabel('Search string', { exact: true });
  await check.fill('java AND (python');
  await expect(page.getByText(/^Not accepted \(character 10\)/)).toBeVisible();
  await check.fill(copied);
  await expect(page.getByText('Accepted: Hirelane’s search reads this string.')).toBeVisible();

  await expectAccessible(page);
});

test('the Resume to Email Generator writes a draft from an uploaded resume', async ({ page }) => {
  await page.goto('/tools/resume-to-email');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resume to Email Generator' }),
  ).toBeVisible();
  const resume = await buildResumePdf('maria.pdf', {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria.lopez@example.com',
    phone: '+1 415 555 0100',
    city: 'San Francisco',
    title: 'Backend Engineer',
    company: 'Globex',
    skills: ['Python', 'PostgreSQL', 'Docker'],
  });
  await page.getByLabel(/^Resume \(PDF/).setInputFiles(resume);
  await page
    .getByLabel(/^Job description/)
    .fill('Senior Python Engineer\nWe run PostgreSQL at scale and ship with Docker.');
  await page.getByLabel('Your company (optional)').fill('Acme');
  await page.getByRole('button', { name: 'Write the e-mail' }).click();

  const draft = page.getByRole('region', { name: 'Your e-mail draft' });
  await expect(draft).toBeVisible({ timeout: 30_000 });
  await expect(draft.getByText(/^Written by:/)).toBeVisible();
  await expect(draft).toContainText('Hi Maria,');
  await expect(draft).toContainText('Python');
  await expect(draft.getByRole('button', { name: 'Copy the e-mail draft' })).toBeEnabled();
  await expectAccessible(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['/tools/boolean-builder', '/tools/resume-to-email']) {
    test(`${path} fits without horizontal scroll and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path.endsWith('boolean-builder'))
        await addValues(page, 'Must-have skills', ['Kubernetes-Administration-And-Operations']);
      await expectNoHorizontalScroll(page, 375);
      await expectAccessible(page);
    });
  }
});
