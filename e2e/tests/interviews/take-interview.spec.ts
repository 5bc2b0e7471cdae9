import { chromium, expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { linksIn, waitForMail } from '../../support/mailbox';
import { callApi, INTERVIEW_JOB, saveProposedPlan } from '../../support/interviews';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/**
 * Issue 18 end to end: a recruiter invites a candidate to Charlie's interview; the candidate, in
 * another browser with a fake microphone, takes it with typed answers and one spoken answer (the
 * fake transcription service writes it down); the recruiter reads the verdict with its quotes
 * marked in the transcript and overrules it with a reason.
 */

const STRONG =
  'I owned the rebuild of our billing services from start to finish. The decision was a ' +
  'trade-off between speed and safety, so I chose a staged migration behind a feature flag. ' +
  'For example, I measured the result: p95 latency fell from 800 ms to 120 ms and errors ' +
  'dropped by 90%.';

/** The answer a strong candidate gives, by the question's words. */
const answerTo = (question: string): string => {
  if (/authorised to work/.test(question)) return 'Yes, I am.';
  if (/office/.test(question)) return 'Yes, I can.';
  if (/salary/.test(question)) return 'I expect 95,000 EUR a year.';
  if (/notice/.test(question)) return 'Four weeks.';
  if (/TypeScript/.test(question))
    return (
      'I run TypeScript in strict mode and model states as a discriminated union, with zod ' +
      'schemas at the edges. For example, narrowing on the union caught a missing refund case ' +
      'before it shipped, in a codebase of 200,000 lines.'
    );
  if (/PostgreSQL/.test(question))
    return (
      'A PostgreSQL query took 4 seconds. I read the EXPLAIN query plan, saw a sequential scan, ' +
      'and added a composite index; it fell to 12 ms. I also split one migration into three.'
    );
  return STRONG;
};

/** The candidate's side: consent, the practice question, every question, one of them spoken. */
const takeInterview = async (candidate: Page, link: string) => {
  await candidate.goto(link);
  await expect(candidate.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expectAccessible(candidate);
  await candidate.getByRole('button', { name: 'Check my microphone' }).click();
  await expect(candidate.getByText('Your microphone works.')).toBeVisible();
  await candidate.getByRole('checkbox', { name: /I have read the notice/ }).check();
  await candidate.getByRole('button', { name: 'Start the interview' }).click();
  await expect(candidate.getByText('Practice question (not scored)')).toBeVisible();

  let spoken = false;
  for (let step = 0; step < 20; step += 1) {
    const finish = candidate.getByRole('button', { name: 'Finish the interview' });
    const heading = candidate.getByRole('heading', { level: 2 });
    await expect(finish.or(heading).first()).toBeVisible();
    if (await finish.isVisible()) {
      await finish.click();
      break;
    }
    const question = (await heading.textContent()) ?? '';
    if (/significant piece of work/.test(question) && !spoken) {
      // Spoken through Chromium's fake microphone; the answer ends on the candidate's click.
      await candidate.getByRole('radio', { name: 'Speak my answer' }).check();
      await candidate.getByRole('button', { name: 'Start recording' }).click();
      await expect(candidate.getByText(/Recording… take your time/)).toBeVisible();
      await candidate.waitForTimeout(1500);
      await candidate.getByRole('button', { name: 'Stop and save my answer' }).click();
      spoken = true;
    } else {
      if (step === 3) {
        // A phone-sized screen mid-interview.
        await candidate.setViewportSize({ width: 375, height: 740 });
        await expectNoHorizontalOverflow(candidate);
        await expectAccessible(candidate);
      }
      await candidate.getByLabel('Your answer').fill(answerTo(question));
      await candidate.getByRole('button', { name: 'Save and continue' }).click();
    }
    await expect(candidate.getByRole('heading', { level: 2, name: question })).toHaveCount(0);
  }
  expect(spoken).toBe(true);
  await expect(
    candidate.getByRole('heading', { name: 'You have finished this interview' }),
  ).toBeVisible();
};

test('a candidate takes the AI interview by typing and speaking; the recruiter reads the quotes and overrules', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail('charlie-interview'), { firstName: 'Cara', lastName: 'Charlie' });
  const project = await createProjectViaApi(page, {
    name: 'Backend interviews',
    agent: 'charlie',
    job: INTERVIEW_JOB,
  });
  const base = `/api/project/${project._id}`;
  await saveProposedPlan(page, project._id);
  const email = `tess.${Date.now()}@example.com`;
  await callApi(page, 'post', `${base}/candidate/add`, {
    source: 'chrome_extension',
    full_name: 'Tess Taylor',
    email,
  });

  await page.goto(`/app/projects/${project._id}/pipeline`);
  await hideChecklist(page);
  await page.getByRole('checkbox', { name: 'Select Tess Taylor' }).check();
  await page.getByRole('link', { name: 'Invite 1 to interview' }).click();
  const after = new Date();
  await page.getByRole('button', { name: /Send 1 invitation/ }).click();
  await expect(page.getByText('1 invitation sent · 10 credits held.')).toBeVisible();
  const mail = await waitForMail({ to: email, after, subjectIncludes: 'Your interview for' });
  const link = linksIn(mail.text, mail.html).find((url) => url.includes('/interview/')) ?? '';
  expect(link).toContain('/interview/');

  // The candidate: another browser, no account, a fake microphone that may be used.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['microphone'], { origin: new URL(link).origin });
    await takeInterview(await context.newPage(), link);
  } finally {
    await browser.close();
  }

  // The recruiter: the verdict arrives from the scoring job, with its evidence.
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await page.getByRole('link', { name: 'Tess Taylor' }).first().click();
  await page.getByRole('tab', { name: 'Interview' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict', exact: true });
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Interview' }).click();
    await expect(verdict.getByText('AI:')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 60_000 });
  const answers = page.getByRole('region', { name: 'Answers' });
  await expect(answers.locator('mark').first()).toBeVisible();
  // The spoken answer is the fake transcription service's text, never a made-up one.
  await expect(answers.getByText(/goroutines and channels/)).toBeVisible();
  await expect(answers.locator('audio[controls]')).toHaveCount(1);
  // The invitation e-mail the mail server took (the product's own mail in this test).
  const invitationEmail = page.getByRole('region', { name: 'Invitation e-mail' });
  await expect(invitationEmail.getByText('Sent', { exact: true })).toBeVisible();
  await expect(invitationEmail.getByText('from Hirelane’s own mail')).toBeVisible();
  await expectAccessible(page);

  const aiSaysNoHire = (await verdict.textContent())?.includes('No hire') ?? false;
  const form = page.getByRole('form', { name: 'Overrule' });
  await form.getByLabel('Decision').selectOption(aiSaysNoHire ? 'maybe' : 'no_hire');
  await form.getByLabel(/Reason/).fill('References did not confirm the billing rebuild.');
  await form.getByRole('button', { name: 'Overrule' }).click();
  const history = page.getByRole('region', { name: 'Decision history' });
  await expect(history.getByText(/References did not confirm the billing rebuild\./)).toBeVisible();
  await expect(verdict.getByText('AI:')).toBeVisible();
  await expect(verdict.getByText('Decision:')).toBeVisible();

  // The Interview tab on a phone: the verdict, the marked transcript and the history fit.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(answers.locator('mark').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});
