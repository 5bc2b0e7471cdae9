import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { addCandidateViaApi, addStepViaApi } from '../../support/campaigns';
import {
  OUTREACH_MAILBOX,
  appendToInbox,
  outreachServers,
  replyTo,
  sentMailsTo,
  type SentMail,
} from '../../support/outreach-mailbox';
import { expectNoHorizontalOverflow, hideChecklist } from '../../support/page-layout';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/*
 * The Activity page end to end: a stage move made in the test (it also starts the campaign e-mail)
 * and the candidate's reply read back over IMAP both show in the feed, and the reply in "Needs you".
 */

test.use({ actionTimeout: 15_000 });

const api = async (page: Page, method: 'post' | 'put', path: string, data: unknown) => {
  const workspace = await currentWorkspaceId(page);
  const separator = path.includes('?') ? '&' : '?';
  const response = await page.request[method](`${path}${separator}workspace=${workspace}`, {
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data: unknown };
};

test('the feed shows a stage move and a reply made in the test, and Needs you the reply', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const servers = outreachServers();
  const candidateEmail = uniqueEmail('amos').replace('@e2e.', '@candidates.e2e.');
  await signUp(page, uniqueEmail('activity'), { firstName: 'Ada', lastName: 'Activity' });

  // Before anything happened: the empty state.
  await hideChecklist(page);
  await expect(page.getByRole('heading', { name: 'No activity yet' })).toBeVisible();

  // A mailbox against the test's SMTP and IMAP servers, a project, a person and a launched campaign.
  await api(page, 'post', '/api/communication/email/account/connect', {
    provider: 'custom',
    email: servers.email,
    display_name: 'Ada Activity',
    username: servers.email,
    password: servers.password,
    smtp: { host: servers.host, port: servers.smtpPort, security: 'none' },
    imap: { host: servers.host, port: servers.imapPort, security: 'none' },
  });
  const project = await createProjectViaApi(page, {
    name: 'Activity e2e',
    job: { title: 'Site reliability engineer' },
  });
  await addCandidateViaApi(page, project, {
    first_name: 'Amos',
    last_name: 'Answer',
    email: candidateEmail,
  });
  await addStepViaApi(page, project, {
    type: 'auto_email',
    config: {
      subject: 'An SRE role for {{first_name}}',
      body: 'Hi {{first_name}}, shall we talk?',
    },
  });
  await api(page, 'put', `/api/campaign/${project.linked_campaign}/settings`, {
    from_email: OUTREACH_MAILBOX,
  });
  await api(page, 'put', `/api/campaign/activate/${project.linked_campaign}`, { run: true });

  // The stage move, in the pipeline's own words: from the candidate's page.
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await hideChecklist(page);
  await page.getByRole('link', { name: 'Amos Answer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amos Answer' })).toBeVisible();
  await page.getByRole('button', { name: 'Move Amos Answer to' }).click();
  await page.getByRole('menuitem', { name: 'In campaign' }).click();
  await expect(page.getByText('Amos Answer moved to In campaign.')).toBeVisible();

  // The engine sends the e-mail; Amos answers it (IMAP APPEND into the mailbox's INBOX).
  let sent: SentMail | undefined;
  await expect
    .poll(async () => (sent = (await sentMailsTo(candidateEmail))[0])?.subject, {
      timeout: 30_000,
    })
    .toBe('An SRE role for Amos');
  if (!sent) throw new Error('unreachable');
  await appendToInbox(
    replyTo(sent, {
      from: `Amos Answer <${candidateEmail}>`,
      messageId: `<activity.${Date.now()}@candidates.e2e.hirelane.test>`,
      text: 'Happy to talk, Tuesday works for me.\n\nAmos',
    }),
  );

  // The Activity page: the reply (read by the next poll) and the move, under Today.
  await page.goto('/app');
  await hideChecklist(page);
  const feed = page.getByRole('region', { name: 'What happened' });
  await expect(async () => {
    await page.reload();
    await expect(feed.getByText('Amos Answer replied')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(feed.getByText('Happy to talk, Tuesday works for me.')).toBeVisible();
  await expect(
    feed.getByText('Ada Activity moved Amos Answer from Shortlisted to In campaign'),
  ).toBeVisible();
  await expect(
    feed.getByText('Ada Activity launched the campaign', { exact: false }),
  ).toBeVisible();
  await expect(feed.getByRole('heading', { level: 3, name: 'Today' })).toBeVisible();
  await expect(
    feed
      .getByText('just now')
      .or(feed.getByText(/minutes? ago/))
      .first(),
  ).toBeVisible();

  const needsYou = page.getByRole('region', { name: 'Needs you' });
  await expect(needsYou.getByText(/1 reply not yet answered/).first()).toBeVisible();
  await expect(needsYou.getByRole('link', { name: /^Open candidate/ })).toHaveAttribute(
    'href',
    new RegExp(`/app/projects/${project._id}/candidate/`),
  );

  // The kind filter goes into the address and narrows the feed.
  await feed.getByLabel('Show').selectOption('reply');
  await expect(page).toHaveURL(/[?&]kind=reply/);
  await expect(feed.getByText('Amos Answer replied')).toBeVisible();
  await expect(feed.getByText(/moved Amos Answer/)).toHaveCount(0);

  // A pause made in the test, beside the launch, under the campaign filter.
  await api(page, 'put', `/api/campaign/activate/${project.linked_campaign}`, { run: false });
  await feed.getByLabel('Show').selectOption('campaign');
  await expect(page).toHaveURL(/[?&]kind=campaign/);
  await expect(feed.getByText('Ada Activity paused the campaign', { exact: false })).toBeVisible();
  await expect(
    feed.getByText('Ada Activity launched the campaign', { exact: false }),
  ).toBeVisible();
  await expect(feed.getByText('Amos Answer replied')).toHaveCount(0);

  await expectAccessible(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(feed.getByText('Ada Activity paused the campaign', { exact: false })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
});
