import { expect, request, test, type Page } from '@playwright/test';
import { addStepViaApi } from '../../support/campaigns';
import { outreachServers, sentMailsTo, type SentMail } from '../../support/outreach-mailbox';
import {
  createProjectViaApi,
  currentWorkspaceId,
  type CreatedProject,
} from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

/*
 * The unsubscribe link of a real campaign e-mail, used as recipients use it: the page's button in
 * a browser that has never seen the app, and the RFC 8058 one-click POST a mail provider sends
 * (server to server: no cookie, no Origin, the form body `List-Unsubscribe=One-Click`).
 */

const SEND_TIMEOUT_MS = 30_000;

/** The connected mailbox, a campaign of an e-mail and a follow-up sent from it, running. */
const runningCampaign = async (page: Page): Promise<{ project: CreatedProject; api: string }> => {
  const workspace = await currentWorkspaceId(page);
  const api = `?workspace=${workspace}`;
  const servers = outreachServers();
  const connected = await page.request.post(`/api/communication/email/account/connect${api}`, {
    data: {
      provider: 'custom',
      email: servers.email,
      display_name: 'Una Sender',
      username: servers.email,
      password: servers.password,
      smtp: { host: servers.host, port: servers.smtpPort, security: 'none' },
      imap: { host: servers.host, port: servers.imapPort, security: 'none' },
    },
  });
  expect(connected.ok(), await connected.text()).toBe(true);
  const project = await createProjectViaApi(page, { name: 'Unsubscribe e2e' });
  await addStepViaApi(page, project, {
    type: 'auto_email',
    config: { subject: 'A role for {{first_name}}', body: 'Hi {{first_name}}, shall we talk?' },
  });
  // A follow-up a day later keeps the sequence running when the recipient unsubscribes.
  await addStepViaApi(page, project, { type: 'delay', config: { days: 1, hours: 0 } });
  await addStepViaApi(page, project, {
    type: 'auto_email',
    config: { subject: '{{previous_subject}}', body: 'Just following up, {{first_name}}.' },
  });
  const settings = await page.request.put(
    `/api/campaign/${project.linked_campaign}/settings${api}`,
    { data: { from_email: servers.email } },
  );
  expect(settings.ok(), await settings.text()).toBe(true);
  const launched = await page.request.put(
    `/api/campaign/activate/${project.linked_campaign}${api}`,
    { data: { run: true } },
  );
  expect(launched.ok(), await launched.text()).toBe(true);
  return { project, api };
};

/** Adds the person and moves them into the campaign; answers the e-mail they receive. */
const mailPerson = async (
  page: Page,
  run: { project: CreatedProject; api: string },
  firstName: string,
): Promise<{ candidateId: string; mail: SentMail }> => {
  const email = uniqueEmail(firstName.toLowerCase()).replace('@e2e.', '@candidates.e2e.');
  const added = await page.request.post(`/api/project/${run.project._id}/candidate/add${run.api}`, {
    data: { source: 'csv', first_name: firstName, last_name: 'Unsub', email },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const candidateId = ((await added.json()) as { data: { candidate_id: string } }).data
    .candidate_id;
  const moved = await page.request.post(`/api/project/${run.project._id}/pipeline/move${run.api}`, {
    data: { candidate_ids: [candidateId], to_stage: 'in_campaign' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  let mail: SentMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await sentMailsTo(email))[0];
        return mail?.subject;
      },
      { timeout: SEND_TIMEOUT_MS, message: `the e-mail to ${firstName} is sent` },
    )
    .toBe(`A role for ${firstName}`);
  if (!mail) throw new Error('unreachable');
  return { candidateId, mail };
};

/** The List-Unsubscribe URL of the received e-mail (headers may be folded). */
const listUnsubscribeOf = (mail: SentMail): string => {
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const url = headers.match(/^List-Unsubscribe: <([^>]+)>/im)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe header in:\n${headers}`);
  return url;
};

const contactStateOf = async (page: Page, api: string, candidateId: string) => {
  const response = await page.request.get(`/api/candidate/${candidateId}/messages${api}`);
  expect(response.ok(), await response.text()).toBe(true);
  const data = (
    (await response.json()) as {
      data: {
        do_not_contact: boolean;
        do_not_contact_reason: string | null;
        enrollments: Array<{ status: string; stop_reason: string | null }>;
      };
    }
  ).data;
  return {
    dnc: data.do_not_contact,
    reason: data.do_not_contact_reason,
    enrollments: data.enrollments.map(({ status, stop_reason }) => ({ status, stop_reason })),
  };
};

const UNSUBSCRIBED = {
  dnc: true,
  reason: 'Unsubscribed from a campaign e-mail',
  enrollments: [{ status: 'stopped', stop_reason: 'unsubscribed' }],
};

test('a recipient unsubscribes from a campaign e-mail: by the page, and by one-click', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('unsub-owner'), { firstName: 'Una', lastName: 'Owner' });
  const run = await runningCampaign(page);
  const [byPage, byOneClick] = await Promise.all([
    mailPerson(page, run, 'Pia'),
    mailPerson(page, run, 'Oscar'),
  ]);

  // 1. Pia follows the link in the e-mail's footer, in a browser that has never seen the app.
  const headerLink = listUnsubscribeOf(byPage.mail);
  const footerLink = byPage.mail.text.match(/Unsubscribe: (\S+)/)?.[1];
  expect(footerLink).toBe(headerLink);
  const recipient = await browser.newContext();
  try {
    const tab = await recipient.newPage();
    await tab.goto(footerLink ?? '');
    await expect(tab.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(tab.getByText('Stop all messages from this sender?')).toBeVisible();
    const posted = tab.waitForRequest((sent) => sent.method() === 'POST');
    await tab.getByRole('button', { name: 'Unsubscribe' }).click();
    // What made it fail: the app's no-referrer policy makes Chromium send `Origin: null`.
    expect((await posted).headers().origin).toBe('null');
    await expect(
      tab.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
    await expect(tab.getByText('You will not hear from this sender again.')).toBeVisible();
  } finally {
    await recipient.close();
  }
  expect(await contactStateOf(page, run.api, byPage.candidateId)).toEqual(UNSUBSCRIBED);

  // 2. Oscar's mail provider posts to the List-Unsubscribe URL as RFC 8058 says (the e-mail
  // carries `List-Unsubscribe-Post: List-Unsubscribe=One-Click`).
  expect(byOneClick.mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  const provider = await request.newContext();
  try {
    const response = await provider.post(listUnsubscribeOf(byOneClick.mail), {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Gmail Actions)',
        'content-type': 'application/x-www-form-urlencoded',
      },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await provider.dispose();
  }
  expect(await contactStateOf(page, run.api, byOneClick.candidateId)).toEqual(UNSUBSCRIBED);

  // The recruiter sees it on the candidate page.
  await page.goto(`/app/projects/${run.project._id}/candidate/${byOneClick.candidateId}`);
  await expect(
    page.getByRole('region', { name: 'Outreach' }).getByText('Do not contact', { exact: true }),
  ).toBeVisible();
});
