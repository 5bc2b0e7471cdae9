import {
  STAGE_LABELS,
  SUB_STAGE_LABELS,
  type CandidateStage,
  type SubStage,
} from '@hirelane/domain/pipeline/stages';
import type { SharedProject, Submission } from '@hirelane/domain/partners/partner.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findWorkspace } from '../workspaces/workspace-store';
import { findMemberByUser } from '../workspaces/member-store';
import { listProjectsSharedWith, listSubmissionsOf } from './partner-store';

/** The partner portal's home: the projects shared with the partner. */
export const listSharedProjects = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
): Promise<{ workspace_name: string; agency_name: string | null; projects: SharedProject[] }> => {
  const workspace = await findWorkspace(db, tenant.workspaceId);
  if (!workspace) throw notFound('Workspace not found.');
  const member = await findMemberByUser(db, tenant.workspaceId, userId);
  const rows = await listProjectsSharedWith(db, tenant.workspaceId, {
    memberId: tenant.memberId,
    userId,
  });
  return {
    workspace_name: workspace.name,
    agency_name: member?.agencyName ?? null,
    projects: rows.map((row) => ({
      ...row,
      shared_at: new Date(row.shared_at).toISOString(),
    })),
  };
};

/** The partner's own submissions with each one's current stage and sub-stage. */
export const listSubmissions = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
): Promise<Submission[]> =>
  (await listSubmissionsOf(db, tenant.workspaceId, { memberId: tenant.memberId, userId })).map(
    (row) => ({
      _id: row._id,
      full_name: row.full_name,
      email: row.email,
      project: { _id: row.project_id, name: row.project_name },
      stage: row.stage as CandidateStage,
      stage_label: STAGE_LABELS[row.stage as CandidateStage],
      sub_stage: row.sub_stage as SubStage | null,
      sub_stage_label: row.sub_stage ? SUB_STAGE_LABELS[row.sub_stage as SubStage] : null,
      submitted_at: new Date(row.submitted_at).toISOString(),
    }),
  );
