import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import {
  buildCsv,
  buildPngNamedPdf,
  buildResumeDocx,
  buildResumePdf,
  type FixturePerson,
} from '../../support/import-fixtures';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const currentWorkspaceId = async (page: Page): Promise<string> => {
  const response = await page.request.get('/sessioninfo');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { profile_info: { current_workspace: { _id: string } | null } };
  };
  const workspace = body.data.profile_info.current_workspace;
  if (!workspace) throw new Error('The onboarded user has no current workspace.');
  return workspace._id;
};

const createProject = async (page: Page, workspaceId: string, name: string): Promise<string> => {
  const response = await page.request.post(`/api/project/create?workspace=${workspaceId}`, {
    data: { name, agent: 'ria', job: { title: 'Backend engineer' } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { _id: string } }).data._id;
};

/** The page scrolls vertically only: nothing sticks out sideways at this width. */
const expectNoHorizontalOverflow = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

/** Remembers every progress bar the page shows (name and value text), however briefly. */
const recordProgressBars = async (page: Page) => {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    const record = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const labelId = bar.getAttribute('aria-labelledby');
        const label = labelId ? document.getElementById(labelId)?.textContent : '';
        const entry = `${label} | ${bar.getAttribute('aria-valuetext') ?? ''}`;
        if (!seen.includes(entry)) seen.push(entry);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow', 'aria-valuetext'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
};

const person = (tag: string, firstName: string, lastName: string): FixturePerson => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}.${tag}@example.test`.toLowerCase(),
  phone: '+44 20 7946 0958',
  city: 'London',
  title: 'Software Engineer',
  company: 'Analytical Engines',
  skills: ['TypeScript', 'PostgreSQL', 'React'],
});

test('CSV import: preview, mapping, progress, summary, then the pipeline', async ({ page }) => {
  await signUp(page, uniqueEmail('csv-import'));
  const workspaceId = await currentWorkspaceId(page);
  const projectId = await createProject(page, workspaceId, 'CSV import');
  const tag = Date.now().toString(36);
  const email = (name: string) => `${name}.${tag}@example.test`;

  await page.goto(`/app/projects/${projectId}/pipeline/upload-csv`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a CSV' })).toBeVisible();
  await expectAccessible(page);

  const csv = buildCsv('candidates.csv', [
    ['First Name', 'Last Name', 'Email Address', 'Company', 'Title', 'Notes'],
    [
      'Ada',
      'Lovelace',
      email('ada'),
      'Analytical Engines',
      'Mathematician',
      'Met at a meetup in London, keen on a senior backend role with a remote option',
    ],
    ['Alan', 'Turing', email('alan'), 'Bletchley Park', 'Cryptanalyst', 'Line one\nLine two'],
    ['Grace', 'Hopper', email('grace'), 'US Navy', 'Rear Admiral', ''],
    ['Ada', 'Lovelace', email('ada').toUpperCase(), 'Analytical Engines', 'Countess', 'duplicate'],
    ['Broken', 'Address', 'not-an-email', 'Nowhere', 'Unknown', ''],
    ['Edsger', 'Dijkstra', email('edsger'), 'Eindhoven', 'Professor', 'Semicolons; fine'],
  ]);
  await page.getByLabel('Choose a CSV file', { exact: true }).setInputFiles(csv);

  const preview = page.getByRole('region', { name: 'File preview' });
  await expect(preview.getByRole('columnheader', { name: 'Email Address' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: email('grace') })).toBeVisible();
  await expect(page.getByText(/comma-separated · 6 columns/)).toBeVisible();
  await expect(page.getByLabel('Field for column First Name')).toHaveValue('first_name');
  await expect(page.getByLabel('Field for column Last Name')).toHaveValue('last_name');
  await expect(page.getByLabel('Field for column Email Address')).toHaveValue('email');
  await expect(page.getByLabel('Field for column Company')).toHaveValue('current_company');
  await expect(page.getByLabel('Field for column Title')).toHaveValue('designation');
  await expect(page.getByLabel('Field for column Notes')).toHaveValue('ignore');

  // Without a name, e-mail or LinkedIn column the import cannot start.
  for (const column of ['First Name', 'Last Name', 'Email Address']) {
    await page.getByLabel(`Field for column ${column}`).selectOption('ignore');
  }
  await expect(page.getByRole('alert')).toContainText('Map a column to a name, an email');
  await expect(page.getByRole('button', { name: 'Import candidates' })).toBeDisabled();
  await page.getByLabel('Field for column First Name').selectOption('first_name');
  await page.getByLabel('Field for column Last Name').selectOption('last_name');
  await page.getByLabel('Field for column Email Address').selectOption('email');
  await expectAccessible(page);
  // The preview table scrolls inside its own box on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(preview).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const progressSeen = await recordProgressBars(page);
  await page.getByRole('button', { name: 'Import candidates' }).click();
  const summary = page.getByRole('region', { name: 'Import complete' });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  const seen = await progressSeen();
  expect(seen.some((entry) => entry.startsWith('Uploading'))).toBe(true);
  expect(
    seen.some((entry) => /^(Waiting to start the import|Importing candidates)/.test(entry)),
  ).toBe(true);

  await expect(summary.getByTestId('summary-created')).toHaveText('4');
  await expect(summary.getByTestId('summary-updated')).toHaveText('0');
  await expect(summary.getByTestId('summary-merged')).toHaveText('1');
  await expect(summary.getByTestId('summary-rejected')).toHaveText('1');
  await expect(summary.getByRole('progressbar', { name: 'Rows processed' })).toHaveAttribute(
    'aria-valuetext',
    '6 of 6 rows',
  );
  const download = summary.getByRole('link', { name: 'Download rejected rows (CSV)' });
  const report = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(report.ok()).toBe(true);
  expect(await report.text()).toContain('not-an-email');
  await expectAccessible(page);

  // A second file, semicolon-separated: one person already in the project, one new.
  await summary.getByRole('button', { name: 'Import another file' }).click();
  const semicolons = buildCsv(
    'more.csv',
    [
      ['Full name', 'E-mail', 'Current title', 'City'],
      ['Grace Hopper', email('grace'), 'Computer Scientist', 'Arlington'],
      ['Katherine Johnson', email('katherine'), 'Mathematician', 'Hampton'],
    ],
    ';',
  );
  await page.getByLabel('Choose a CSV file', { exact: true }).setInputFiles(semicolons);
  await expect(page.getByText(/semicolon-separated · 4 columns/)).toBeVisible();
  await expect(page.getByLabel('Field for column Full name')).toHaveValue('full_name');
  await expect(page.getByLabel('Field for column E-mail')).toHaveValue('email');
  await page.getByRole('button', { name: 'Import candidates' }).click();
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.getByTestId('summary-created')).toHaveText('1');
  await expect(summary.getByTestId('summary-updated')).toHaveText('1');
  await expect(summary.getByTestId('summary-rejected')).toHaveText('0');

  const recent = page.getByRole('region', { name: 'Recent imports' });
  await expect(recent.getByRole('link', { name: 'more.csv' })).toBeVisible();
  await expect(recent.getByRole('link', { name: 'candidates.csv' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await summary.getByRole('link', { name: 'Go to pipeline' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/pipeline$`));
  for (const name of [
    'Ada Lovelace',
    'Alan Turing',
    'Grace Hopper',
    'Edsger Dijkstra',
    'Katherine Johnson',
  ]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Broken Address')).toHaveCount(0);
});

