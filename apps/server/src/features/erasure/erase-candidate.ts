import {
  ERASE_DENIED_MESSAGE,
  type EraseCandidateResult,
} from '@hirelane/domain/candidates/erasure.schema';
import { suppressionKeys } from '@hirelane/domain/candidates/suppression';
import { normalizeLinkedinUrl } from '@hirelane/domain/candidates/identity';
import type { AppContext } from '../../app-context';
import { withTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { writeAuditLog } from '../admin/audit-log-store';
import { forgetLedgerObjects } from '../billing/credit-ledger-store';
import { releaseHoldWithin } from '../billing/release-hold';
import { CANDIDATE_NOT_FOUND } from '../candidates/candidate-access';
import { lockWorkspaceCandidates } from '../candidates/candidate-merge-store';
import { deleteCandidate, lockCandidate } from '../candidates/candidate-store';
import { ensureSuppressionSalt, insertSuppression } from '../candidates/suppression-store';
import { deleteImportFilesOfPerson, deleteStoredFiles } from '../imports/erased-files-store';
import { eraseCandidateInterviewsWithin } from '../interviews/verdict/remove-interview-words';
import { deleteUnmatchedMailOfAddress } from '../outreach/erased-thread-store';
import { deleteProviderProfilesOfPerson } from '../search/provider-profile-store';
import { removeStoredBytes } from '../workspace-settings/remove-stored-bytes';

export const ERASE_AUDIT_ACTION = 'candidate.erase';

type Actor = { id: string; email: string };

/**
 * Erases a person at their request (issue 19, decision 036), in ONE transaction: their interviews'
 * answers and recordings (open credit holds given back), the ledger's references to them, their
 * resume imports' files, unmatched e-mails of their address, the provider profiles of their
 * LinkedIn, then the person row, whose foreign keys and trigger take everything else of theirs.
 * Their identifiers are kept only as hashes on the suppression list, and the audit log records
 * who erased which candidate id. Any failure rolls all of it back; the files' bytes are removed
 * only after the commit.
 */
export const eraseCandidate = async (
  app: Pick<AppContext, 'pool' | 'storage'>,
  tenant: TenantContext,
  actor: Actor,
  candidateId: string,
): Promise<EraseCandidateResult> => {
  const { workspaceId } = tenant;
  if (!tenant.permissions.includes('candidate:erase')) throw forbidden(ERASE_DENIED_MESSAGE);
  const done = await withTransaction(app.pool, async ({ db, sql }) => {
    // The CSV merge's lock: an import running now finishes first, one starting waits for us.
    await lockWorkspaceCandidates(sql, workspaceId);
    const person = await lockCandidate(db, workspaceId, candidateId);
    if (!person) throw notFound(CANDIDATE_NOT_FOUND);
    const keys = suppressionKeys(person);

    const interviews = await eraseCandidateInterviewsWithin(db, workspaceId, candidateId);
    for (const holdId of interviews.openHoldIds)
      await releaseHoldWithin(db, { workspaceId, holdId, userId: actor.id });
    await forgetLedgerObjects(db, workspaceId, [
      { type: 'candidate', id: candidateId },
      ...interviews.invitationIds.map((id) => ({ type: 'interview_invitation', id })),
    ]);
    const importedFileIds = await deleteImportFilesOfPerson(db, workspaceId, candidateId);
    if (person.email) await deleteUnmatchedMailOfAddress(db, workspaceId, person.email);
    const linkedinKey = person.linkedinKey;
    if (linkedinKey)
      await deleteProviderProfilesOfPerson(
        db,
        workspaceId,
        linkedinKey.replace(/^linkedin\.com\//, ''),
        (url) => normalizeLinkedinUrl(url) === linkedinKey,
      );

    if (!(await deleteCandidate(db, workspaceId, candidateId))) throw notFound(CANDIDATE_NOT_FOUND);
    const fileIds = [...new Set([person.resumeFileId, ...importedFileIds])].filter(
      (id): id is string => id !== null,
    );
    const fileKeys = await deleteStoredFiles(db, workspaceId, fileIds);

    let suppressionId: string | null = null;
    let erasedAt = new Date();
    if (keys.length > 0) {
      await ensureSuppressionSalt(db, workspaceId);
      const suppression = await insertSuppression(db, workspaceId, keys, actor.id);
      suppressionId = suppression.id;
      erasedAt = suppression.erasedAt;
    }
    await writeAuditLog(db, {
      actorUserId: actor.id,
      actorEmail: actor.email,
      action: ERASE_AUDIT_ACTION,
      target: candidateId,
      details: { workspace_id: workspaceId, suppression_id: suppressionId },
    });
    return {
      erasedAt,
      storageKeys: [...interviews.storageKeys, ...fileKeys],
      kinds: [...new Set(keys.map((key) => key.kind))].sort(),
    };
  });
  await removeStoredBytes(app.storage, done.storageKeys);
  return {
    candidate_id: candidateId,
    erased_at: done.erasedAt.toISOString(),
    removed_files: done.storageKeys.length,
    suppressed: done.kinds,
  };
};
