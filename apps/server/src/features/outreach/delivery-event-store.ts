import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaign, campaignDelivery, campaignEnrollment } from '../../db/schema/campaigns';
import { emailMessage, emailTrackingEvent } from '../../db/schema/outreach';

/* What happens to a sent campaign e-mail afterwards: replies, bounces, opens, clicks, unsubscribes. */

/** The campaign e-mail an inbound message answers (or reports as bounced), if any. */
export const findAnsweredDelivery = async (
  tx: Executor,
  workspaceId: string,
  messageIds: string[],
) => {
  if (messageIds.length === 0) return undefined;
  const [row] = await tx
    .select({
      id: campaignDelivery.id,
      enrollmentId: campaignDelivery.enrollmentId,
      mailboxId: campaignDelivery.mailboxId,
      candidateId: campaignEnrollment.candidateId,
      projectId: campaign.projectId,
    })
    .from(campaignDelivery)
    .innerJoin(campaignEnrollment, eq(campaignEnrollment.id, campaignDelivery.enrollmentId))
    .innerJoin(campaign, eq(campaign.id, campaignEnrollment.campaignId))
    .where(
      and(
        eq(campaignDelivery.workspaceId, workspaceId),
        inArray(campaignDelivery.messageId, messageIds),
      ),
    )
    .limit(1);
  return row;
};

export type NewInboundMessage = Omit<typeof emailMessage.$inferInsert, 'id' | 'direction'>;

/** Keeps an inbound message once: its id; null when it was already recorded. */
export const insertInboundMessage = async (
  tx: Executor,
  message: NewInboundMessage,
): Promise<string | null> => {
  const inserted = await tx
    .insert(emailMessage)
    .values({ ...message, direction: 'inbound' })
    .onConflictDoNothing()
    .returning({ id: emailMessage.id });
  return inserted[0]?.id ?? null;
};

export type NewOutboundMessage = Omit<
  typeof emailMessage.$inferInsert,
  'id' | 'direction' | 'kind' | 'deliveryId' | 'threadId' | 'label' | 'labelBy'
>;

/** An e-mail a person sent by hand (an inbox reply): it joins the candidate's thread. */
export const insertOutboundMessage = async (
  tx: Executor,
  message: NewOutboundMessage,
): Promise<string> => {
  const [row] = await tx
    .insert(emailMessage)
    .values({ ...message, direction: 'outbound', kind: 'sent' })
    .returning({ id: emailMessage.id });
  if (!row) throw new Error('email_message insert returned nothing');
  return row.id;
};

export const markDeliveryBounced = async (
  tx: Executor,
  workspaceId: string,
  deliveryId: string,
  lastError: string,
): Promise<void> => {
  await tx
    .update(campaignDelivery)
    .set({ status: 'bounced', lastError })
    .where(and(eq(campaignDelivery.workspaceId, workspaceId), eq(campaignDelivery.id, deliveryId)));
};

/**
 * The workspace and person a delivery was sent to, by its id alone: the id is the capability of
 * the unsubscribe and tracking links (decision 004), so it is looked up across workspaces.
 */
export const findDeliveryRecipient = async (tx: Executor, deliveryId: string) => {
  const [found] = await tx
    .select({
      workspaceId: campaignDelivery.workspaceId,
      candidateId: campaignEnrollment.candidateId,
    })
    .from(campaignDelivery)
    .innerJoin(campaignEnrollment, eq(campaignEnrollment.id, campaignDelivery.enrollmentId))
    .where(eq(campaignDelivery.id, deliveryId));
  return found;
};

/** The workspace of a delivery, by its id alone (the capability of a tracking link). */
export const findDeliveryWorkspace = async (
  tx: Executor,
  deliveryId: string,
): Promise<string | undefined> => {
  const [delivery] = await tx
    .select({ workspaceId: campaignDelivery.workspaceId })
    .from(campaignDelivery)
    .where(eq(campaignDelivery.id, deliveryId));
  return delivery?.workspaceId;
};

/** Every open or click is kept; the first one stamps the delivery. */
export const recordDeliveryEvent = async (
  tx: Executor,
  workspaceId: string,
  deliveryId: string,
  kind: 'open' | 'click',
  url: string | null,
): Promise<void> => {
  await tx.insert(emailTrackingEvent).values({ workspaceId, deliveryId, kind, url });
  const column = kind === 'open' ? campaignDelivery.openedAt : campaignDelivery.clickedAt;
  await tx
    .update(campaignDelivery)
    .set(
      kind === 'open'
        ? { openedAt: sql`coalesce(${column}, now())` }
        : { clickedAt: sql`coalesce(${column}, now())` },
    )
    .where(and(eq(campaignDelivery.workspaceId, workspaceId), eq(campaignDelivery.id, deliveryId)));
};
