import {
  BULK_ERASE_CHUNK,
  bulkEraseResponse,
  type BulkEraseResult,
} from '@hirelane/domain/candidates/erasure.schema';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/candidates/bulk/erase, BULK_ERASE_CHUNK people per request so a big selection shows
 * its progress (each person is erased in their own transaction on the server). A failed request
 * stops the run: the people of the earlier chunks stay erased and are counted.
 */
export const eraseInChunks = async (
  candidateIds: readonly string[],
  onProgress: (done: number) => void,
): Promise<BulkEraseResult> => {
  const total: BulkEraseResult = { erased: 0, skipped: 0, failed: 0 };
  for (let start = 0; start < candidateIds.length; start += BULK_ERASE_CHUNK) {
    const chunk = candidateIds.slice(start, start + BULK_ERASE_CHUNK);
    const answer = await apiPost('/api/candidates/bulk/erase', bulkEraseResponse, {
      candidate_ids: chunk,
    });
    total.erased += answer.data.erased;
    total.skipped += answer.data.skipped;
    total.failed += answer.data.failed;
    onProgress(start + chunk.length);
  }
  return total;
};
