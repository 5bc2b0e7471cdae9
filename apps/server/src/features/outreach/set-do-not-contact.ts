import {
  DO_NOT_CONTACT_DENIED_MESSAGE,
  type DoNotContact,
  type SetDoNotContactRequest,
} from '@hirelane/domain/candidates/do-not-contact.schema';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { stopCandidateEverywhere } from './enrollment-progress-store';
import { doNotContactAccess } from '../candidates/do-not-contact-access';
import {
  findMarkerName,
  lockDoNotContact,
  toDoNotContact,
  writeDoNotContact,
} from '../candidates/do-not-contact-store';
import { CANDIDATE_NOT_FOUND } from '../candidates/candidate-access';

/**
 * Marks the person do-not-contact by hand (with a reason) or lifts it. Marking stops every
 * running sequence of theirs, as an unsubscribe does; the engine refuses every channel while
 * it holds. Each change is kept in do_not_contact_change.
 */
export const setDoNotContact = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  candidateId: string,
  input: SetDoNotContactRequest,
): Promise<{ do_not_contact: DoNotContact | null; stopped_sequences: number }> =>
  db.transaction(async (tx) => {
    const { workspaceId } = tenant;
    const current = await lockDoNotContact(tx, workspaceId, candidateId);
    if (!current) throw notFound(CANDIDATE_NOT_FOUND);
    const access = await doNotContactAccess(tx, tenant, candidateId);
    if (access === 'hidden') throw notFound(CANDIDATE_NOT_FOUND);
    if (access === 'denied') throw forbidden(DO_NOT_CONTACT_DENIED_MESSAGE);
    if (!input.do_not_contact) {
      if (current.at)
        await writeDoNotContact(tx, { workspaceId, candidateId, userId, reason: null, at: null });
      return { do_not_contact: null, stopped_sequences: 0 };
    }
    const at = new Date();
    await writeDoNotContact(tx, { workspaceId, candidateId, userId, reason: input.reason, at });
    const stopped = await stopCandidateEverywhere(tx, workspaceId, candidateId, 'do_not_contact');
    const by = await findMarkerName(tx, userId);
    return {
      do_not_contact: toDoNotContact({ at, reason: input.reason }, by),
      stopped_sequences: stopped,
    };
  });
