import { expect } from 'vitest';
import { FakeVoice } from '@hirelane/test-servers/fake-voice/fake-voice';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { grantCredits } from '../billing/grant-credits';
import { startWaitingEnrollments } from '../campaigns/campaign-enrollment-store';
import { campaignKit, type As } from '../campaigns/campaign.test-kit';
import { VOICE_WEBHOOK_PATH } from '../../integrations/voice/create-voice-provider';

export const VOICE_ENV = {
  VOICE_API_KEY: 'fake-voice-key',
  VOICE_PHONE_NUMBER_ID: 'fake-phone-number',
  VOICE_WEBHOOK_SECRET: 'fake-voice-webhook-secret-0123456789',
};

/** The test app wired to a fake voice provider whose messages are injected into the app. */
export const createVoiceWorld = async () => {
  const ready: { app?: TestApp } = {};
  const fake = await new FakeVoice({
    apiKey: VOICE_ENV.VOICE_API_KEY,
    phoneNumberId: VOICE_ENV.VOICE_PHONE_NUMBER_ID,
    webhookSecret: VOICE_ENV.VOICE_WEBHOOK_SECRET,
    webhook: async (body, headers) => {
      if (!ready.app) throw new Error('the test app is not ready');
      const response = await ready.app.fastify.inject({
        method: 'POST',
        url: VOICE_WEBHOOK_PATH,
        headers,
        payload: body,
      });
      return response.statusCode;
    },
  }).start();
  ready.app = await createTestApp({ ...VOICE_ENV, VOICE_API_URL: fake.url });
  return { t: ready.app, fake };
};

/**
 * A US number (SPEC 5: 10 digits) and its E.164 form. A US person without a listed city has no
 * known time zone, so no quiet hours apply whatever the clock says (the tests do not depend on it).
 */
export const usNumber = (last: number) => ({
  local: `(415) 555-012${last}`,
  e164: `+1415555012${last}`,
});

/** A German mobile number (SPEC 5: 11 digits): Europe/Berlin's quiet hours apply. */
export const germanNumber = (last: number) => ({
  local: `01512 345678${last}`,
  e164: `+491512345678${last}`,
});

export const callKit = (t: TestApp, subnet: number) => {
  const kit = campaignKit(t, subnet);

  /** A running campaign with these steps and people (in the United States unless said) started. */
  const runningCampaign = async (
    owner: As,
    name: string,
    steps: unknown[],
    people: { full_name: string; phone?: string; country?: string }[],
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
      const added = await kit.addCandidate(owner.cookie, owner.workspace, project._id, {
        full_name: person.full_name,
        country: person.country ?? 'United States',
        ...(person.phone ? { phone_numbers: [person.phone] } : {}),
      });
      candidateIds.push(added.candidate_id);
    }
    const moved = await kit.move(owner.cookie, owner.workspace, project._id, {
      candidate_ids: candidateIds,
      to_stage: 'in_campaign',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.pool.query('update campaign set status = true where id = $1', [campaignId]);
    await t.app.db.transaction((tx) => startWaitingEnrollments(tx, owner.workspace, campaignId));
    return { projectId: project._id, campaignId, candidateIds };
  };

  const callsOf = async (candidateId: string) =>
    (
      await t.pool.query<{
        id: string;
        status: string;
        outcome: string | null;
        attempt: number;
        to_number: string;
        scheduled_at: Date;
        transcript: string | null;
        recording_url: string | null;
        summary: string | null;
        interest: string | null;
        duration_seconds: number | null;
        detail: string | null;
      }>('select * from ai_call where candidate_id = $1 order by attempt', [candidateId])
    ).rows;

  const enrolmentOf = async (candidateId: string) =>
    (
      await t.pool.query<{
        status: string;
        step_index: number;
        held_reason: string | null;
        stop_reason: string | null;
        next_run_at: Date | null;
      }>(
        `select status, step_index, held_reason, stop_reason, next_run_at
           from campaign_enrollment where candidate_id = $1`,
        [candidateId],
      )
    ).rows[0];

  const balanceOf = async (workspaceId: string) =>
    (
      await t.pool.query<{ balance: number }>(
        'select balance from credit_balance where workspace_id = $1',
        [workspaceId],
      )
    ).rows[0]?.balance ?? 0;

  const grant = (workspaceId: string, amount: number, key = 'voice-test') =>
    grantCredits(t.app.db, workspaceId, { amount, reason: 'admin', idempotencyKey: key });

  return { ...kit, runningCampaign, callsOf, enrolmentOf, balanceOf, grant };
};
