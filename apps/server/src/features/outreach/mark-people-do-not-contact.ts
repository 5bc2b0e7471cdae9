import type {
  BulkDoNotContactRequest,
  BulkDoNotContactResult,
} from '@hirelane/domain/candidates/candidate-bulk.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { stopCandidateEverywhere } from './enrollment-progress-store';
import { doNotContactAccess } from '../candidates/do-not-contact-access';
import { lockDoNotContact, writeDoNotContact } from '../candidates/do-not-contact-store';

/**
 * The directory's "Mark do-not-contact" (decision 038): the candidate page's marking
 * (setDoNotContact) for many people in one transaction, with the same rule per person (workspace
 * owners and admins; owners and editors of a project holding the person), the same audit row and
 * the same stop of every running sequence. Nothing is lifted here. People the caller may not
 * see are skipped like unknown ids; people they see but may not change are counted as denied.
 */
export const markPeopleDoNotContact = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  input: BulkDoNotContactRequest,
): Promise<BulkDoNotContactResult> =>
  db.transaction(async (tx) => {
    const { workspaceId } = tenant;
    const result: BulkDoNotContactResult = {
      marked: 0,
      already: 0,
      denied: 0,
      skipped: 0,
      stopped_sequences: 0,
    };
    // Sorted, so two bulk marks over the same people lock them in the same order.
    for (const candidateId of [...new Set(input.candidate_ids)].sort()) {
      const current = await lockDoNotContact(tx, workspaceId, candidateId);
      const access = current ? await doNotContactAccess(tx, tenant, candidateId) : 'hidden';
      if (!current || access === 'hidden') result.skipped += 1;
      else if (access === 'denied') result.denied += 1;
      else if (current.at) result.already += 1;
      else {
        const at = new Date();
        await writeDoNotContact(tx, { workspaceId, candidateId, userId, reason: input.reason, at });
        result.stopped_sequences += await stopCandidateEverywhere(
          tx,
          workspaceId,
          candidateId,
          'do_not_contact',
        );
        result.marked += 1;
      }
    }
    return result;
  });
