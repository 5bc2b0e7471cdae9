import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { buildResumePdf } from '../../support/import-fixtures';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/*
 * The career page end to end (issue 19, decision 039): the recruiter switches the page on and
 * publishes a project; a visitor in a fresh browser WITHOUT JavaScript applies with a resume; the
 * recruiter finds the person in the pipeline with the source "Career page".
 */

test.use({ actionTimeout: 15_000 });

test('a visitor without JavaScript applies with a resume and lands in the pipeline', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = `e2e-careers-${Date.now()}`;
  const applicant = uniqueEmail('applicant');
  await signUp(page, uniqueEmail('careers'), { firstName: 'Rita', lastName: 'Recruiter' });
  const project = await createProjectViaApi(page, {
    name: 'Careers e2e',
    job: {
      title: 'Platform engineer',
      location: 'Lisbon',
      remote_policy: 'hybrid',
      employment_type: 'full_time',
      description: 'Run the platform that runs everything else.',
    },
  });

  // The recruiter: the workspace's page on, the project published.
  await page.goto('/app/settings#career-page');
  await hideChecklist(page);
  const section = page.locator('#career-page');
  await section.getByLabel('Page address').fill(slug);
  await section.getByRole('switch', { name: 'Career page on' }).click();
  await section.getByRole('button', { name: 'Save career page' }).click();
  await expect(section.getByRole('link', { name: 'Open the career page' })).toHaveAttribute(
    'href',
    `/careers/${slug}`,
  );
  await page.goto(`/app/projects/${project._id}/settings#career-page`);
  await page.getByRole('switch', { name: 'Publish on the career page' }).click();
  await expect(page.getByRole('link', { name: 'Open the job page' })).toHaveAttribute(
    'href',
    `/careers/${slug}/${project._id}`,
  );

  // The visitor: a fresh context, no JavaScript at all, a phone screen.
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/careers/${slug}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'Open positions' })).toBeVisible();
  await publicPage.getByRole('link', { name: /Platform engineer/ }).click();
  await expect(
    publicPage.getByRole('heading', { level: 1, name: 'Platform engineer' }),
  ).toBeVisible();
  await publicPage.getByLabel('Full name').fill('Paula Applicant');
  await publicPage.getByLabel('E-mail').fill(applicant);
  await publicPage.getByLabel('Country').selectOption('PT');
  await publicPage.getByLabel('Number').fill('912 345 678');
  const resume = await buildResumePdf('paula.pdf', {
    firstName: 'Paula',
    lastName: 'Applicant',
    email: applicant,
    phone: '+351 912345678',
    city: 'Lisbon',
    title: 'Platform engineer',
    company: 'Cloudy',
    skills: ['Kubernetes', 'Go'],
  });
  await publicPage.getByLabel(/^Resume/).setInputFiles(resume);
  await publicPage.getByLabel(/I agree that the team may keep my details/).check();
  // The form refuses anything sent within 3 s of being served (the time-to-submit check).
  await publicPage.waitForTimeout(3_000);
  await publicPage.getByRole('button', { name: 'Send application' }).click();
  await expect(
    publicPage.getByRole('heading', { level: 1, name: 'Thank you for applying' }),
  ).toBeVisible();
  expect(new URL(publicPage.url()).pathname).toBe(`/careers/${slug}/${project._id}/thanks`);
  await visitor.close();

  // The public pages are accessible and fit a phone (checked where axe can run its script).
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of [`/careers/${slug}`, `/careers/${slug}/${project._id}`]) {
    await page.goto(path);
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The recruiter: the person in the pipeline, with the source.
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await hideChecklist(page);
  const row = page.getByRole('row').filter({ hasText: 'Paula Applicant' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Career page')).toBeVisible();
});
