import { startFakeSlack, type FakeSlack } from '@hirelane/test-servers/fake-slack/fake-slack';
import { expect } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import type { As } from '../campaigns/campaign.test-kit';

/** The app with the fake Slack as its Slack app. */
export const createSlackWorld = async (): Promise<{ t: TestApp; slack: FakeSlack }> => {
  const slack = await startFakeSlack();
  const t = await createTestApp({
    SLACK_CLIENT_ID: slack.clientId,
    SLACK_CLIENT_SECRET: slack.clientSecret,
    SLACK_SIGNING_SECRET: slack.signingSecret,
    SLACK_API_URL: slack.baseUrl,
  });
  return { t, slack };
};

/**
 * The whole OAuth v2 round trip as the browser makes it: our authorize route, Slack's authorize
 * page (the fake approves at once), then our callback. Answers where the callback sends the browser.
 */
export const connectSlack = async (
  t: TestApp,
  as: As,
  scope: 'workspace' | 'personal',
): Promise<string> => {
  const start = await call(t, 'GET', `/api/communication/slack/authorize?scope=${scope}`, as);
  expect(start.statusCode, start.body).toBe(302);
  const atSlack = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(atSlack.status).toBe(302);
  const back = new URL(atSlack.headers.get('location') ?? '');
  const callback = await call(t, 'GET', back.pathname + back.search, { cookie: as.cookie });
  expect(callback.statusCode, callback.body).toBe(302);
  return String(callback.headers.location);
};
