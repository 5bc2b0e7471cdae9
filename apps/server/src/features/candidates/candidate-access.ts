import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess, type ProjectAccess } from '../projects/project-access';
import { findCandidate, type CandidateRow } from './candidate-store';
import { findProjectLink, type ProjectLinkRow } from '../pipeline/project-candidate-store';
import { isInVisibleProject } from './candidate-visibility-store';

export const CANDIDATE_NOT_FOUND = 'Candidate not found.';
export const NOT_IN_PROJECT = 'This candidate is not in this project.';

export type CandidateViewer = { workspaceMemberId: string; seesAll: boolean };

export const candidateViewer = (tenant: TenantContext): CandidateViewer => ({
  workspaceMemberId: tenant.memberId,
  seesAll: seesEveryProject(tenant.role),
});

export type CandidateAccess = {
  candidate: CandidateRow;
  viewer: CandidateViewer;
  /** Set when the caller named a project: it is visible and holds the candidate. */
  project: { access: ProjectAccess; link: ProjectLinkRow } | null;
};

/**
 * The one rule for every route that takes a candidate id (decision 014): a person is visible to
 * a member only through a project the member can see; workspace owners and admins see everyone.
 * With a project id, that project must be visible and hold the person. Anything else is the same
 * 404 as an unknown id, so a member cannot tell who exists in projects they were not given.
 */
export const loadCandidateAccess = async (
  db: Executor,
  tenant: TenantContext,
  candidateId: string,
  projectId?: string,
): Promise<CandidateAccess> => {
  const { workspaceId } = tenant;
  const viewer = candidateViewer(tenant);
  const candidate = await findCandidate(db, workspaceId, candidateId);
  if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
  if (projectId) {
    const access = await loadProjectAccess(db, tenant, projectId);
    const link = await findProjectLink(db, workspaceId, access.project.id, candidateId);
    if (!link) throw notFound(NOT_IN_PROJECT);
    return { candidate, viewer, project: { access, link } };
  }
  if (!viewer.seesAll && !(await isInVisibleProject(db, workspaceId, candidateId, viewer)))
    throw notFound(CANDIDATE_NOT_FOUND);
  return { candidate, viewer, project: null };
};
