import type { TalentSearchScope } from '../talent-search-engine';
import type { SqlParams } from './sql-params';

/** The viewer's workspace membership id (project_member rows point at it). */
export const viewerMemberSql = (scope: TalentSearchScope, params: SqlParams): string =>
  `(select wm.id from workspace_member wm where wm.workspace_id = ${params.add(scope.workspaceId)}::uuid and wm.user_id = ${params.add(scope.viewer.userId)})`;

/**
 * Who a member may find (decision 027 after 014): people in no project, and people in at least one
 * project the member can see; never someone who is only in projects hidden from them. Owners and
 * admins find everyone of the workspace (no condition).
 */
export const visibilityCondition = (scope: TalentSearchScope, params: SqlParams): string | null => {
  if (scope.viewer.seesEveryProject) return null;
  const member = viewerMemberSql(scope, params);
  return `(not exists (select 1 from project_candidate pc where pc.candidate_id = s.candidate_id)
    or exists (select 1 from project_candidate pc join project_member pm on pm.project_id = pc.project_id
               where pc.candidate_id = s.candidate_id and pm.workspace_member_id = ${member}))`;
};
