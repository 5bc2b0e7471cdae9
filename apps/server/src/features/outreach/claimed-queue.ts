import type { ClaimedDelivery } from './delivery-store';
import type { SendRound } from './send-claimed-delivery';

export type ClaimedItem = { delivery: ClaimedDelivery; round: SendRound; claimedAt: number };

/**
 * Claimed e-mails waiting for a send lane. The next claim starts while a quarter of the last one
 * is still queued, so lanes keep sending instead of waiting at the end of every claim; only one
 * claim runs at a time.
 */
export class ClaimedQueue {
  private items: ClaimedItem[] = [];
  private claiming: Promise<number> | null = null;

  constructor(
    private readonly claim: () => Promise<ClaimedItem[]>,
    private readonly claimSize: number,
  ) {}

  /** The next e-mail to send, or undefined when a claim found nothing due. */
  async next(): Promise<ClaimedItem | undefined> {
    if (this.items.length <= this.claimSize / 4) void this.refill().catch(() => 0);
    const ready = this.items.shift();
    if (ready) return ready;
    await this.refill();
    return this.items.shift();
  }

  /** Empties the queue (the engine stops): what was claimed but never started. */
  async drain(): Promise<ClaimedItem[]> {
    await this.claiming?.catch(() => 0);
    return this.items.splice(0);
  }

  private refill(): Promise<number> {
    this.claiming ??= this.claim()
      .then((claimed) => {
        this.items.push(...claimed);
        return claimed.length;
      })
      .finally(() => {
        this.claiming = null;
      });
    return this.claiming;
  }
}
