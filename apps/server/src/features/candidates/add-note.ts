import type { CandidateNote } from '@hirelane/domain/candidates/candidate.schema';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, requireProjectPermission } from '../projects/project-access';
import { findCandidate, insertNote } from './candidate-store';
import { CANDIDATE_NOT_FOUND } from './get-candidate';

export type NoteAuthor = { id: string; firstName: string; lastName: string; image: string | null };

/** A note on the person, optionally written from a project (then it needs project:candidates:edit). */
export const addNote = async (
  db: Database,
  tenant: TenantContext,
  author: NoteAuthor,
  candidateId: string,
  input: { body: string; project_id?: string | undefined },
): Promise<CandidateNote> => {
  if (!(await findCandidate(db, tenant.workspaceId, candidateId)))
    throw notFound(CANDIDATE_NOT_FOUND);
  if (input.project_id) {
    const access = await loadProjectAccess(db, tenant, input.project_id);
    requireProjectPermission(access, 'project:candidates:edit');
  }
  const note = await insertNote(db, {
    workspaceId: tenant.workspaceId,
    candidateId,
    projectId: input.project_id ?? null,
    authorUserId: author.id,
    body: input.body,
  });
  return {
    _id: note.id,
    body: note.body,
    created_at: note.createdAt.toISOString(),
    author: {
      first_name: author.firstName,
      last_name: author.lastName,
      photo: author.image ?? DEFAULT_USER_PHOTO,
    },
  };
};
