import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import {
  addCandidateViaApi,
  campaignPath,
  campaignTopBar,
  insertVariable,
  openStepPicker,
  stepType,
  stepsViaApi,
} from '../../support/campaigns';
import {
  OUTREACH_MAILBOX,
  appendToInbox,
  outreachServers,
  replyTo,
  sentMailsTo,
  type OutreachServers,
  type SentMail,
} from '../../support/outreach-mailbox';
import { createProjectViaApi } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

/*
 * The e-mail engine end to end: a mailbox connected through the UI against real servers (an SMTP
 * server that requires AUTH and Dovecot, started by the global setup), a campaign authored and
 * launched in the UI, the e-mail the engine sends, and a reply read back over IMAP.
 * The e2e server sends as soon as a step is due and reads the mailbox every second; the
 * candidate page re-reads its Outreach section every 10 s.
 */

// Fail a stuck click or fill early instead of at the end of the whole (long) test.
test.use({ actionTimeout: 15_000 });

const SEND_TIMEOUT_MS = 30_000;
/** One mailbox poll (1 s) plus one refetch of the Outreach section (10 s), with room to spare. */
const THREAD_TIMEOUT_MS = 30_000;

/** Fills the custom provider's fields: both servers on 127.0.0.1, plain text (local servers). */
const fillCustomMailbox = async (page: Page, servers: OutreachServers, password: string) => {
  await page.getByRole('radio', { name: /^Other \(SMTP \+ IMAP\)/ }).check();
  await page.getByLabel('E-mail address').fill(servers.email);
  await page.getByLabel('Display name (optional)').fill('Olive Outreach');
  // The user name follows the address until someone types another.
  await expect(page.getByLabel('User name')).toHaveValue(servers.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  for (const [legend, port] of [
    ['Outgoing mail (SMTP)', servers.smtpPort],
    ['Incoming mail (IMAP)', servers.imapPort],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('Host').fill(servers.host);
    await group.getByLabel('Security').selectOption('none');
    await group.getByLabel('Port').fill(String(port));
  }
};

/** Types a subject and a message into the step form, with variable chips, and adds the step. */
const addEmailStep = async (
  page: Page,
  subject: Array<string | { variable: string }>,
  body: Array<string | { variable: string }>,
) => {
  await stepType(await openStepPicker(page), 'Email', 'Email').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a step' })).toBeVisible();
  for (const [field, parts] of [
    ['Subject', subject],
    ['Message', body],
  ] as const) {
    await page.getByRole('textbox', { name: field }).click();
    for (const part of parts) {
      if (typeof part === 'string') await page.keyboard.type(part);
      else await insertVariable(page, field, part.variable);
    }
  }
  await page.getByRole('button', { name: 'Add step' }).click();
};

test('connect a mailbox, send a campaign e-mail and read the reply on the candidate page', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const servers = outreachServers();
  const candidateEmail = uniqueEmail('rita').replace('@e2e.', '@candidates.e2e.');
  await signUp(page, uniqueEmail('outreach'), { firstName: 'Olive', lastName: 'Outreach' });

  // 1. Connect the mailbox. A wrong password: both servers refuse it (SMTP requires AUTH).
  await page.goto('/app/connect-mailbox');
  await hideChecklist(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your mailbox' })).toBeVisible();
  await fillCustomMailbox(page, servers, 'not-the-password');
  await page.getByRole('button', { name: 'Connect mailbox' }).click();
  const smtpCheck = page.getByRole('group', { name: 'Outgoing mail (SMTP)' }).getByRole('alert');
  const imapCheck = page.getByRole('group', { name: 'Incoming mail (IMAP)' }).getByRole('alert');
  await expect(smtpCheck).toContainText(
    'Sending (SMTP) failed: The SMTP server refused the user name or password.',
    { timeout: 20_000 },
  );
  await expect(imapCheck).toContainText(
    'Reading (IMAP) failed: The IMAP server refused the user name or password',
  );
  await expect(page).toHaveURL(/\/app\/connect-mailbox$/);
  await expectAccessible(page);

  // The right password: signed in to both, saved, and on to the confirmation.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(servers.password);
  await page.getByRole('button', { name: 'Connect mailbox' }).click();
  await expect(page).toHaveURL(
    `/app/mailbox-confirmation?email=${encodeURIComponent(OUTREACH_MAILBOX)}`,
    { timeout: 20_000 },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox connected' })).toBeVisible();
  await expect(page.getByText(`${OUTREACH_MAILBOX} is connected.`)).toBeVisible();

  // 2. A project with one candidate who has an e-mail address.
  const project = await createProjectViaApi(page, {
    name: 'Outreach e2e',
    job: { title: 'Platform engineer' },
  });
  await addCandidateViaApi(page, project, {
    first_name: 'Rita',
    last_name: 'Reply',
    email: candidateEmail,
  });

  // 3. The campaign: an e-mail, a day's wait, then a follow-up in the same thread.
  const base = campaignPath(project);
  await page.goto(base);
  await hideChecklist(page);
  await expect(page.getByRole('heading', { name: 'No steps yet' })).toBeVisible();
  await addEmailStep(
    page,
    ['A platform role for ', { variable: 'First name' }],
    ['Hi ', { variable: 'First name' }, ', we are hiring platform engineers. Shall we talk?'],
  );
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByTestId('campaign-step')).toHaveCount(1);
  await stepType(await openStepPicker(page), 'Suggested', 'Delay').click();
  const delay = page.getByRole('dialog', { name: 'Add a delay' });
  await delay.getByLabel('Days').fill('1');
  await delay.getByLabel('Hours').fill('0');
  await delay.getByRole('button', { name: 'Add delay' }).click();
  await expect(page.getByTestId('campaign-step')).toHaveCount(2);
  await addEmailStep(
    page,
    [{ variable: 'Previous subject' }],
    ['Just following up, ', { variable: 'First name' }, '.'],
  );
  await expect(page).toHaveURL(new RegExp(`${base}$`));
  await expect(page.getByTestId('campaign-step')).toHaveCount(3);
  expect((await stepsViaApi(page, project)).map((step) => step.config)).toEqual([
    {
      subject: 'A platform role for {{first_name}}',
      body: 'Hi {{first_name}}, we are hiring platform engineers. Shall we talk?',
    },
    { days: 1, hours: 0 },
    { subject: '{{previous_subject}}', body: 'Just following up, {{first_name}}.' },
  ]);

  // The connected mailbox sends it; then launch.
  const bar = campaignTopBar(page);
  await bar.tabs.getByRole('link', { name: /Launch/ }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/launch$`));
  await expect(page.getByTestId('launch-blocker')).toHaveText([
    /Choose the mailbox the e-mail steps are sent from\./,
  ]);
  await page.getByLabel('Send e-mails from').selectOption(OUTREACH_MAILBOX);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('launch-blocker')).toHaveCount(0);
  await page.getByRole('button', { name: 'Launch campaign' }).click();
  await expect(page.getByRole('heading', { name: 'The campaign is running' })).toBeVisible();
  await expect(bar.status).toHaveText('Running');

  // 4. The candidate goes into the campaign from her page.
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await hideChecklist(page);
  await page.getByRole('link', { name: 'Rita Reply' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rita Reply' })).toBeVisible();
  const outreach = page.getByRole('region', { name: 'Outreach' });
  await expect(outreach.getByText('Not in a campaign yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Move Rita Reply to' }).click();
  await page.getByRole('menuitem', { name: 'In campaign' }).click();
  await expect(page.getByText('Rita Reply moved to In campaign.')).toBeVisible();

  // The engine sends the first e-mail through the connected mailbox's SMTP server, once.
  let sent: SentMail | undefined;
  await expect
    .poll(
      async () => {
        sent = (await sentMailsTo(candidateEmail))[0];
        return sent?.subject;
      },
      { timeout: SEND_TIMEOUT_MS, message: 'the first e-mail reaches the SMTP server' },
    )
    .toBe('A platform role for Rita');
  if (!sent) throw new Error('unreachable');
  expect(sent.messageId).toMatch(/^<.+@.+>$/);
  expect(sent.text).toContain('Hi Rita, we are hiring platform engineers. Shall we talk?');
  expect(sent.raw).toMatch(/^From: .*<recruiter@outreach\.e2e\.test>\r?$/m);
  expect(sent.raw).toMatch(/^From: "?Olive Outreach"? </m);

  // It shows in the Outreach section without a reload, and the sequence waits for its delay.
  const thread = outreach.getByRole('list', { name: 'E-mail thread' });
  const sentCard = thread.getByRole('article', { name: 'Sent: A platform role for Rita' });
  await expect(sentCard).toBeVisible({ timeout: THREAD_TIMEOUT_MS });
  await expect(sentCard).toContainText('Hi Rita, we are hiring platform engineers. Shall we talk?');
  await expect(sentCard).toContainText(OUTREACH_MAILBOX);
  await expect(sentCard).toContainText(candidateEmail);
  const enrollment = outreach.getByTestId('enrollment-status');
  await expect(enrollment).toHaveText(/^In sequence/);
  await expect(outreach.getByText(/^Next send at/)).toBeVisible();

  // 5. Rita answers: the reply lands in the mailbox (IMAP APPEND), threaded under the e-mail.
  await appendToInbox(
    replyTo(sent, {
      from: `Rita Reply <${candidateEmail}>`,
      messageId: `<reply.${Date.now()}@candidates.e2e.hirelane.test>`,
      text: 'Sounds great, I am free on Thursday afternoon.',
    }),
  );
  const replyCard = thread.getByRole('article', { name: 'Reply: Re: A platform role for Rita' });
  await expect(replyCard).toBeVisible({ timeout: THREAD_TIMEOUT_MS });
  await expect(replyCard).toContainText('Sounds great, I am free on Thursday afternoon.');
  await expect(thread.getByRole('article')).toHaveCount(2);
  // The reply stopped the sequence: the follow-up is never sent.
  await expect(enrollment).toHaveText('Stopped: Replied');
  await expect(outreach.getByText(/^Next send at/)).toHaveCount(0);
  expect(await sentMailsTo(candidateEmail)).toHaveLength(1);

  // The engine marked her engaging (the header reads the candidate once, so load it again).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rita Reply' })).toBeVisible();
  await expect(page.getByText(/^In campaign\s*·\s*Engaging$/)).toBeVisible();
  await expect(thread.getByRole('article')).toHaveCount(2);

  // 6. The candidate page with its thread passes axe.
  await hideChecklist(page);
  await expectAccessible(page);
});
