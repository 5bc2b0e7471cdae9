import type { Logger } from 'pino';
import type { AppContext } from '../../app-context';
import { claimSendableDeliveries } from './claim-sendable-deliveries';
import { unclaimDeliveries } from './delivery-store';
import { pollDueMailboxes } from './poll-mailboxes';
import { scheduleDueSteps } from './schedule-due-steps';
import { ClaimedQueue, type ClaimedItem } from './claimed-queue';
import { sendClaimedDelivery } from './send-claimed-delivery';
import { createSendRound } from './send-round';
import { SentMarker } from './sent-marker';
import { SmtpTransportCache } from './smtp-transport-cache';

export type OutreachEngine = { stop: () => Promise<void>; runOnce: () => Promise<number> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` on each item with at most `limit` at once. */
const forEachLimited = async <T>(items: T[], limit: number, task: (item: T) => Promise<void>) => {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await task(item);
    }
  });
  await Promise.all(lanes);
};

/**
 * The e-mail engine of one worker process: plan due steps, claim due e-mails, send them, and
 * again; it sleeps for a tick only when a round found nothing to do. Any number of workers run
 * side by side: enrolments and deliveries are claimed with SKIP LOCKED (docs/decisions/009).
 */
export const startOutreachEngine = (app: AppContext, logger: Logger | null): OutreachEngine => {
  const settings = app.config.outreach;
  const transports = new SmtpTransportCache(
    app.config.encryptionKey,
    { maxConnections: settings.sendConcurrency, timeoutMs: settings.smtpTimeoutMs },
    app.config.outbound,
  );
  // A claim takes a few rounds of sends at once (one query for many e-mails). Each e-mail is only
  // started while its claim has time left for a whole SMTP conversation, so a batch that runs
  // long never sends an e-mail whose lease another worker may already have taken over.
  const claimSize = settings.sendConcurrency * 16;
  const startDeadlineMs = settings.leaseSeconds * 1000 - settings.smtpTimeoutMs;
  const marker = new SentMarker(app.db);
  let running = true;

  const plan = () => scheduleDueSteps(app);

  const claim = async (): Promise<ClaimedItem[]> => {
    const claimedAt = Date.now();
    const claimed = await app.db.transaction((tx) =>
      claimSendableDeliveries(tx, claimSize, settings.leaseSeconds),
    );
    const round = createSendRound(app, transports, marker);
    return claimed.map((delivery) => ({ delivery, round, claimedAt }));
  };

  const sendOne = async ({ delivery, round, claimedAt }: ClaimedItem): Promise<void> => {
    if (Date.now() - claimedAt > startDeadlineMs) return; // left for its lease to expire
    try {
      await sendClaimedDelivery(app, round, delivery);
    } catch (error) {
      // The claim's lease runs out and the e-mail is tried again.
      logger?.error({ err: error, delivery: delivery.id }, 'sending failed');
    }
  };

  /** One claim, sent to the end (runOnce). */
  const send = async (): Promise<number> => {
    const claimed = await claim();
    await forEachLimited(claimed, settings.sendConcurrency, sendOne);
    return claimed.length;
  };

  /** A send lane of the running engine: takes the next claimed e-mail as soon as it is free. */
  const queue = new ClaimedQueue(claim, claimSize);
  const lane = async () => {
    while (running) {
      let item: ClaimedItem | undefined;
      try {
        item = await queue.next();
      } catch (error) {
        logger?.error({ err: error }, 'claiming e-mails failed');
      }
      if (item) await sendOne(item);
      else if (running) await sleep(settings.tickMs);
    }
  };

  const poll = () => pollDueMailboxes(app);

  const runOnce = async (): Promise<number> => (await plan()) + (await send()) + (await poll());

  /** Planning, polling and each send lane run in their own loop, so none waits for another. */
  const loop = (name: string, round: () => Promise<number>) =>
    (async () => {
      while (running) {
        let busy = 0;
        try {
          busy = await round();
        } catch (error) {
          logger?.error({ err: error, loop: name }, 'outreach round failed');
        }
        if (busy === 0 && running) await sleep(settings.tickMs);
      }
    })();
  const loops = [
    loop('plan', plan),
    loop('poll', poll),
    ...Array.from({ length: settings.sendConcurrency }, lane),
  ];

  return {
    runOnce,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      const unsent = await queue.drain();
      await unclaimDeliveries(
        app.db,
        unsent.map((item) => item.delivery),
      ).catch((error: unknown) => logger?.error({ err: error }, 'releasing claims failed'));
      transports.closeAll();
    },
  };
};
