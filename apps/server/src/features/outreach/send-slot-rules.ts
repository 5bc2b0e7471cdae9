import type { SendingSchedule } from '@hirelane/domain/campaigns/sending-schedule.schema';
import {
  jitteredSpacing,
  localParts,
  nextDayWindowStart,
  nextWindowStart,
  sendSpacingSeconds,
} from '@hirelane/domain/outreach/sending-window';

/** Days looked ahead for room under the limits before giving up for this round. */
export const MAX_DAYS_AHEAD = 30;

/** Sends already planned on one local day, for the mailbox and for the campaign. */
export type DayCounts = { byMailbox: number; byCampaign: number };

/** Local midnight of the day `at` falls on, in the time zone (as an instant). */
export const localDayStart = (at: Date, timeZone: string): Date => {
  const local = localParts(at, timeZone);
  return new Date(at.getTime() - (local.hour * 3600 + local.minute * 60 + local.second) * 1000);
};

/**
 * The first instant at or after `from` inside the campaign's window, on a local day where both
 * the mailbox and the campaign are under their daily limits, with that day's start (the key its
 * sends are counted under); null when no day within `MAX_DAYS_AHEAD` has room.
 */
export const findSendSlot = async (
  from: Date,
  schedule: SendingSchedule,
  limits: { mailbox: number; campaign: number },
  countsOn: (dayStart: Date) => Promise<DayCounts>,
): Promise<{ slot: Date; dayStart: Date } | null> => {
  let candidate = from;
  for (let day = 0; day < MAX_DAYS_AHEAD; day += 1) {
    const slot = nextWindowStart(schedule, candidate);
    const dayStart = localDayStart(slot, schedule.timezone);
    const counts = await countsOn(dayStart);
    if (counts.byMailbox >= limits.mailbox || counts.byCampaign >= limits.campaign) {
      candidate = nextDayWindowStart(schedule, slot);
      continue;
    }
    return { slot, dayStart };
  }
  return null;
};

/**
 * When the mailbox's next send may go after one at `slot`: one spacing (wide enough that the
 * smaller daily limit fills the window, at least `minGapSeconds`) plus random jitter.
 */
export const nextSlotAfter = (
  slot: Date,
  schedule: SendingSchedule,
  dailyLimit: number,
  spacing: { minGapSeconds: number; jitter: number },
  random: number,
): Date => {
  const seconds = sendSpacingSeconds(schedule, dailyLimit, spacing.minGapSeconds);
  return new Date(slot.getTime() + jitteredSpacing(seconds, spacing.jitter, random) * 1000);
};
