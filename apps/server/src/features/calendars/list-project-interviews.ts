import type { ProjectInterview } from '@hirelane/domain/calendars/scheduling-link.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadCandidateAccess } from '../candidates/candidate-access';
import { loadProjectAccess } from '../projects/project-access';
import { listProjectInterviews } from './scheduling-store';

/**
 * GET /api/project/{projectId}/interviews: the project's scheduling links and interviews, for
 * whoever may see the project (decision 014); with candidate_id, through that candidate's access.
 */
export const listInterviews = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  candidateId: string | null,
  now = new Date(),
): Promise<ProjectInterview[]> => {
  if (candidateId) await loadCandidateAccess(db, tenant, candidateId, projectId);
  else await loadProjectAccess(db, tenant, projectId);
  const rows = await listProjectInterviews(db, tenant.workspaceId, projectId, candidateId, now);
  return rows.map((row) => ({
    link_id: row.link_id,
    candidate: { id: row.candidate_id, name: row.candidate_name },
    title: row.title,
    status: row.status,
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    organizers: row.organizers,
    video_url: row.video_url,
    created_at: row.created_at.toISOString(),
  }));
};
