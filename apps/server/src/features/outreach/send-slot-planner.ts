import type { SendingSchedule } from '@hirelane/domain/campaigns/sending-schedule.schema';
import type { OutreachConfig } from '../../config';
import type { Executor } from '../../db/client';
import { lockMailboxSlot, saveMailboxNextSlot } from '../accounts/mailbox-engine-store';
import { countPlannedSends } from './delivery-count-store';
import { findSendSlot, nextSlotAfter } from './send-slot-rules';

const DAY_MS = 86_400_000;

type MailboxCursor = {
  workspaceId: string;
  nextSlotAt: Date;
  dailyLimit: number;
  touched: boolean;
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
    const keysOn = (start: Date) => ({
      mailbox: `m:${mailboxId}:${start.toISOString()}`,
      campaign: `c:${campaign.id}:${start.toISOString()}`,
    });
    const found = await findSendSlot(
      cursor.nextSlotAt,
      schedule,
      { mailbox: cursor.dailyLimit, campaign: campaign.dailyLimit },
      async (start) => {
        const keys = keysOn(start);
        return {
          byMailbox: await this.countOn(keys.mailbox, workspaceId, start, { mailboxId }),
          byCampaign: await this.countOn(keys.campaign, workspaceId, start, {
            campaignId: campaign.id,
          }),
        };
      },
    );
    if (!found) return null;
    // Both counts of the day are cached by now: the slot takes one place in each.
    for (const key of Object.values(keysOn(found.dayStart)))
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    cursor.nextSlotAt = nextSlotAfter(
      found.slot,
      schedule,
      Math.min(cursor.dailyLimit, campaign.dailyLimit),
      this.config,
      this.random(),
    );
    cursor.touched = true;
    return found.slot;
  }

  async flush(): Promise<void> {
    for (const [mailboxId, cursor] of this.cursors) {
      if (!cursor.touched) continue;
      await saveMailboxNextSlot(this.tx, cursor.workspaceId, mailboxId, cursor.nextSlotAt);
    }
  }
}
