import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignDelivery, campaignEnrollment } from '../../db/schema/campaigns';

/** Sent and bounced e-mails of a mailbox over the last `days` days (the bounce-rate window). */
export const countRecentSendsAndBounces = async (
  tx: Executor,
  workspaceId: string,
  mailboxId: string,
  days: number,
): Promise<{ sent: number; bounced: number } | undefined> => {
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
        sql`coalesce(${campaignDelivery.sentAt}, ${campaignDelivery.scheduledAt}) > now() - make_interval(days => ${days})`,
      ),
    );
  return row;
};

/** E-mails planned or sent by a mailbox (or for a campaign) between `start` and `end`. */
export const countPlannedSends = async (
  tx: Executor,
  workspaceId: string,
  start: Date,
  end: Date,
  scope: { mailboxId: string } | { campaignId: string },
): Promise<number> => {
  const when = sql`coalesce(${campaignDelivery.sentAt}, ${campaignDelivery.scheduledAt})`;
  const base = and(
    eq(campaignDelivery.workspaceId, workspaceId),
    sql`${campaignDelivery.status} in ('scheduled', 'sending', 'sent', 'bounced')`,
    sql`${when} >= ${start.toISOString()} and ${when} < ${end.toISOString()}`,
  );
  const [row] =
    'mailboxId' in scope
      ? await tx
          .select({ value: sql<number>`count(*)::int` })
          .from(campaignDelivery)
          .where(and(base, eq(campaignDelivery.mailboxId, scope.mailboxId)))
      : await tx
          .select({ value: sql<number>`count(*)::int` })
          .from(campaignDelivery)
          .innerJoin(campaignEnrollment, eq(campaignEnrollment.id, campaignDelivery.enrollmentId))
          .where(and(base, eq(campaignEnrollment.campaignId, scope.campaignId)));
  return row?.value ?? 0;
};
