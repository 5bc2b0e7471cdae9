import {
  startFakeWhatsappCloud,
  type FakeCloudTemplate,
  type FakeWhatsappCloud,
} from '@hirelane/test-servers/fake-whatsapp-cloud/fake-whatsapp-cloud';
import { expect } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import type { As } from '../campaigns/campaign.test-kit';

export const CLOUD_APP_SECRET = '0123456789abcdef0123456789abcdef';

/** A business account as Meta's App dashboard shows it; each test world takes its own ids. */
export const cloudAccount = (n: number) => ({
  phoneNumberId: `10${n}000000000${n}`,
  wabaId: `20${n}000000000${n}`,
  accessToken: `EAAG-test-token-${n}`,
  appSecret: CLOUD_APP_SECRET,
  displayPhoneNumber: `+1 555-010-00${String(n).padStart(2, '0')}`,
});

export const CLOUD_TEMPLATES: FakeCloudTemplate[] = [
  {
    name: 'role_intro',
    language: 'en',
    status: 'APPROVED',
    category: 'MARKETING',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'A role for you' },
      { type: 'BODY', text: 'Hi {{1}}, we are hiring a {{2}}. Interested?' },
      { type: 'FOOTER', text: 'Reply STOP to opt out' },
      {
        type: 'BUTTONS',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Tell me more' },
          { type: 'PHONE_NUMBER', text: 'Call us' },
        ],
      },
    ],
  },
  {
    name: 'named_hello',
    language: 'en_GB',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [{ type: 'BODY', text: 'Hello {{first_name}}!' }],
  },
  {
    name: 'offer_pending',
    language: 'en',
    status: 'PENDING',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'An offer' }],
  },
  {
    name: 'too_pushy',
    language: 'en',
    status: 'REJECTED',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Buy now' }],
  },
];

/** The app with the fake Cloud API as its Graph host; the fake's webhooks are injected. */
export const createCloudWorld = async (): Promise<{ t: TestApp; cloud: FakeWhatsappCloud }> => {
  const up: { t?: TestApp } = {};
  const cloud = await startFakeWhatsappCloud({
    deliver: async (url, headers, body) => {
      if (!up.t) throw new Error('The app is not up yet');
      const response = await up.t.fastify.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers,
        payload: body,
      });
      return response.statusCode;
    },
  });
  const t = await createTestApp({
    OUTREACH_IGNORE_LIMITS: 'true',
    WHATSAPP_CLOUD_API_URL: cloud.baseUrl,
  });
  up.t = t;
  return { t, cloud };
};

/** Connects the workspace's business account and points the fake's webhooks at it. */
export const connectBusiness = async (
  t: TestApp,
  cloud: FakeWhatsappCloud,
  as: As,
  account: ReturnType<typeof cloudAccount>,
) => {
  cloud.addAccount(account);
  cloud.setTemplates(account.wabaId, CLOUD_TEMPLATES);
  const connected = await call(
    t,
    'POST',
    '/api/communication/whatsapp-business-api/account/connect',
    {
      ...as,
      body: {
        phone_number_id: account.phoneNumberId,
        waba_id: account.wabaId,
        access_token: account.accessToken,
        app_secret: account.appSecret,
      },
    },
  );
  expect(connected.statusCode, connected.body).toBe(200);
  const data = connected.json().data as { webhook_url: string; verify_token: string };
  cloud.subscribe(account.phoneNumberId, data.webhook_url);
  return data;
};
