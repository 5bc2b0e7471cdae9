import { MERGE_DENIED_MESSAGE } from '@hirelane/domain/candidates/duplicates.schema';
import type { DatabasePool } from '../../db/transaction';
import { forbidden, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { CANDIDATE_NOT_FOUND } from '../candidates/candidate-access';
import { insertDismissal, loadDuplicatePeople } from './duplicate-store';

/** "Not a duplicate" (decision 043): both people must be of the workspace (404 otherwise). */
export const dismissDuplicate = async (
  pool: DatabasePool,
  tenant: TenantContext,
  userId: string,
  pair: [string, string],
): Promise<void> => {
  if (!tenant.permissions.includes('candidate:merge')) throw forbidden(MERGE_DENIED_MESSAGE);
  const people = await loadDuplicatePeople(pool, tenant.workspaceId, pair);
  if (people.length !== 2) throw notFound(CANDIDATE_NOT_FOUND);
  await insertDismissal(pool, tenant.workspaceId, pair, userId);
};
