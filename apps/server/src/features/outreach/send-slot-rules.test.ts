import type { SendingSchedule } from '@hirelane/domain/campaigns/sending-schedule.schema';
import { describe, expect, it } from 'vitest';
import {
  MAX_DAYS_AHEAD,
  findSendSlot,
  localDayStart,
  nextSlotAfter,
  type DayCounts,
} from './send-slot-rules';

// Monday 2026-11-23 … Sunday 2026-11-29.
const weekdays9to17 = (timezone = 'UTC'): SendingSchedule => ({
  days: [1, 2, 3, 4, 5],
  start_hour: 9,
  end_hour: 17,
  timezone,
});
const roomy = { mailbox: 50, campaign: 50 };
const nothingSent = async (): Promise<DayCounts> => ({ byMailbox: 0, byCampaign: 0 });

const slotFrom = async (
  from: string,
  schedule: SendingSchedule,
  limits = roomy,
  countsOn: (dayStart: Date) => Promise<DayCounts> = nothingSent,
) => {
  const found = await findSendSlot(new Date(from), schedule, limits, countsOn);
  return found && { slot: found.slot.toISOString(), dayStart: found.dayStart.toISOString() };
};

/** Counts per local day start (ISO), and the days asked for in order. */
const countsByDay = (days: Record<string, Partial<DayCounts>>) => {
  const asked: string[] = [];
  const countsOn = async (dayStart: Date): Promise<DayCounts> => {
    asked.push(dayStart.toISOString());
    return { byMailbox: 0, byCampaign: 0, ...days[dayStart.toISOString()] };
  };
  return { asked, countsOn };
};

