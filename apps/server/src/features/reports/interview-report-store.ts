import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ProjectScope } from './report-scope';

export type InterviewCounts = {
  invited: number;
  completed: number;
  median_seconds: number | null;
  p90_seconds: number | null;
};

/** Invitations (not revoked) sent within the range, how many were completed and how fast. */
export const countInterviews = async (
  db: Executor,
  scope: ProjectScope,
): Promise<InterviewCounts> => {
  const result = await db.execute<InterviewCounts>(sql`
    select count(*)::int as invited,
           count(*) filter (where completed_at is not null)::int as completed,
           percentile_cont(0.5) within group (order by extract(epoch from completed_at - sent_at))
             filter (where completed_at is not null)::float8 as median_seconds,
           percentile_cont(0.9) within group (order by extract(epoch from completed_at - sent_at))
             filter (where completed_at is not null)::float8 as p90_seconds
      from interview_invitation
     where workspace_id = ${scope.workspaceId} and project_id = ${scope.projectId}
       and revoked_at is null
       and sent_at >= ${scope.start.toISOString()}::timestamptz
       and sent_at < ${scope.end.toISOString()}::timestamptz`);
  return result.rows[0] ?? { invited: 0, completed: 0, median_seconds: null, p90_seconds: null };
};

/**
 * The verdicts of those interviews: a person's latest decision where there is one, otherwise the
 * AI's verdict; interviews without either are left out.
 */
export const countVerdicts = async (
  db: Executor,
  scope: ProjectScope,
): Promise<{ verdict: string; count: number }[]> => {
  const { workspaceId } = scope;
  const result = await db.execute<{ verdict: string; count: number }>(sql`
    select coalesce(decision.verdict, ev.verdict) as verdict, count(*)::int as count
      from interview_invitation i
      join interview_evaluation ev on ev.invitation_id = i.id and ev.workspace_id = ${workspaceId}
      left join lateral (
        select dec.verdict from interview_verdict_decision dec
         where dec.evaluation_id = ev.id and dec.workspace_id = ${workspaceId}
         order by dec.created_at desc, dec.id desc limit 1
      ) decision on true
     where i.workspace_id = ${workspaceId} and i.project_id = ${scope.projectId}
       and i.revoked_at is null
       and i.sent_at >= ${scope.start.toISOString()}::timestamptz
       and i.sent_at < ${scope.end.toISOString()}::timestamptz
       and coalesce(decision.verdict, ev.verdict) is not null
     group by 1`);
  return result.rows;
};
