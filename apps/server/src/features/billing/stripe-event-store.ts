import type { Executor } from '../../db/client';
import { stripeEvent } from '../../db/schema/billing';

/**
 * Records a Stripe event as processed, in the transaction of its effect (decision 023). False
 * when it was already processed: the caller does nothing. A concurrent delivery of the same
 * event waits on this row's insert and then finds it.
 */
export const recordStripeEvent = async (
  tx: Executor,
  event: { id: string; type: string; workspaceId: string | null },
): Promise<boolean> => {
  const inserted = await tx
    .insert(stripeEvent)
    .values({ id: event.id, type: event.type, workspaceId: event.workspaceId })
    .onConflictDoNothing()
    .returning({ id: stripeEvent.id });
  return inserted.length > 0;
};
