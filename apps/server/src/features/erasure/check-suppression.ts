import type { Suppression } from '@hirelane/domain/candidates/erasure.schema';
import { suppressionKeys } from '@hirelane/domain/candidates/suppression';
import type { Executor } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { findSuppressionOf, findSuppressionRow } from '../candidates/suppression-store';
import { toSuppression } from './suppression-view';

/**
 * The suppression in force of this e-mail, if any: how an admin finds the entry of a person who
 * asks to be added again, since the list itself shows no personal data.
 */
export const checkSuppression = async (
  db: Executor,
  tenant: TenantContext,
  email: string,
): Promise<Suppression | null> => {
  const match = await findSuppressionOf(db, tenant.workspaceId, suppressionKeys({ email }));
  if (!match) return null;
  const row = await findSuppressionRow(db, tenant.workspaceId, match.id);
  return row ? toSuppression(row) : null;
};
