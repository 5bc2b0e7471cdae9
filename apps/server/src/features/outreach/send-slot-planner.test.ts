import type { SendingSchedule } from '@hirelane/domain/campaigns/sending-schedule.schema';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import type { OutreachConfig } from '../../config';
import type { Executor } from '../../db/client';
import { SendSlotPlanner } from './send-slot-planner';

// Monday 2026-11-23, 09:00 UTC: the window below has just opened.
const NOW = new Date('2026-11-23T09:00:00Z');
const WORKSPACE = 'workspace-1';
const weekdays9to17: SendingSchedule = {
  days: [1, 2, 3, 4, 5],
  start_hour: 9,
  end_hour: 17,
  timezone: 'UTC',
};
const config: OutreachConfig = {
  minGapSeconds: 60,
  jitter: 0,
  tickMs: 100,
  sendConcurrency: 1,
  leaseSeconds: 300,
  smtpTimeoutMs: 60_000,
  pollSeconds: 60,
  ignoreLimits: false,
};

type Statement = { sql: string; params: unknown[] };

/**
 * A transaction whose rows live in memory: mailboxes (cursor and daily limit) and the sends
 * already planned per (mailbox or campaign, local day start). Every statement is recorded.
 */
const fakeTransaction = (world: {
  mailboxes?: Record<string, { nextSlotAt: string | null; dailyLimit: number }>;
  planned?: Record<string, number>;
}) => {
  const statements: Statement[] = [];
  const tx = drizzle(async (sql, params) => {
    statements.push({ sql, params });
    if (sql.startsWith('select "next_slot_at", "daily_limit" from "mailbox"')) {
      const box = world.mailboxes?.[params[1] as string];
      return { rows: box ? [[box.nextSlotAt, box.dailyLimit]] : [] };
    }
    if (sql.startsWith('select count(*)::int from "campaign_delivery"')) {
      const [, start, , scope] = params as string[];
      return { rows: [[world.planned?.[`${scope}@${start}`] ?? 0]] };
    }
    if (sql.startsWith('update "mailbox" set "next_slot_at"')) return { rows: [] };
    throw new Error(`unexpected statement: ${sql}`);
  }) as unknown as Executor;
  return { tx, statements };
};

