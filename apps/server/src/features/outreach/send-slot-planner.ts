import type { SendingSchedule } from '@hirelane/domain/campaigns/sending-schedule.schema';
import {
  jitteredSpacing,
  localParts,
  nextDayWindowStart,
  nextWindowStart,
  sendSpacingSeconds,
} from '@hirelane/domain/outreach/sending-window';
import type { OutreachConfig } from '../../config';
import type { Executor } from '../../db/client';
import { lockMailboxSlot, saveMailboxNextSlot } from '../accounts/mailbox-engine-store';
import { countPlannedSends } from './delivery-count-store';

const DAY_MS = 86_400_000;
/** Days looked ahead for room under the limits before giving up for this round. */
const MAX_DAYS_AHEAD = 30;

type MailboxCursor = {
  workspaceId: string;
  nextSlotAt: Date;
  dailyLimit: number;
  touched: boolean;
};

/** Local midnight of the day `at` falls on, in the time zone (as an instant). */
const localDayStart = (at: Date, timeZone: string): Date => {
  const local = localParts(at, timeZone);
  return new Date(at.getTime() - (local.hour * 3600 + local.minute * 60 + local.second) * 1000);
};

/**
 * Gives each e-mail of a scheduling batch its send time: inside the campaign's window, under the
 * mailbox's and the campaign's daily limits, and one spacing (plus jitter) after the mailbox's
 * previous send, so a day's sends are spread across the window. Each mailbox row is locked the
 * first time it is used in the batch; its cursor is written back by `flush`.
 */
export class SendSlotPlanner {
  private readonly cursors = new Map<string, MailboxCursor>();
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly tx: Executor,
    private readonly config: OutreachConfig,
    private readonly now: Date,
    private readonly random: () => number = Math.random,
  ) {}

  private async cursorOf(workspaceId: string, mailboxId: string): Promise<MailboxCursor> {
    let cursor = this.cursors.get(mailboxId);
    if (!cursor) {
      const row = await lockMailboxSlot(this.tx, workspaceId, mailboxId);
      cursor = {
        workspaceId,
        nextSlotAt:
          row?.nextSlotAt && row.nextSlotAt > this.now ? row.nextSlotAt : new Date(this.now),
        dailyLimit: row?.dailyLimit ?? 0,
        touched: false,
      };
      this.cursors.set(mailboxId, cursor);
    }
    return cursor;
  }

  /** Sends already planned for the mailbox (or the campaign) on the local day starting at `start`. */
  private async countOn(
    key: string,
    workspaceId: string,
    start: Date,
    scope: { mailboxId: string } | { campaignId: string },
  ): Promise<number> {
    const cached = this.counts.get(key);
    if (cached !== undefined) return cached;
    const end = new Date(start.getTime() + DAY_MS);
    const value = await countPlannedSends(this.tx, workspaceId, start, end, scope);
    this.counts.set(key, value);
    return value;
  }

  /** The send time of the next e-mail of this mailbox for this campaign, or null when none fits. */
  async assign(
    workspaceId: string,
    mailboxId: string,
    campaign: { id: string; schedule: SendingSchedule; dailyLimit: number },
  ): Promise<Date | null> {
    if (this.config.ignoreLimits) return this.now;
    const cursor = await this.cursorOf(workspaceId, mailboxId);
    const { schedule } = campaign;
    let candidate = cursor.nextSlotAt;
    for (let day = 0; day < MAX_DAYS_AHEAD; day += 1) {
      const slot = nextWindowStart(schedule, candidate);
      const start = localDayStart(slot, schedule.timezone);
      const mailboxKey = `m:${mailboxId}:${start.toISOString()}`;
      const campaignKey = `c:${campaign.id}:${start.toISOString()}`;
      const [byMailbox, byCampaign] = [
        await this.countOn(mailboxKey, workspaceId, start, { mailboxId }),
        await this.countOn(campaignKey, workspaceId, start, { campaignId: campaign.id }),
      ];
      if (byMailbox >= cursor.dailyLimit || byCampaign >= campaign.dailyLimit) {
        candidate = nextDayWindowStart(schedule, slot);
        continue;
      }
      this.counts.set(mailboxKey, byMailbox + 1);
      this.counts.set(campaignKey, byCampaign + 1);
      const spacing = sendSpacingSeconds(
        schedule,
        Math.min(cursor.dailyLimit, campaign.dailyLimit),
        this.config.minGapSeconds,
      );
      const gapMs = jitteredSpacing(spacing, this.config.jitter, this.random()) * 1000;
      cursor.nextSlotAt = new Date(slot.getTime() + gapMs);
      cursor.touched = true;
      return slot;
    }
    return null;
  }

  async flush(): Promise<void> {
    for (const [mailboxId, cursor] of this.cursors) {
      if (!cursor.touched) continue;
      await saveMailboxNextSlot(this.tx, cursor.workspaceId, mailboxId, cursor.nextSlotAt);
    }
  }
}
