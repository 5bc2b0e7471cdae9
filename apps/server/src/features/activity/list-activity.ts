import {
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZE,
  type ActivityItem,
  type ActivityPage,
  type ActivityQuery,
} from '@hirelane/domain/activity/activity.schema';
import { firstLine } from '@hirelane/domain/activity/activity-labels';
import type { CandidateStage } from '@hirelane/domain/pipeline/stages';
import type { Verdict } from '@hirelane/domain/interviews/evaluation/interview-answer.schema';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { decodeCursor, encodeCursor } from './activity-cursor';
import { listActivityRows, type FeedRow } from './activity-feed-store';

/**
 * GET /api/activity: one page of what happened across the projects the caller may see (a named
 * project must be visible: 404 otherwise), newest first, with the cursor of the next page.
 */
export const listActivity = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  query: ActivityQuery,
  limit = ACTIVITY_PAGE_SIZE,
): Promise<ActivityPage> => {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.projectId) await loadProjectAccess(db, tenant, query.projectId);
  const rows = await listActivityRows(
    db,
    {
      workspaceId: tenant.workspaceId,
      memberId: seesEveryProject(tenant.role) ? null : tenant.memberId,
      projectId: query.projectId ?? null,
      userId,
      kinds: query.kind ? [query.kind] : ACTIVITY_KINDS,
    },
    cursor,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    next_cursor:
      rows.length > limit && last
        ? encodeCursor({ at: last.at_key, kind: last.kind, id: last.id })
        : null,
  };
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

const toItem = (row: FeedRow): ActivityItem => {
  const base = {
    id: row.id,
    occurred_at: new Date(row.at).toISOString(),
    project:
      row.project_id && row.project_name !== null
        ? { id: row.project_id, name: row.project_name }
        : null,
    actor: row.actor_name,
  };
  const candidate = { id: row.candidate_id ?? '', name: row.candidate_name ?? '' };
  const data = row.data;
  switch (row.kind) {
    case 'reply':
      return { ...base, kind: 'reply', candidate, first_line: firstLine(str(data.text)) };
    case 'stage_move':
      return {
        ...base,
        kind: 'stage_move',
        candidate,
        from_stage: (data.from as CandidateStage | null) ?? null,
        to_stage: data.to as CandidateStage,
      };
    case 'import':
      return {
        ...base,
        kind: 'import',
        import_kind: data.kind === 'resume' ? 'resume' : 'csv',
        status: data.status === 'failed' ? 'failed' : 'completed',
        created: num(data.created),
        updated: num(data.updated),
        merged: num(data.merged),
        rejected: num(data.rejected),
      };
    case 'campaign':
      return {
        ...base,
        kind: 'campaign',
        campaign: { id: str(data.campaign_id), name: str(data.campaign_name) },
        change: data.running === true ? 'launched' : 'paused',
      };
    case 'interview': {
      const decision = (data.decision as Verdict | null | undefined) ?? null;
      const ai = (data.ai_verdict as Verdict | null | undefined) ?? null;
      return {
        ...base,
        kind: 'interview',
        candidate,
        verdict: decision ?? ai,
        verdict_by: decision ? 'person' : ai ? 'ai' : null,
      };
    }
    case 'member':
      return { ...base, kind: 'member' };
    case 'mailbox':
      return {
        ...base,
        kind: 'mailbox',
        mailbox: { id: row.id, name: str(data.email) },
        problem: data.invalid === true ? 'invalid' : 'paused',
        reason: str(data.reason),
      };
  }
};
