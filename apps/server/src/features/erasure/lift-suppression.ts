import {
  SUPPRESSION_NOT_FOUND,
  type Suppression,
} from '@hirelane/domain/candidates/erasure.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findSuppressionRow, markSuppressionLifted } from '../candidates/suppression-store';
import { toSuppression } from './suppression-view';

/**
 * Lifts a suppression: the person may be imported or added again. The row stays (lifted, by whom,
 * when) as the record; lifting twice answers the first lift. Another workspace's id is not found.
 */
export const liftSuppression = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  suppressionId: string,
): Promise<Suppression> =>
  db.transaction(async (tx) => {
    await markSuppressionLifted(tx, tenant.workspaceId, suppressionId, userId);
    const row = await findSuppressionRow(tx, tenant.workspaceId, suppressionId);
    if (!row) throw notFound(SUPPRESSION_NOT_FOUND);
    return toSuppression(row);
  });
