import { suppressedPersonMessage, suppressionKeys } from '@hirelane/domain/candidates/suppression';
import type { Executor } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { findSuppressionOf } from './suppression-store';

/** An erased person coming back (decision 036): refused with the day of the erasure. */
export class PersonSuppressedError extends HttpError {
  constructor(readonly erasedAt: Date) {
    super(422, suppressedPersonMessage(erasedAt));
    this.name = 'PersonSuppressedError';
  }
}

export type PersonIdentity = {
  email: string | null;
  phoneNumbers: readonly string[];
  linkedinKey: string | null;
  linkedinUrl?: string | null;
};

/**
 * The one check of every path that creates or fills a person (forms, the extension, resume and
 * CSV imports, search saves): throws when any of their identifiers belongs to an erased person
 * whose suppression is in force. Bulk callers catch it and count the person as skipped.
 */
export const assertNotSuppressed = async (
  db: Executor,
  workspaceId: string,
  person: PersonIdentity,
): Promise<void> => {
  const match = await findSuppressionOf(db, workspaceId, suppressionKeys(person));
  if (match) throw new PersonSuppressedError(match.erasedAt);
};
