import type { CandidateNote } from '@hirelane/domain/candidates/candidate.schema';
import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { requireProjectPermission } from '../projects/project-access';
import { loadCandidateAccess } from './candidate-access';
import { insertNote } from './candidate-note-store';

export type NoteAuthor = { id: string; firstName: string; lastName: string; image: string | null };

/**
 * A note on a person the caller can see, optionally written from a project (which must hold the
 * person; then it needs project:candidates:edit).
 */
export const addNote = async (
  db: Database,
  tenant: TenantContext,
  author: NoteAuthor,
  candidateId: string,
  input: { body: string; project_id?: string | undefined },
): Promise<CandidateNote> => {
  const { project } = await loadCandidateAccess(db, tenant, candidateId, input.project_id);
  if (project) requireProjectPermission(project.access, 'project:candidates:edit');
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
