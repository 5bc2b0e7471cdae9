import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { linksIn, waitForMail } from '../../support/mailbox';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
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
  description: 'Build and run the services behind our recruiting product.',
  must_have_skills: ['TypeScript', 'PostgreSQL'],
};

const api = async (page: Page, method: 'post' | 'put', path: string, data: unknown) => {
  const workspace = await currentWorkspaceId(page);
  const response = await page.request[method](`${path}?workspace=${workspace}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
};

const hideChecklist = async (page: Page) => {
  const hide = page.getByRole('button', { name: 'Hide checklist' });
  const pill = page.getByRole('button', { name: /Show checklist/ });
  await hide
    .or(pill)
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  if (await hide.isVisible()) await hide.click();
};

const expectNoHorizontalOverflow = async (page: Page) => {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
};

test('a recruiter invites pipeline candidates to an AI interview and the link arrives by e-mail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('invitations'), { firstName: 'Ivy', lastName: 'Invite' });
  const project = await createProjectViaApi(page, {
    name: 'Interviews',
    agent: 'charlie',
    job: JOB,
  });
  const base = `/api/project/${project._id}`;
  const proposal = (await api(page, 'post', `${base}/interview/plan/propose`, {})) as {
    plan: unknown;
  };
  await api(page, 'put', `${base}/interview/plan`, proposal.plan);
  const stamp = Date.now();
  const adaEmail = `ada.${stamp}@example.com`;
  for (const person of [
    { full_name: 'Ada Lovelace', email: adaEmail },
    { full_name: 'Nora Nomail' },
  ])
    await api(page, 'post', `${base}/candidate/add`, { source: 'chrome_extension', ...person });

  // From the charlie pipeline: select Ada, open the invitations page with her.
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await hideChecklist(page);
  await page.getByRole('checkbox', { name: 'Select Ada Lovelace' }).check();
  await page.getByRole('link', { name: 'Invite 1 to interview' }).click();
  await expect(page).toHaveURL(/send-interview-invitations\?candidate_ids=/);
  await expect(page.getByRole('checkbox', { name: /Ada Lovelace/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Nora Nomail/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Send 1 invitation · 10 credits/ })).toBeEnabled();

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('article', { name: 'E-mail preview' });
  await expect(preview).toContainText('Hi Ada,');
  await expect(preview).toContainText('Your interview for Senior Backend Engineer at Acme');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('invitations-1280.png'), fullPage: true });
  await expectAccessible(page);

  const after = new Date();
  await page.getByRole('button', { name: /Send 1 invitation/ }).click();
  await expect(page.getByText('1 invitation sent · 10 credits held.')).toBeVisible();
  const invitations = page.getByRole('heading', { name: 'Invitations' }).locator('..');
  await expect(invitations.getByText('Sent', { exact: true })).toBeVisible();
  const mail = await waitForMail({ to: adaEmail, after, subjectIncludes: 'Your interview for' });
  const link = linksIn(mail.text, mail.html).find((url) => url.includes('/interview/')) ?? '';
  const token = new URL(link).pathname.split('/').at(-1) ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The page's origin: the link leads back to this app.
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Send interview invitations' })).toBeVisible();
  await expect(
    invitations.getByRole('button', { name: /Revoke the invitation of Ada/ }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('invitations-375.png'), fullPage: true });

  await invitations.getByRole('button', { name: /Revoke the invitation of Ada/ }).click();
  await expect(invitations.getByText('Revoked', { exact: true })).toBeVisible();
});
