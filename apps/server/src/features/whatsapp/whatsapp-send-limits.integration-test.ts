import type { FakeWaha } from '@hirelane/test-servers/fake-waha/fake-waha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DRAFTS, type As } from '../campaigns/campaign.test-kit';
import { scheduleDueSteps } from '../outreach/schedule-due-steps';
import { claimDueWhatsapp } from './whatsapp-send-store';
import { createWhatsappWorld, whatsappKit } from './whatsapp.test-kit';

let t: TestApp;
let waha: FakeWaha;
let kit: ReturnType<typeof whatsappKit>;
let owner: As;

const NOON = new Date('2026-11-24T12:00:00Z');
const LIMITS = { dailyLimit: 2, minGapSeconds: 60, leaseSeconds: 120 };

beforeAll(async () => {
  ({ t, waha } = await createWhatsappWorld());
  kit = whatsappKit(t, waha, 96);
  owner = await kit.owner('wa-limits-owner@example.com');
  await kit.pair(owner);
});
afterAll(async () => {
  await t.close();
  await waha.close();
});

const claimAt = (at: Date) => t.app.db.transaction((tx) => claimDueWhatsapp(tx, at, LIMITS));

describe('the WhatsApp sender’s pace', () => {
  it('takes one message per account at a time, waits the gap, and stops at the daily limit', async () => {
    const people = ['1', '2', '3'].map((n) => ({
      full_name: `Pace Person${n}`,
      phone_numbers: [`07700 90060${n}`],
      country: 'United Kingdom',
    }));
    await kit.runningCampaign(owner, 'WA Pace', [DRAFTS.whatsapp], people);
    await scheduleDueSteps(t.app, { now: NOON });

    expect(await claimAt(NOON)).toHaveLength(1);
    // The gap: nothing more from this account until a minute has passed.
    expect(await claimAt(new Date(NOON.getTime() + 30_000))).toHaveLength(0);
    expect(await claimAt(new Date(NOON.getTime() + 61_000))).toHaveLength(1);
    // Two taken in the last 24 hours: the daily limit holds the third until a day has passed.
    expect(await claimAt(new Date(NOON.getTime() + 10 * 60_000))).toHaveLength(0);
    expect(await claimAt(new Date(NOON.getTime() + 25 * 3_600_000))).toHaveLength(1);
  });
});
