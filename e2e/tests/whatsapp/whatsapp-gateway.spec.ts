import { expect, test } from '@playwright/test';
import { addStepViaApi } from '../../support/campaigns';
import { createProjectViaApi, currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { hideChecklist } from '../../support/teammate';
import { uniqueEmail } from '../../support/unique-email';

/*
 * Issue 21 (WhatsApp): pair the workspace's phone by scanning the fake WAHA gateway's QR code, run
 * a campaign with a WhatsApp message step, and see the person's WhatsApp reply stop the sequence.
 * The fake gateway runs in the global setup; its test hooks answer over HTTP (E2E_WAHA_URL).
 */

const WAHA_URL = process.env.E2E_WAHA_URL ?? '';
/** The sender job runs every 5 s: a few rounds of it, with room to spare. */
const SEND_TIMEOUT_MS = 30_000;

const hook = async (path: string, body: unknown = {}) => {
  const response = await fetch(`${WAHA_URL}/__test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return response.json() as Promise<unknown>;
};

test('pair WhatsApp by its QR code, send a campaign message, and stop on the reply', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('whatsapp'), { firstName: 'Wes', lastName: 'Recruiter' });
  const workspace = await currentWorkspaceId(page);
  const session = `hirelane-${workspace}`;

  // 1. Pair the phone: the QR code shows; the fake "scans" it; the page follows to WORKING.
  await page.goto('/app/connect-whatsapp');
  await hideChecklist(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect WhatsApp' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect WhatsApp', exact: true }).click();
  await expect(page.getByRole('img', { name: 'WhatsApp QR code to scan' })).toBeVisible();
  await hook('scan', { session, phone: '447700900001' });
  await expect(page.getByText(/Connected: WhatsApp steps send from this phone/)).toBeVisible();

  // 2. A campaign with a WhatsApp message step, sending at any hour, launched.
  const project = await createProjectViaApi(page, { name: 'WhatsApp e2e' });
  await addStepViaApi(page, project, {
    type: 'auto_whatsapp_message_send',
    config: { message: 'Hi {{first_name}}, a role for you.' },
  });
  // A follow-up two days later: the sequence is still running when she answers.
  await addStepViaApi(page, project, { type: 'delay', config: { days: 2, hours: 0 } });
  const settings = await page.request.put(
    `/api/campaign/${project.linked_campaign}/settings?workspace=${workspace}`,
    {
      data: {
        schedule: { days: [0, 1, 2, 3, 4, 5, 6], start_hour: 0, end_hour: 24, timezone: 'UTC' },
      },
    },
  );
  expect(settings.ok(), await settings.text()).toBe(true);
  const launched = await page.request.put(
    `/api/campaign/activate/${project.linked_campaign}?workspace=${workspace}`,
    { data: { run: true } },
  );
  expect(launched.ok(), await launched.text()).toBe(true);

  // 3. Wanda (an international number, no location: no quiet hours apply) joins the campaign.
  const added = await page.request.post(
    `/api/project/${project._id}/candidate/add?workspace=${workspace}`,
    {
      data: {
        source: 'csv',
        first_name: 'Wanda',
        last_name: 'Whatsapp',
        phone_numbers: ['+44 7700 900123'],
      },
    },
  );
  expect(added.ok(), await added.text()).toBe(true);
  const candidateId = ((await added.json()) as { data: { candidate_id: string } }).data
    .candidate_id;
  const moved = await page.request.post(
    `/api/project/${project._id}/pipeline/move?workspace=${workspace}`,
    { data: { candidate_ids: [candidateId], to_stage: 'in_campaign' } },
  );
  expect(moved.ok(), await moved.text()).toBe(true);

  // 4. The gateway sends the message once, from the paired phone.
  await expect
    .poll(
      async () =>
        ((await hook('sent')) as { chatId: string; text: string }[]).filter(
          (message) => message.chatId === '447700900123@c.us',
        ),
      { timeout: SEND_TIMEOUT_MS, message: 'the WhatsApp message reaches the gateway' },
    )
    .toEqual([expect.objectContaining({ text: 'Hi Wanda, a role for you.', session })]);

  // 5. Wanda answers on WhatsApp: the webhook is signed and accepted.
  const reply = (await hook('receive', {
    session,
    from: '447700900123',
    text: 'Yes, tell me more!',
  })) as { status: number };
  expect(reply.status).toBe(200);

  // 6. The candidate page: the message and the reply, the sequence stopped as replied everywhere.
  await page.goto(`/app/projects/${project._id}/candidate/${candidateId}`);
  await hideChecklist(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Wanda Whatsapp' })).toBeVisible();
  const outreach = page.getByRole('region', { name: 'Outreach' });
  await expect(outreach.getByTestId('enrollment-status')).toHaveText('Stopped: Replied');
  const conversation = outreach.getByRole('list', { name: 'WhatsApp conversation' });
  await expect(conversation.getByRole('article', { name: 'WhatsApp sent' })).toContainText(
    'Hi Wanda, a role for you.',
  );
  await expect(conversation.getByRole('article', { name: 'WhatsApp reply' })).toContainText(
    'Yes, tell me more!',
  );
  await expect(
    page.getByText('They replied, so the sequence stopped on every channel.').first(),
  ).toBeVisible();
});
