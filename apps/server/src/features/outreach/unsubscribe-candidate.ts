import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignDelivery, campaignEnrollment } from '../../db/schema/campaigns';
import { candidate } from '../../db/schema/candidates';
import { stopCandidateEverywhere } from './enrollment-progress-store';

/**
 * The unsubscribe link of a campaign e-mail: the person becomes do-not-contact in that
 * workspace, on every channel, and every sequence they are in stops. Safe to repeat.
 */
export const unsubscribeByDelivery = async (db: Database, deliveryId: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        workspaceId: campaignDelivery.workspaceId,
        candidateId: campaignEnrollment.candidateId,
      })
      .from(campaignDelivery)
      .innerJoin(campaignEnrollment, eq(campaignEnrollment.id, campaignDelivery.enrollmentId))
      .where(eq(campaignDelivery.id, deliveryId));
    if (!found) return false;
    await tx
      .update(candidate)
      .set({
        doNotContactAt: sql`now()`,
        doNotContactReason: 'Unsubscribed from a campaign e-mail',
      })
      .where(
        and(
          eq(candidate.workspaceId, found.workspaceId),
          eq(candidate.id, found.candidateId),
          isNull(candidate.doNotContactAt),
        ),
      );
    await stopCandidateEverywhere(tx, found.workspaceId, found.candidateId, 'unsubscribed');
    return true;
  });
