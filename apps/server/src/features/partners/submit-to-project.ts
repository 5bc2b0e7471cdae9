import { alreadyKnownMessage } from '@hirelane/domain/partners/partner.schema';
import type { Executor } from '../../db/client';
import { HttpError, notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { insertNote } from '../candidates/candidate-note-store';
import { toPersonFields } from '../candidates/merge-profile';
import { upsertCandidate, type UpsertProfile } from '../candidates/upsert-candidate';
import { touchProjectActivity } from '../projects/project-store';
import {
  findLinkId,
  firstKnownAt,
  listProjectsSharedWith,
  lockPartnerSubmissions,
} from './partner-store';

export const SHARED_PROJECT_NOT_FOUND = 'Project not found.';

/** "3 March 2026": the first-added date, and nothing else about the person. */
export const formatFirstAdded = (date: Date): string =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const refuseKnown = (first: Date) => {
  const message = alreadyKnownMessage(formatFirstAdded(first));
  return new HttpError(422, message, [{ path: 'email', message }]);
};

/** The project, if it is shared with this partner: anything else is the 404 of an unknown id. */
export const requireSharedProject = async (
  tx: Executor,
  tenant: TenantContext,
  userId: string,
  projectId: string,
) => {
  const [project] = await listProjectsSharedWith(
    tx,
    tenant.workspaceId,
    { memberId: tenant.memberId, userId },
    projectId,
  );
  if (!project) throw notFound(SHARED_PROJECT_NOT_FOUND);
  return project;
};

/**
 * One partner submission inside the caller's transaction (decision 051). A person the workspace
 * already knows (same e-mail, LinkedIn profile or phone, the identity keys of decision 006 and the
 * duplicate review's phone keys) is refused with the day they were first added: the agency
 * ownership rule, without a word about who they are. Otherwise the person is created with source
 * partner and linked to the project by the partner (the link's added_by is the partner user).
 */
export const submitToProject = async (
  tx: Executor,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  profile: UpsertProfile,
  note: string | null,
): Promise<{ submissionId: string }> => {
  const project = await requireSharedProject(tx, tenant, userId, projectId);
  // Partner submissions of a workspace queue here, so two agencies sending the same person at
  // once cannot both pass the check (a phone has no unique index to stop the second).
  await lockPartnerSubmissions(tx, tenant.workspaceId);
  const fields = toPersonFields(profile);
  const keys = {
    email: fields.email,
    linkedinKey: fields.linkedinKey,
    phones: fields.phoneNumbers,
  };
  const known = await firstKnownAt(tx, tenant.workspaceId, keys);
  if (known) throw refuseKnown(known);
  const result = await upsertCandidate(
    tx,
    tenant.workspaceId,
    project._id,
    profile,
    'partner',
    userId,
  );
  if (result.outcome !== 'created') {
    // Someone else (an import, a recruiter) added the person meanwhile.
    throw refuseKnown((await firstKnownAt(tx, tenant.workspaceId, keys)) ?? new Date());
  }
  if (note)
    await insertNote(tx, {
      workspaceId: tenant.workspaceId,
      candidateId: result.candidateId,
      projectId: project._id,
      authorUserId: userId,
      body: note,
    });
  await touchProjectActivity(tx, tenant.workspaceId, project._id);
  const linkId = await findLinkId(tx, tenant.workspaceId, project._id, result.candidateId);
  if (!linkId) throw new Error('the submitted person has no project link');
  return { submissionId: linkId };
};
