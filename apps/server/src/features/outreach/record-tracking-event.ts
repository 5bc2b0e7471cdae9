import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignDelivery } from '../../db/schema/campaigns';
import { emailTrackingEvent } from '../../db/schema/outreach';

/** An open or a click of a sent e-mail: every event is kept, the first one stamps the delivery. */
export const recordTrackingEvent = async (
  db: Database,
  deliveryId: string,
  kind: 'open' | 'click',
  url: string | null,
): Promise<void> =>
  db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({ workspaceId: campaignDelivery.workspaceId })
      .from(campaignDelivery)
      .where(eq(campaignDelivery.id, deliveryId));
    if (!delivery) return;
    await tx
      .insert(emailTrackingEvent)
      .values({ workspaceId: delivery.workspaceId, deliveryId, kind, url });
    const column = kind === 'open' ? campaignDelivery.openedAt : campaignDelivery.clickedAt;
    await tx
      .update(campaignDelivery)
      .set(
        kind === 'open'
          ? { openedAt: sql`coalesce(${column}, now())` }
          : { clickedAt: sql`coalesce(${column}, now())` },
      )
      .where(
        and(
          eq(campaignDelivery.workspaceId, delivery.workspaceId),
          eq(campaignDelivery.id, deliveryId),
        ),
      );
  });
