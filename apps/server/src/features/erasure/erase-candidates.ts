import type { BulkEraseResult } from '@hirelane/domain/candidates/erasure.schema';
import { ERASE_DENIED_MESSAGE } from '@hirelane/domain/candidates/erasure.schema';
import type { AppContext } from '../../app-context';
import { forbidden, HttpError } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { eraseCandidate } from './erase-candidate';

type Actor = { id: string; email: string };

/**
 * The directory's bulk "Erase" (decision 043): each person goes through eraseCandidate, in their
 * own transaction, one after the other. A person already gone (or of another workspace) is
 * skipped; one whose erasure fails is rolled back alone and counted, and the rest go on. One
 * transaction per person keeps the workspace's candidates lock (which imports wait on) short.
 */
export const eraseCandidates = async (
  app: Pick<AppContext, 'pool' | 'storage'>,
  tenant: TenantContext,
  actor: Actor,
  candidateIds: readonly string[],
  logFailure: (error: unknown, candidateId: string) => void,
): Promise<BulkEraseResult> => {
  if (!tenant.permissions.includes('candidate:erase')) throw forbidden(ERASE_DENIED_MESSAGE);
  const result: BulkEraseResult = { erased: 0, skipped: 0, failed: 0 };
  for (const candidateId of [...new Set(candidateIds)]) {
    try {
      await eraseCandidate(app, tenant, actor, candidateId);
      result.erased += 1;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) result.skipped += 1;
      else {
        logFailure(error, candidateId);
        result.failed += 1;
      }
    }
  }
  return result;
};