describe('findSendSlot: the window', () => {
  it('keeps a time inside the window as it is', async () => {
    expect(await slotFrom('2026-11-23T10:15:30Z', weekdays9to17())).toEqual({
      slot: '2026-11-23T10:15:30.000Z',
      dayStart: '2026-11-23T00:00:00.000Z',
    });
    expect((await slotFrom('2026-11-23T16:59:59Z', weekdays9to17()))?.slot).toBe(
      '2026-11-23T16:59:59.000Z',
    );
  });

  it('moves a time before the opening to the opening of the same day', async () => {
    expect((await slotFrom('2026-11-23T07:20:00Z', weekdays9to17()))?.slot).toBe(
      '2026-11-23T09:00:00.000Z',
    );
  });

  it('moves a time at or after the closing hour to the next day (the end hour is not in it)', async () => {
    expect(await slotFrom('2026-11-23T17:00:00Z', weekdays9to17())).toEqual({
      slot: '2026-11-24T09:00:00.000Z',
      dayStart: '2026-11-24T00:00:00.000Z',
    });
    expect((await slotFrom('2026-11-23T23:59:59Z', weekdays9to17()))?.slot).toBe(
      '2026-11-24T09:00:00.000Z',
    );
  });

  it('skips the days off: Friday evening and the weekend go to Monday', async () => {
    expect((await slotFrom('2026-11-27T18:00:00Z', weekdays9to17()))?.slot).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    expect((await slotFrom('2026-11-28T12:00:00Z', weekdays9to17()))?.slot).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    const weekendsOnly: SendingSchedule = { ...weekdays9to17(), days: [0, 6] };
    expect((await slotFrom('2026-11-23T10:00:00Z', weekendsOnly))?.slot).toBe(
      '2026-11-28T09:00:00.000Z',
    );
  });

  it('reads the hours and the days in the campaign time zone', async () => {
    // 08:00 in New York (UTC-5) → its 09:00; the local day starts at 05:00 UTC.
    expect(await slotFrom('2026-11-23T13:00:00Z', weekdays9to17('America/New_York'))).toEqual({
      slot: '2026-11-23T14:00:00.000Z',
      dayStart: '2026-11-23T05:00:00.000Z',
    });
    // 08:30 in Kolkata (UTC+5:30) → its 09:00, half an hour off the UTC hours.
    expect((await slotFrom('2026-11-23T03:00:00Z', weekdays9to17('Asia/Kolkata')))?.slot).toBe(
      '2026-11-23T03:30:00.000Z',
    );
  });

  it('counts a window that crosses UTC midnight on its local day', async () => {
    // Tokyo (UTC+9) sends 00:00–08:00 UTC. Monday 23:30 UTC is Tuesday 08:30 there: Tuesday's
    // opening, on the Tokyo day that started at 15:00 UTC on Monday.
    expect(await slotFrom('2026-11-23T23:30:00Z', weekdays9to17('Asia/Tokyo'))).toEqual({
      slot: '2026-11-24T00:00:00.000Z',
      dayStart: '2026-11-23T15:00:00.000Z',
    });
    expect((await slotFrom('2026-11-24T07:59:00Z', weekdays9to17('Asia/Tokyo')))?.dayStart).toBe(
      '2026-11-23T15:00:00.000Z',
    );
    // Friday 23:30 UTC is Saturday in Tokyo, a day off: Monday 09:00 there.
    expect((await slotFrom('2026-11-27T23:30:00Z', weekdays9to17('Asia/Tokyo')))?.slot).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('follows the clock change: 09:00 in New York is 13:00 UTC before it and 14:00 after', async () => {
    // Daylight saving time ends on Sunday 2026-11-01.
    expect((await slotFrom('2026-10-30T22:00:00Z', weekdays9to17('America/New_York')))?.slot).toBe(
      '2026-11-02T14:00:00.000Z',
    );
    expect((await slotFrom('2026-10-29T12:00:00Z', weekdays9to17('America/New_York')))?.slot).toBe(
      '2026-10-29T13:00:00.000Z',
    );
  });
});

describe('findSendSlot: the daily limits', () => {
  it('sends on a day while both counts are under their limits', async () => {
    const { countsOn } = countsByDay({
      '2026-11-23T00:00:00.000Z': { byMailbox: 49, byCampaign: 49 },
    });
    expect((await slotFrom('2026-11-23T10:00:00Z', weekdays9to17(), roomy, countsOn))?.slot).toBe(
      '2026-11-23T10:00:00.000Z',
    );
  });

  it('goes to the next day’s opening when the mailbox is full for the day', async () => {
    const { asked, countsOn } = countsByDay({ '2026-11-23T00:00:00.000Z': { byMailbox: 50 } });
    expect(await slotFrom('2026-11-23T10:00:00Z', weekdays9to17(), roomy, countsOn)).toEqual({
      slot: '2026-11-24T09:00:00.000Z',
      dayStart: '2026-11-24T00:00:00.000Z',
    });
    expect(asked).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z']);
  });

  it('goes to the next day when the campaign is full, whatever room the mailbox has', async () => {
    const { countsOn } = countsByDay({ '2026-11-23T00:00:00.000Z': { byCampaign: 10 } });
    const limits = { mailbox: 50, campaign: 10 };
    expect((await slotFrom('2026-11-23T10:00:00Z', weekdays9to17(), limits, countsOn))?.slot).toBe(
      '2026-11-24T09:00:00.000Z',
    );
  });

  it('passes over full days and days off alike: a full Friday sends on Monday', async () => {
    const { asked, countsOn } = countsByDay({ '2026-11-27T00:00:00.000Z': { byMailbox: 50 } });
    expect((await slotFrom('2026-11-27T15:00:00Z', weekdays9to17(), roomy, countsOn))?.slot).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    expect(asked).toEqual(['2026-11-27T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
  });

  it('counts the limits per local day of the campaign time zone', async () => {
    const { asked, countsOn } = countsByDay({ '2026-11-23T05:00:00.000Z': { byMailbox: 50 } });
    const found = await slotFrom(
      '2026-11-23T15:00:00Z',
      weekdays9to17('America/New_York'),
      roomy,
      countsOn,
    );
    expect(found).toEqual({
      slot: '2026-11-24T14:00:00.000Z',
      dayStart: '2026-11-24T05:00:00.000Z',
    });
    expect(asked).toEqual(['2026-11-23T05:00:00.000Z', '2026-11-24T05:00:00.000Z']);
  });

  it(`gives up after ${MAX_DAYS_AHEAD} days without room (a limit of 0)`, async () => {
    const { asked, countsOn } = countsByDay({});
    const limits = { mailbox: 0, campaign: 50 };
    expect(await slotFrom('2026-11-23T10:00:00Z', weekdays9to17(), limits, countsOn)).toBeNull();
    expect(asked).toHaveLength(MAX_DAYS_AHEAD);
    expect(new Set(asked).size).toBe(MAX_DAYS_AHEAD);
  });
});

describe('nextSlotAfter: spacing between sends of a mailbox', () => {
  const slot = new Date('2026-11-23T09:00:00Z');
  const at = (dailyLimit: number, spacing: { minGapSeconds: number; jitter: number }, random = 0) =>
    nextSlotAfter(slot, weekdays9to17(), dailyLimit, spacing, random).toISOString();

  it('spreads the daily limit across the window', () => {
    // 8 hours for 16 sends: one every 30 minutes.
    expect(at(16, { minGapSeconds: 60, jitter: 0 })).toBe('2026-11-23T09:30:00.000Z');
  });

  it('keeps at least the minimum gap when the limit would bunch the sends', () => {
    // 8 hours for 500 sends is under a minute: the 120 s minimum wins.
    expect(at(500, { minGapSeconds: 120, jitter: 0 })).toBe('2026-11-23T09:02:00.000Z');
  });

  it('adds jitter of up to `jitter` times the spacing', () => {
    const spacing = { minGapSeconds: 60, jitter: 0.5 };
    expect(at(16, spacing, 0)).toBe('2026-11-23T09:30:00.000Z');
    expect(at(16, spacing, 0.5)).toBe('2026-11-23T09:37:30.000Z');
    expect(at(16, spacing, 1)).toBe('2026-11-23T09:45:00.000Z');
  });

  it('treats a limit of 0 as one send a day and ignores a negative jitter', () => {
    expect(at(0, { minGapSeconds: 60, jitter: 0 })).toBe('2026-11-23T17:00:00.000Z');
    expect(at(16, { minGapSeconds: 60, jitter: -1 }, 1)).toBe('2026-11-23T09:30:00.000Z');
  });
});

describe('localDayStart', () => {
  it('answers local midnight as an instant', () => {
    expect(localDayStart(new Date('2026-11-23T10:15:00Z'), 'UTC').toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(localDayStart(new Date('2026-11-23T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-22T05:00:00.000Z',
    );
    expect(localDayStart(new Date('2026-11-23T20:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-23T18:30:00.000Z',
    );
  });
});
