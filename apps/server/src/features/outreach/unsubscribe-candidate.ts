import type { Database } from '../../db/client';
import { markUnsubscribed } from '../candidates/do-not-contact-store';
import { findDeliveryRecipient } from './delivery-event-store';
import { stopCandidateEverywhere } from './enrollment-progress-store';

/**
 * The unsubscribe link of a campaign e-mail: the person becomes do-not-contact in that
 * workspace, on every channel, and every sequence they are in stops. Safe to repeat.
 */
export const unsubscribeByDelivery = async (db: Database, deliveryId: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const found = await findDeliveryRecipient(tx, deliveryId);
    if (!found) return false;
    await markUnsubscribed(tx, found.workspaceId, found.candidateId);
    await stopCandidateEverywhere(tx, found.workspaceId, found.candidateId, 'unsubscribed');
    return true;
  });
