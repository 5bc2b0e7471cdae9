import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@hirelane/domain/campaigns/campaign.schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { campaignKit, errorsOf, type As } from './campaign.test-kit';
import { NOT_A_WORKSPACE_LINKEDIN, NOT_A_WORKSPACE_MAILBOX } from './update-campaign-settings';

let t: TestApp;
let kit: ReturnType<typeof campaignKit>;
let owner: As;
let other: As;
let campaignId: string;
let linkedinId: string;
let foreignLinkedinId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = campaignKit(t, 76);
  owner = await kit.owner('settings-owner@example.com');
  other = await kit.owner('settings-other@example.com', 'Other Team');
  campaignId = (await kit.createProject(owner.cookie, owner.workspace, { name: 'Settings' }))
    .linked_campaign;
  await kit.insertMailbox(owner.workspace, 'Talent@Acme.test');
  await kit.insertMailbox(owner.workspace, 'off@acme.test', { enabled: false });
  await kit.insertMailbox(other.workspace, 'theirs@other.test');
  linkedinId = await kit.insertLinkedin(owner.workspace, 'settings-owner@example.com');
  foreignLinkedinId = await kit.insertLinkedin(other.workspace, 'settings-other@example.com');
});
afterAll(async () => {
  await t.close();
});

const save = (body: unknown) => kit.api(owner).settings(campaignId, body);

describe('PUT /api/campaign/{id}/settings', () => {
  it('saves the senders, window and limit and answers the campaign', async () => {
    const response = await save({
      from_email: 'talent@acme.test',
      from_linkedin: linkedinId,
      schedule: { days: [5, 1, 3, 1], start_hour: 8, end_hour: 18, timezone: 'Europe/Berlin' },
      daily_limit: 120,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Campaign settings saved.');
    expect(response.json().data).toMatchObject({
      // The mailbox's own spelling is stored.
      email: 'Talent@Acme.test',
      config: { from_email: 'Talent@Acme.test', from_linkedin: linkedinId },
      campaign_message: { email_account_error: null, linkedin_account_error: null },
      schedule: { days: [1, 3, 5], start_hour: 8, end_hour: 18, timezone: 'Europe/Berlin' },
      daily_limit: 120,
    });
    expect(await kit.campaignOf(owner, campaignId)).toEqual(response.json().data);
  });

  it('keeps the keys that are absent and clears a sender with null', async () => {
    const response = await save({ daily_limit: 80, from_linkedin: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      config: { from_email: 'Talent@Acme.test', from_linkedin: null },
      daily_limit: 80,
      schedule: { days: [1, 3, 5], timezone: 'Europe/Berlin' },
    });
  });

  it('accepts a disabled mailbox of the workspace and reports it as the campaign error', async () => {
    const response = await save({ from_email: 'off@acme.test' });
    expect(response.statusCode).toBe(200);
    expect((response.json().data as Campaign).campaign_message.email_account_error).toBe(
      "The mailbox off@acme.test can't send: Disabled",
    );
  });

  it("refuses an address that is not one of the workspace's mailboxes", async () => {
    for (const address of ['theirs@other.test', 'nobody@acme.test']) {
      const response = await save({ from_email: address });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual([
        { path: 'from_email', message: NOT_A_WORKSPACE_MAILBOX },
      ]);
    }
    const malformed = await save({ from_email: 'not-an-address' });
    expect(malformed.statusCode).toBe(422);
    expect(errorsOf(malformed)[0]?.path).toBe('from_email');
  });

  it("refuses a LinkedIn id that is not one of the workspace's accounts", async () => {
    for (const id of [foreignLinkedinId, crypto.randomUUID(), 'ada-lovelace']) {
      const response = await save({ from_linkedin: id });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toEqual([
        { path: 'from_linkedin', message: NOT_A_WORKSPACE_LINKEDIN },
      ]);
    }
  });

  it('validates the window and the daily limit with the schema', async () => {
    const cases: Array<[unknown, string]> = [
      [
        { schedule: { days: [1], start_hour: 10, end_hour: 10, timezone: 'UTC' } },
        'schedule.end_hour',
      ],
      [{ schedule: { days: [], start_hour: 9, end_hour: 17, timezone: 'UTC' } }, 'schedule.days'],
      [
        { schedule: { days: [7], start_hour: 9, end_hour: 17, timezone: 'UTC' } },
        'schedule.days.0',
      ],
      [
        { schedule: { days: [1], start_hour: 9, end_hour: 17, timezone: 'Mars/Base' } },
        'schedule.timezone',
      ],
      [{ daily_limit: 0 }, 'daily_limit'],
      [{ daily_limit: 501 }, 'daily_limit'],
    ];
    for (const [body, path] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOf(response).map((error) => error.path)).toContain(path);
    }
    expect((await kit.campaignOf(owner, campaignId)).daily_limit).toBe(80);
  });

  it("answers 404 for another workspace's campaign named through the caller's workspace", async () => {
    const response = await kit.api(other).settings(campaignId, { daily_limit: 5 });
    expect(response.statusCode).toBe(404);
    expect((await kit.campaignOf(owner, campaignId)).daily_limit).toBe(80);
  });
});
