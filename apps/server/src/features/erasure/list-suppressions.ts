import {
  SUPPRESSION_LIST_LIMIT,
  type Suppression,
} from '@hirelane/domain/candidates/erasure.schema';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { listSuppressions as listRows } from '../candidates/suppression-store';
import { toSuppression } from './suppression-view';

/** The workspace's suppression list, newest first (owners and admins: the route's permission). */
export const listSuppressions = async (
  db: Executor,
  tenant: TenantContext,
): Promise<Suppression[]> =>
  (await listRows(db, tenant.workspaceId, SUPPRESSION_LIST_LIMIT)).map(toSuppression);
