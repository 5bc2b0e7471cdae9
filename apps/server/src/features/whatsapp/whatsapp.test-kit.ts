import { startFakeWaha, type FakeWaha } from '@hirelane/test-servers/fake-waha/fake-waha';
import { expect } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { startWaitingEnrollments } from '../campaigns/campaign-enrollment-store';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { sessionNameOf } from './whatsapp-account-store';

export const WAHA_SECRET = 'waha-webhook-secret';

/**
 * The app with the fake WAHA gateway configured; the fake's webhooks are injected into the app
 * (the test app listens on no port).
 */
export const createWhatsappWorld = async (): Promise<{ t: TestApp; waha: FakeWaha }> => {
  const up: { t?: TestApp } = {};
  const waha = await startFakeWaha({
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
    WAHA_API_URL: waha.baseUrl,
    WAHA_API_KEY: waha.apiKey,
    WAHA_WEBHOOK_SECRET: WAHA_SECRET,
    WHATSAPP_MIN_GAP_SECONDS: '0',
  });
  up.t = t;
  return { t, waha };
};

export const whatsappKit = (t: TestApp, waha: FakeWaha | null, subnet: number) => {
  const kit = campaignKit(t, subnet);

  /** Pairs the workspace's phone: connect, the fake "scans the QR", WORKING is stored. */
  const pair = async (as: As, phone = '447700900001') => {
    const started = await call(t, 'POST', '/api/communication/whatsapp/account/connect', as);
    expect(started.statusCode, started.body).toBe(200);
    if (!waha) throw new Error('This world has no WAHA gateway');
    await waha.scanQr(sessionNameOf(as.workspace), phone);
  };

  /** A running campaign with these steps and people (phone and country) started on it. */
  const runningCampaign = async (
    owner: As,
    name: string,
    steps: unknown[],
    people: { full_name: string; phone_numbers?: string[]; country?: string; email?: string }[],
  ) => {
    const project = await kit.createProject(owner.cookie, owner.workspace, { name });
    const campaignId = project.linked_campaign;
    for (const step of steps) await kit.addStep(owner, campaignId, step);
    const settings = await kit.api(owner).settings(campaignId, {
      schedule: { days: [0, 1, 2, 3, 4, 5, 6], start_hour: 0, end_hour: 24, timezone: 'UTC' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const candidateIds: string[] = [];
    for (const person of people) {
      const added = await kit.addCandidate(owner.cookie, owner.workspace, project._id, person);
      candidateIds.push(added.candidate_id);
    }
    const moved = await kit.move(owner.cookie, owner.workspace, project._id, {
      candidate_ids: candidateIds,
      to_stage: 'in_campaign',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.pool.query('update campaign set status = true where id = $1', [campaignId]);
    await t.app.db.transaction((tx) => startWaitingEnrollments(tx, owner.workspace, campaignId));
    // Due from long before the tests' fixed clock (they choose the hour for quiet hours).
    await t.pool.query(
      `update campaign_enrollment set next_run_at = '2026-01-01T00:00:00Z' where campaign_id = $1`,
      [campaignId],
    );
    return { projectId: project._id, campaignId, candidateIds };
  };

  const enrolmentsOf = async (candidateId: string) =>
    (
      await t.pool.query<{
        campaign_id: string;
        status: string;
        stop_reason: string | null;
        step_index: number;
        held_reason: string | null;
        next_run_at: Date | null;
      }>(
        `select campaign_id, status, stop_reason, step_index, held_reason, next_run_at
           from campaign_enrollment where candidate_id = $1 order by enrolled_at, id`,
        [candidateId],
      )
    ).rows;

  const messagesOf = async (candidateId: string) =>
    (
      await t.pool.query<{
        direction: string;
        status: string;
        body: string | null;
        to_phone: string | null;
        provider_message_id: string | null;
        thread_id: string | null;
      }>(
        `select direction, status, body, to_phone, provider_message_id, thread_id
           from whatsapp_message where candidate_id = $1 order by created_at`,
        [candidateId],
      )
    ).rows;

  return { ...kit, pair, runningCampaign, enrolmentsOf, messagesOf };
};
