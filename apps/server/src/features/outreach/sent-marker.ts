import type { Executor } from '../../db/client';
import { markDeliveriesSent, type ClaimedDelivery } from './delivery-store';

type PendingMark = {
  delivery: ClaimedDelivery;
  fromEmail: string;
  resolve: (marked: boolean) => void;
  reject: (error: unknown) => void;
};

/**
 * Marks sent e-mails as a group commit: marks that arrive while a write is under way go together
 * in the next one. Each send lane waits for its own mark before it starts another e-mail, so at
 * most one e-mail per lane is ever sent but not yet marked, the bound of docs/decisions/009.
 */
export class SentMarker {
  private queue: PendingMark[] = [];
  private writing = false;

  constructor(private readonly db: Executor) {}

  /** Resolves true once the e-mail is marked sent, false when its claim was no longer held. */
  mark(delivery: ClaimedDelivery, fromEmail: string): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.queue.push({ delivery, fromEmail, resolve, reject });
      if (!this.writing) void this.writeAll();
    });
  }

  private async writeAll(): Promise<void> {
    this.writing = true;
    while (this.queue.length > 0) {
      const group = this.queue;
      this.queue = [];
      try {
        const marked = await markDeliveriesSent(this.db, group);
        for (const pending of group) pending.resolve(marked.has(pending.delivery.id));
      } catch (error) {
        for (const pending of group) pending.reject(error);
      }
    }
    this.writing = false;
  }
}
