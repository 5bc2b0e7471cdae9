import {
  BOUNCE_RATE_WINDOW_DAYS,
  bouncePauseReason,
  shouldPauseForBounces,
} from '@hirelane/domain/outreach/delivery-rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailbox } from '../../db/schema/accounts';
import { campaignDelivery } from '../../db/schema/campaigns';

/** After a bounce: a mailbox whose recent bounce rate passed the threshold is paused. */
export const checkBounceRate = async (
  tx: Executor,
  workspaceId: string,
  mailboxId: string,
): Promise<boolean> => {
  const [row] = await tx
    .select({
      sent: sql<number>`count(*) filter (where ${campaignDelivery.status} in ('sent', 'bounced'))::int`,
      bounced: sql<number>`count(*) filter (where ${campaignDelivery.status} = 'bounced')::int`,
    })
    .from(campaignDelivery)
    .where(
      and(
        eq(campaignDelivery.workspaceId, workspaceId),
        eq(campaignDelivery.mailboxId, mailboxId),
        sql`coalesce(${campaignDelivery.sentAt}, ${campaignDelivery.scheduledAt}) > now() - make_interval(days => ${BOUNCE_RATE_WINDOW_DAYS})`,
      ),
    );
  if (!row || !shouldPauseForBounces(row.sent, row.bounced)) return false;
  await tx
    .update(mailbox)
    .set({ pausedReason: bouncePauseReason(row.sent, row.bounced), updatedAt: sql`now()` })
    .where(
      and(
        eq(mailbox.workspaceId, workspaceId),
        eq(mailbox.id, mailboxId),
        isNull(mailbox.pausedReason),
      ),
    );
  return true;
};
