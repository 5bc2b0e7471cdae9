import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { linksIn, waitForMail } from '../../support/mailbox';
import { callApi, INTERVIEW_JOB, saveProposedPlan } from '../../support/interviews';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

test('a recruiter invites pipeline candidates to an AI interview and the link arrives by e-mail', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('invitations'), { firstName: 'Ivy', lastName: 'Invite' });
  const project = await createProjectViaApi(page, {
    name: 'Interviews',
    agent: 'charlie',
    job: INTERVIEW_JOB,
  });
  const base = `/api/project/${project._id}`;
  await saveProposedPlan(page, project._id);
  const stamp = Date.now();
  const adaEmail = `ada.${stamp}@example.com`;
  for (const person of [
    { full_name: 'Ada Lovelace', email: adaEmail },
    { full_name: 'Nora Nomail' },
  ])
    await callApi(page, 'post', `${base}/candidate/add`, { source: 'chrome_extension', ...person });

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
  // No mailbox is connected: the product's own mail sent it, and the mail server took it.
  await expect(invitations.getByText('From Hirelane’s own mail', { exact: true })).toBeVisible();
  await expect(invitations.getByText('Not sent', { exact: true })).toHaveCount(0);
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
