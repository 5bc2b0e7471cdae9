import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../../support/axe';
import { addStepViaApi, projectSidebar } from '../../support/campaigns';
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
 * The team inbox end to end: the campaign e-mail goes out, the person's answer is read back over
 * IMAP, and the recruiter's reply from the inbox arrives at the SMTP sink threaded under it.
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

const header = (raw: string, name: string): string | undefined =>
  new RegExp(`^${name}:\\s*(.+(?:\\r?\\n[ \\t].+)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

test('an inbox reply arrives threaded under the person’s answer', async ({ page }) => {
  test.setTimeout(150_000);
  const servers = outreachServers();
  const candidateEmail = uniqueEmail('rosa').replace('@e2e.', '@candidates.e2e.');
  await signUp(page, uniqueEmail('inbox'), { firstName: 'Ada', lastName: 'Inbox' });
  await hideChecklist(page);

  await api(page, 'put', '/api/workspace/feature-flags', { flags: { team: true } });
  await api(page, 'post', '/api/communication/email/account/connect', {
    provider: 'custom',
    email: servers.email,
    display_name: 'Ada Inbox',
    username: servers.email,
    password: servers.password,
    smtp: { host: servers.host, port: servers.smtpPort, security: 'none' },
    imap: { host: servers.host, port: servers.imapPort, security: 'none' },
  });
  const project = await createProjectViaApi(page, {
    name: 'Inbox e2e',
    job: { title: 'Data engineer' },
  });
  const added = (await api(page, 'post', `/api/project/${project._id}/candidate/add`, {
    source: 'csv',
    first_name: 'Rosa',
    last_name: 'Reply',
    email: candidateEmail,
  })) as { data: { candidate_id: string } };
  await addStepViaApi(page, project, {
    type: 'auto_email',
    config: {
      subject: 'A data role for {{first_name}}',
      body: 'Hi {{first_name}}, shall we talk?',
    },
  });
  await api(page, 'put', `/api/campaign/${project.linked_campaign}/settings`, {
    from_email: OUTREACH_MAILBOX,
  });
  await api(page, 'put', `/api/campaign/activate/${project.linked_campaign}`, { run: true });
  await api(page, 'post', `/api/project/${project._id}/pipeline/move`, {
    candidate_ids: [added.data.candidate_id],
    to_stage: 'in_campaign',
  });

  let sent: SentMail | undefined;
  await expect
    .poll(async () => (sent = (await sentMailsTo(candidateEmail))[0])?.subject, {
      timeout: 30_000,
    })
    .toBe('A data role for Rosa');
  if (!sent) throw new Error('unreachable');
  const answerId = `<inbox.${Date.now()}@candidates.e2e.hirelane.test>`;
  await appendToInbox(
    replyTo(sent, {
      from: `Rosa Reply <${candidateEmail}>`,
      messageId: answerId,
      text: 'Interested! What is the salary range?\n\nRosa',
    }),
  );

  // The project's Inbox, from the sidebar (the team flag is on).
  await page.goto(`/app/projects/${project._id}/pipeline`);
  await hideChecklist(page);
  await projectSidebar(page).getByRole('link', { name: 'Inbox', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(async () => {
    await page.reload();
    await expect(list.getByRole('button', { name: /Rosa Reply/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(list.getByText('Needs reply')).toBeVisible();
  await expectAccessible(page);

  // j opens it; r goes to the reply box.
  await page.keyboard.press('j');
  await expect(page.getByText('Interested! What is the salary range?')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Label: Interested/ })).toBeVisible();
  await page.keyboard.press('r');
  const box = page.getByRole('textbox', { name: 'Reply by e-mail' });
  await expect(box).toBeFocused();
  await box.fill('Between 120k and 140k. Does Tuesday work?');
  // The campaign editor's formatting: bold from the keyboard.
  await box.press('End');
  await box.press('ControlOrMeta+b');
  await page.keyboard.type(' Ada');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  await expectAccessible(page);

  // At the sink: under the person's answer, in the same thread.
  let answer: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await sentMailsTo(candidateEmail);
        answer = mails.find((mail) => mail.text.includes('Between 120k and 140k'));
        return answer?.subject;
      },
      { timeout: 30_000 },
    )
    .toBe('Re: A data role for Rosa');
  if (!answer) throw new Error('unreachable');
  expect(header(answer.raw, 'In-Reply-To')).toBe(answerId);
  expect(header(answer.raw, 'References')?.split(/\s+/)).toEqual([sent.messageId, answerId]);
  // HTML from the editor, with its plain-text alternative.
  expect(answer.html).toContain('Between 120k and 140k. Does Tuesday work?');
  expect(answer.html).toMatch(/<strong>\s*Ada<\/strong>/);
  expect(answer.text).toContain('Between 120k and 140k. Does Tuesday work? Ada');

  // Across the workspace: the same conversation, naming its project; opening keeps the scope.
  await page.getByRole('button', { name: 'All projects' }).click();
  await expect(page).toHaveURL(/scope=all/);
  await expect(list.getByText('Inbox e2e')).toBeVisible();
  await list.getByRole('button', { name: /Rosa Reply/ }).click();
  await expect(page).toHaveURL(/scope=all.*thread=|thread=.*scope=all/);
  await expect(page.getByRole('button', { name: 'All projects' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Mark read', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Between 120k and 140k. Does Tuesday work?')).toBeVisible();
  // On a phone the reading pane replaces the list.
  await expect(list).toBeHidden();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(list.getByRole('button', { name: /Rosa Reply/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