test('resume import: per-file results, merge with a known person, refusals', async ({ page }) => {
  await signUp(page, uniqueEmail('resume-import'));
  const workspaceId = await currentWorkspaceId(page);
  const projectId = await createProject(page, workspaceId, 'Resume import');
  const tag = Date.now().toString(36);
  const ada = person(tag, 'Ada', 'Lovelace');
  const grace = person(tag, 'Grace', 'Hopper');
  const alan = person(tag, 'Alan', 'Turing');

  // Ada is already a candidate (from a CSV): her resume merges into her.
  const seed = await page.request.post(
    `/api/project/${projectId}/import/csv?workspace=${workspaceId}`,
    {
      multipart: {
        mapping: JSON.stringify({ Name: 'full_name', Email: 'email' }),
        file: buildCsv('seed.csv', [
          ['Name', 'Email'],
          ['Ada Lovelace', ada.email],
        ]),
      },
    },
  );
  expect(seed.ok(), await seed.text()).toBe(true);
  const seedId = ((await seed.json()) as { data: { _id: string } }).data._id;
  await expect
    .poll(
      async () => {
        const job = await page.request.get(
          `/api/project/${projectId}/import/get/${seedId}?workspace=${workspaceId}`,
        );
        return ((await job.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');

  await page.goto(`/app/projects/${projectId}/pipeline/upload-resumes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload resumes' })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByLabel('Choose resumes', { exact: true })
    .setInputFiles([
      await buildResumePdf('ada-lovelace.pdf', ada),
      await buildResumeDocx('grace-hopper.docx', grace),
      await buildResumePdf('alan-turing.pdf', alan),
      buildPngNamedPdf('photo.pdf'),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a resume') },
    ]);
  const list = page.getByRole('list', { name: 'Resumes' });
  await expect(list.getByText('Refused: Only PDF and DOCX files can be imported.')).toBeVisible();
  await expectAccessible(page);

  const progressSeen = await recordProgressBars(page);
  await page.getByRole('button', { name: 'Upload 4 resumes' }).click();
  const summary = page.getByTestId('resume-summary');
  await expect(summary).toBeVisible({ timeout: 60_000 });
  expect((await progressSeen()).some((entry) => entry.startsWith('Uploading'))).toBe(true);
  await expect(summary).toHaveText('2 added, 1 merged, 2 refused.');

  const row = (filename: string) => page.getByTestId('resume-file').filter({ hasText: filename });
  await expect(row('ada-lovelace.pdf')).toContainText('Merged into existing candidate');
  await expect(row('grace-hopper.docx')).toContainText('Added as new candidate');
  await expect(row('alan-turing.pdf')).toContainText('Added as new candidate');
  await expect(row('photo.pdf')).toContainText(/Refused: \S/);
  await expect(row('notes.txt')).toContainText('Refused: Only PDF and DOCX files');
  await expect(page.getByRole('progressbar', { name: 'Resumes processed' })).toHaveAttribute(
    'aria-valuetext',
    '4 of 4 files processed',
  );
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'View candidate from grace-hopper.docx' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/projects/${projectId}/candidate/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Grace Hopper' }).first()).toBeVisible();
});