const campaign = (id: string, dailyLimit = 50, schedule = weekdays9to17) => ({
  id,
  schedule,
  dailyLimit,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('SendSlotPlanner', () => {
  it('sends a fresh mailbox’s first e-mail now and its next one a spacing later', async () => {
    const { tx, statements } = fakeTransaction({
      mailboxes: { 'box-1': { nextSlotAt: null, dailyLimit: 16 } },
    });
    const planner = new SendSlotPlanner(tx, config, NOW, () => 0);
    expect(iso(await planner.assign(WORKSPACE, 'box-1', campaign('c-1')))).toBe(
      '2026-11-23T09:00:00.000Z',
    );
    // 8 hours for 16 sends: one every 30 minutes.
    expect(iso(await planner.assign(WORKSPACE, 'box-1', campaign('c-1')))).toBe(
      '2026-11-23T09:30:00.000Z',
    );
    await planner.flush();
    expect(statements.at(-1)).toEqual({
      sql: expect.stringContaining('update "mailbox" set "next_slot_at"') as string,
      params: ['2026-11-23T10:00:00.000Z', WORKSPACE, 'box-1'],
    });
  });

  it('starts from the mailbox’s cursor when it is later than now, and from now when it is past', async () => {
    const { tx } = fakeTransaction({
      mailboxes: {
        ahead: { nextSlotAt: '2026-11-23 11:15:00+00', dailyLimit: 16 },
        behind: { nextSlotAt: '2026-11-20 11:15:00+00', dailyLimit: 16 },
      },
    });
    const planner = new SendSlotPlanner(tx, config, NOW, () => 0);
    expect(iso(await planner.assign(WORKSPACE, 'ahead', campaign('c-1')))).toBe(
      '2026-11-23T11:15:00.000Z',
    );
    expect(iso(await planner.assign(WORKSPACE, 'behind', campaign('c-1')))).toBe(
      '2026-11-23T09:00:00.000Z',
    );
  });

  it('moves a mailbox to the next day’s opening once its daily limit is reached', async () => {
    const { tx } = fakeTransaction({
      mailboxes: { 'box-1': { nextSlotAt: null, dailyLimit: 3 } },
    });
    const planner = new SendSlotPlanner(tx, config, NOW, () => 0);
    const slots = [];
    for (let send = 0; send < 5; send += 1)
      slots.push(iso(await planner.assign(WORKSPACE, 'box-1', campaign('c-1'))));
    // 8 hours for 3 sends: 2 h 40 min apart.
    expect(slots).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T11:40:00.000Z',
      '2026-11-23T14:20:00.000Z',
      '2026-11-24T09:00:00.000Z',
      '2026-11-24T11:40:00.000Z',
    ]);
  });

  it('counts the sends already planned for the day', async () => {
    const { tx } = fakeTransaction({
      mailboxes: { 'box-1': { nextSlotAt: null, dailyLimit: 3 } },
      planned: { 'box-1@2026-11-23T00:00:00.000Z': 2 },
    });
    const planner = new SendSlotPlanner(tx, config, NOW, () => 0);
    expect(iso(await planner.assign(WORKSPACE, 'box-1', campaign('c-1')))).toBe(
      '2026-11-23T09:00:00.000Z',
    );
    expect(iso(await planner.assign(WORKSPACE, 'box-1', campaign('c-1')))).toBe(
      '2026-11-24T09:00:00.000Z',
    );
  });

  it('holds the campaign’s daily limit across its mailboxes', async () => {
    const { tx } = fakeTransaction({
      mailboxes: {
        'box-1': { nextSlotAt: null, dailyLimit: 50 },
        'box-2': { nextSlotAt: null, dailyLimit: 50 },
      },
      planned: { 'c-1@2026-11-23T00:00:00.000Z': 1 },
    });
    const planner = new SendSlotPlanner(tx, config, NOW, () => 0);
    expect(iso(await planner.assign(WORKSPACE, 'box-1', campaign('c-1', 3)))).toBe(
      '2026-11-23T09:00:00.000Z',
    );
    expect(iso(await planner.assign(WORKSPACE, 'box-2', campaign('c-1', 3)))).toBe(
      '2026-11-23T09:00:00.000Z',
    );
    expect(iso(await planner.assign(WORKSPACE, 'box-1', campaign('c-1', 3)))).toBe(
      '2026-11-24T09:00:00.000Z',
    );
    // Another campaign of the same mailbox has its own limit.
    expect(iso(await planner.assign(WORKSPACE, 'box-2', campaign('c-2', 3)))).toBe(
      '2026-11-23T11:40:00.000Z',
    );
  });

  it('spaces by the smaller of the two limits, plus jitter', async () => {
    const { tx } = fakeTransaction({
      mailboxes: { 'box-1': { nextSlotAt: null, dailyLimit: 50 } },
    });
    const planner = new SendSlotPlanner(tx, { ...config, jitter: 0.5 }, NOW, () => 1);
    await planner.assign(WORKSPACE, 'box-1', campaign('c-1', 16));
    // 30 minutes for 16 a day, times 1.5 for the full jitter.
    expect(iso(await planner.assign(WORKSPACE, 'box-1', campaign('c-1', 16)))).toBe(
      '2026-11-23T09:45:00.000Z',
    );
  });

  it('locks each mailbox once and reads each day’s counts once per batch', async () => {
    const { tx, statements } = fakeTransaction({
      mailboxes: { 'box-1': { nextSlotAt: null, dailyLimit: 50 } },
    });
    const planner = new SendSlotPlanner(tx, config, NOW, () => 0);
    for (let send = 0; send < 4; send += 1)
      await planner.assign(WORKSPACE, 'box-1', campaign('c-1'));
    const locks = statements.filter((statement) => statement.sql.endsWith('for update'));
    expect(locks).toHaveLength(1);
    expect(locks[0]?.params).toEqual([WORKSPACE, 'box-1']);
    const counts = statements.filter((statement) => statement.sql.includes('count(*)'));
    expect(counts.map((statement) => statement.params[0])).toEqual([WORKSPACE, WORKSPACE]);
  });

  it('finds no slot for a mailbox that is gone (no daily limit), and writes nothing', async () => {
    const { tx, statements } = fakeTransaction({ mailboxes: {} });
    const planner = new SendSlotPlanner(tx, config, NOW, () => 0);
    expect(await planner.assign(WORKSPACE, 'gone', campaign('c-1'))).toBeNull();
    const before = statements.length;
    await planner.flush();
    expect(statements).toHaveLength(before);
  });

  it('writes back only the cursors of mailboxes that got a send', async () => {
    const { tx, statements } = fakeTransaction({
      mailboxes: {
        used: { nextSlotAt: null, dailyLimit: 16 },
        full: { nextSlotAt: null, dailyLimit: 0 },
      },
    });
    const planner = new SendSlotPlanner(tx, config, NOW, () => 0);
    await planner.assign(WORKSPACE, 'used', campaign('c-1'));
    await planner.assign(WORKSPACE, 'full', campaign('c-1'));
    await planner.flush();
    const updates = statements.filter((statement) => statement.sql.startsWith('update'));
    expect(updates.map((statement) => statement.params)).toEqual([
      ['2026-11-23T09:30:00.000Z', WORKSPACE, 'used'],
    ]);
  });

  it('sends everything now, without reading the database, when limits are ignored', async () => {
    const { tx, statements } = fakeTransaction({});
    const planner = new SendSlotPlanner(tx, { ...config, ignoreLimits: true }, NOW, () => 0);
    const saturday = { ...campaign('c-1', 1), schedule: { ...weekdays9to17, days: [6] } };
    expect(iso(await planner.assign(WORKSPACE, 'box-1', saturday))).toBe(iso(NOW));
    expect(iso(await planner.assign(WORKSPACE, 'box-1', saturday))).toBe(iso(NOW));
    await planner.flush();
    expect(statements).toEqual([]);
  });
});
