import type { Database } from '../../db/client';
import { findDeliveryWorkspace, recordDeliveryEvent } from './delivery-event-store';

/** An open or a click of a sent e-mail: every event is kept, the first one stamps the delivery. */
export const recordTrackingEvent = async (
  db: Database,
  deliveryId: string,
  kind: 'open' | 'click',
  url: string | null,
): Promise<void> =>
  db.transaction(async (tx) => {
    const workspaceId = await findDeliveryWorkspace(tx, deliveryId);
    if (!workspaceId) return;
    await recordDeliveryEvent(tx, workspaceId, deliveryId, kind, url);
  });
