import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startFakeSlack, type FakeSlack } from '@hirelane/test-servers/fake-slack/fake-slack';
import { freePort } from '../../support/free-port';
import { ownServerApi, ownServerSignInLink } from '../../support/own-server-session';
import { completeOnboarding } from '../../support/onboard-user';
import {
  OUTREACH_MAILBOX,
  appendToInbox,
  outreachServers,
  replyTo,
  sentMailsTo,
  type SentMail,
} from '../../support/outreach-mailbox';
import { startServer, type ServerProcess } from '../../support/start-server';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

/*
 * Slack (issue 22, decision 050): a server of its own configured for a fake Slack API. The
 * recruiter connects the workspace's Slack by OAuth v2 from Settings, gives the project a
 * channel, and the candidate's e-mail answer (read back over IMAP from the suite's Dovecot)
 * reaches that channel as a message with a button back to the candidate.
 */

let slack: FakeSlack;
let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  slack = await startFakeSlack();
  dataDir = await mkdtemp(path.join(tmpdir(), 'hirelane-e2e-slack-'));
  // The embedded PostgreSQL may run as another OS user (it refuses root): let it through.
  await chmod(dataDir, 0o755);
  server = await startServer({
    rootDir: process.env.E2E_ROOT_DIR ?? path.resolve(import.meta.dirname, '../../..'),
    port: await freePort(),
    readyTimeoutMs: 90_000,
    env: {
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      SMTP_URL: '',
      MAILBOX_POLL_SECONDS: '1',
      OUTREACH_IGNORE_LIMITS: 'true',
      OUTREACH_MIN_GAP_SECONDS: '0',
      // The suite's mailbox servers listen on 127.0.0.1.
      OUTBOUND_ALLOW_PRIVATE: 'true',
      SLACK_CLIENT_ID: slack.clientId,
      SLACK_CLIENT_SECRET: slack.clientSecret,
      SLACK_SIGNING_SECRET: slack.signingSecret,
      SLACK_API_URL: slack.baseUrl,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await slack?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
});

const signIn = async (page: Page, email: string): Promise<void> => {
  await page.goto(await ownServerSignInLink(page, server.url, email));
};

/** A JSON call to this spec's server as the signed-in page. */
const api = (page: Page, method: 'GET' | 'POST' | 'PUT', route: string, data?: unknown) =>
  ownServerApi(page, server.url, method, route, data);

test('connect Slack by OAuth, give the project a channel, and a candidate’s reply is posted there', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.93.0.1' });
  await signIn(page, 'slack-owner@example.test');
  await completeOnboarding(page, { company: 'Slack Notified' });

  // Settings → Integrations → Connect Slack: the fake Slack approves and sends us back.
  await page.goto(`${server.url}/app/settings#integrations`);
  await hideChecklist(page);
  await page.getByRole('link', { name: 'Connect Slack' }).click();
  await expect(page).toHaveURL(/\/app\/slack-confirmation/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slack connected' })).toBeVisible();
  await expect(page.getByText(`${slack.team.name} is connected.`)).toBeVisible();

  const project = (await api(page, 'POST', '/api/project/create', {
    name: 'Slack Outreach',
    agent: 'ria',
    job: { title: 'Platform engineer' },
  })) as { _id: string; linked_campaign: string };
  await api(page, 'PUT', `/api/project/${project._id}/slack/channel`, {
    channel: { id: 'C0HIRING01', name: 'hiring' },
  });

  // A one-step e-mail campaign from the suite's mailbox, and a person who answers it.
  const servers = outreachServers();
  await api(page, 'POST', '/api/communication/email/account/connect', {
    provider: 'custom',
    email: servers.email,
    display_name: 'Slack Owner',
    username: servers.email,
    password: servers.password,
    smtp: { host: servers.host, port: servers.smtpPort, security: 'none' },
    imap: { host: servers.host, port: servers.imapPort, security: 'none' },
  });
  const candidateEmail = uniqueEmail('slackreply').replace('@e2e.', '@candidates.e2e.');
  const added = (await api(page, 'POST', `/api/project/${project._id}/candidate/add`, {
    source: 'csv',
    first_name: 'Sam',
    last_name: 'Slack',
    email: candidateEmail,
  })) as { candidate_id: string };
  await api(page, 'POST', `/api/campaign/${project.linked_campaign}/step/add`, {
    type: 'auto_email',
    config: { subject: 'A platform role for {{first_name}}', body: 'Hi {{first_name}}, a chat?' },
  });
  await api(page, 'PUT', `/api/campaign/${project.linked_campaign}/settings`, {
    from_email: OUTREACH_MAILBOX,
    schedule: { days: [0, 1, 2, 3, 4, 5, 6], start_hour: 0, end_hour: 24, timezone: 'UTC' },
  });
  await api(page, 'PUT', `/api/campaign/activate/${project.linked_campaign}`, { run: true });
  await api(page, 'POST', `/api/project/${project._id}/pipeline/move`, {
    candidate_ids: [added.candidate_id],
    to_stage: 'in_campaign',
  });

  let sent: SentMail | undefined;
  await expect
    .poll(async () => (sent = (await sentMailsTo(candidateEmail))[0])?.subject, {
      timeout: 45_000,
    })
    .toBe('A platform role for Sam');
  if (!sent) throw new Error('unreachable');
  await appendToInbox(
    replyTo(sent, {
      from: `Sam Slack <${candidateEmail}>`,
      messageId: `<slack.${Date.now()}@candidates.e2e.hirelane.test>`,
      text: 'Sounds good, when can we talk?',
    }),
  );

  // The slack.notify job (every 10 s) posts the reply to the project's channel, once.
  await expect
    .poll(() => slack.messages.filter((message) => message.channel === 'C0HIRING01').length, {
      timeout: 60_000,
    })
    .toBe(1);
  const posted = slack.messages.find((message) => message.channel === 'C0HIRING01');
  expect(JSON.stringify(posted)).toContain('Sam Slack');
  expect(JSON.stringify(posted)).toContain(`/candidate/${added.candidate_id}`);
});
