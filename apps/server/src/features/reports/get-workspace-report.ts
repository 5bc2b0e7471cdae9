import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import { ratio } from '@hirelane/domain/reports/project-report-rules';
import { resolveRange, toIsoDay } from '@hirelane/domain/reports/report-range';
import type {
  WorkspaceReport,
  WorkspaceReportQuery,
} from '@hirelane/domain/reports/workspace-report.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import {
  countProjectActivity,
  countRecruiterActivity,
  listVisibleProjects,
} from './workspace-report-store';

/**
 * GET /api/reports: activity and results across the projects the caller may see (or the one
 * project asked for, which must be visible: 404 otherwise), per project and per teammate.
 */
export const getWorkspaceReport = async (
  db: Database,
  tenant: TenantContext,
  query: WorkspaceReportQuery,
  now = new Date(),
): Promise<WorkspaceReport> => {
  if (query.project) await loadProjectAccess(db, tenant, query.project);
  const range = resolveRange(query, toIsoDay(now));
  const visible = await listVisibleProjects(
    db,
    tenant.workspaceId,
    seesEveryProject(tenant.role) ? null : tenant.memberId,
  );
  const chosen = query.project
    ? visible.filter((project) => project.id === query.project)
    : visible;
  const scope = {
    workspaceId: tenant.workspaceId,
    projectIds: chosen.map((project) => project.id),
    start: range.start,
    end: range.end,
  };
  const [projects, recruiters] =
    scope.projectIds.length === 0
      ? [[], []]
      : await Promise.all([countProjectActivity(db, scope), countRecruiterActivity(db, scope)]);
  const byId = new Map(projects.map((row) => [row.project_id, row]));
  const rows = chosen.map((project) => {
    const counts = byId.get(project.id);
    const sent = counts?.sent ?? 0;
    const replies = counts?.replies ?? 0;
    return {
      projectId: project.id,
      name: project.name,
      people: counts?.people ?? 0,
      added: counts?.added ?? 0,
      moves: counts?.moves ?? 0,
      sent,
      replies,
      replyRate: ratio(replies, sent),
    };
  });
  const sum = (key: 'added' | 'moves' | 'sent' | 'replies') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    range: { from: range.from, to: range.to },
    projectId: query.project ?? null,
    projectOptions: visible,
    totals: {
      added: sum('added'),
      moves: sum('moves'),
      sent: sum('sent'),
      replies: sum('replies'),
      replyRate: ratio(sum('replies'), sum('sent')),
    },
    projects: rows,
    recruiters: recruiters.map((row) => ({
      userId: row.user_id,
      name: row.name,
      added: row.added,
      moves: row.moves,
      replies: row.replies,
    })),
  };
};
