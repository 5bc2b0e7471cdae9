import type { Logger } from 'pino';
import type { AppContext } from '../../app-context';
import { claimDueDeliveries } from './delivery-store';
import { pollDueMailboxes } from './poll-mailboxes';
import { scheduleDueSteps } from './schedule-due-steps';
import { sendClaimedDelivery } from './send-claimed-delivery';
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
  const transports = new SmtpTransportCache(app.config.encryptionKey, {
    maxConnections: settings.sendConcurrency,
    timeoutMs: settings.smtpTimeoutMs,
  });
  // A claim takes a few rounds of sends at once (one query for many e-mails). Each e-mail is only
  // started while its claim has time left for a whole SMTP conversation, so a batch that runs
  // long never sends an e-mail whose lease another worker may already have taken over.
  const claimSize = settings.sendConcurrency * 16;
  const startDeadlineMs = settings.leaseSeconds * 1000 - settings.smtpTimeoutMs;
  let running = true;

  const plan = () => scheduleDueSteps(app);

  const send = async (): Promise<number> => {
    const claimedAt = Date.now();
    const claimed = await app.db.transaction((tx) =>
      claimDueDeliveries(tx, claimSize, settings.leaseSeconds),
    );
    await forEachLimited(claimed, settings.sendConcurrency, async (delivery) => {
      if (Date.now() - claimedAt > startDeadlineMs) return; // left for its lease to expire
      try {
        await sendClaimedDelivery(app, transports, delivery);
      } catch (error) {
        // The claim's lease runs out and the e-mail is tried again.
        logger?.error({ err: error, delivery: delivery.id }, 'sending failed');
      }
    });
    return claimed.length;
  };

  const poll = () => pollDueMailboxes(app);

  const runOnce = async (): Promise<number> => (await plan()) + (await send()) + (await poll());

  /** Planning, sending and polling each run in their own loop, so none waits for another. */
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
  const loops = [loop('plan', plan), loop('send', send), loop('poll', poll)];

  return {
    runOnce,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      transports.closeAll();
    },
  };
};
