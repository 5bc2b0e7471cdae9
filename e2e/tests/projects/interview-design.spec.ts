import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const JOB = {
  title: 'Senior Backend Engineer',
  company: 'Acme',
  location: 'Berlin, Germany',
  remote_policy: 'hybrid',
  employment_type: 'full_time',
  seniority: 'senior',
  salary: { min: 80000, max: 100000, currency: 'EUR', period: 'year' },
  description:
    'Build and run the services behind our recruiting product, with PostgreSQL and TypeScript.',
  must_have_skills: ['TypeScript', 'PostgreSQL'],
  nice_to_have_skills: ['Kubernetes'],
};

/** The top of the plan, a question and the settings, as a person at this width sees them. */
const shoot = async (page: Page, width: string) => {
  await page.getByRole('region', { name: 'Interview plan' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`interview-plan-${width}.png`) });
  await page.getByRole('listitem', { name: 'Question 6' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`interview-question-${width}.png`) });
  await page
    .getByRole('region', { name: 'Interview settings' })
    .screenshot({ path: test.info().outputPath(`interview-settings-${width}.png`) });
};

test('a recruiter proposes, edits and saves the interview plan and settings of a charlie project', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('interview-design'), { firstName: 'Ina', lastName: 'Design' });
  const project = await createProjectViaApi(page, {
    name: 'AI interviews',
    agent: 'charlie',
    job: JOB,
  });
  await page.goto(`/app/projects/${project._id}/settings#interview-plan`);
  await hideChecklist(page);

  const plan = page.getByRole('region', { name: 'Interview plan' });
  await expect(plan.getByText('No interview plan yet.')).toBeVisible();
  await plan.getByRole('button', { name: 'Propose a plan' }).click();
  await expect(plan.getByText('Built-in question bank', { exact: true })).toBeVisible();
  await expect(plan.getByRole('listitem', { name: /^Deal-breaker/ })).toHaveCount(4);
  await expect(plan.getByRole('listitem', { name: /^Question \d+$/ })).toHaveCount(5);

  // Keyboard reorder: the moved question keeps the focus.
  await plan.getByRole('button', { name: 'Move question 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(plan.getByRole('button', { name: 'Move question 1 down' })).toBeFocused();

  await plan.getByRole('button', { name: 'Add your own question' }).click();
  const own = plan.getByRole('listitem', { name: 'Question 6' });
  await own.getByLabel('Question', { exact: true }).fill('How would you migrate a hot table?');
  await own
    .getByLabel('What a strong answer shows (rubric)')
    .fill('Expands, backfills, contracts.');
  await plan.getByRole('button', { name: 'Save plan' }).click();
  await expect(plan.getByRole('button', { name: 'Save plan' })).toBeDisabled();

  const settings = page.getByRole('region', { name: 'Interview settings' });
  // The e2e server has a (fake) transcription service configured: the page says voice answers work.
  await expect(
    settings.getByText(
      'Voice answers are transcribed by the configured transcription service (STT_BASE_URL).',
    ),
  ).toBeVisible();
  await expect(settings.getByText(/Voice answers cannot be transcribed/)).toHaveCount(0);
  await settings.getByLabel('Answer mode').selectOption('typed');
  await settings.getByRole('button', { name: 'Save interview settings' }).click();
  await expect(page.getByText('Interview settings saved.')).toBeVisible();

  // Saved: a reload shows the plan with the recruiter's question and the settings.
  await page.reload();
  await expect(
    page.getByRole('listitem', { name: 'Question 6' }).getByLabel('Question', { exact: true }),
  ).toHaveValue('How would you migrate a hot table?');
  await expect(
    page.getByRole('listitem', { name: 'Question 6' }).getByText('Your question'),
  ).toBeVisible();
  await expect(page.getByLabel('Answer mode')).toHaveValue('typed');
  await hideChecklist(page);
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  await shoot(page, '1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('region', { name: 'Interview plan' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shoot(page, '375');
});
