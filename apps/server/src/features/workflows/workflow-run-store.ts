import { sql } from 'drizzle-orm';
import type {
  WorkflowAction,
  WorkflowRun,
  WorkflowRunStatus,
} from '@hirelane/domain/workflows/workflow.schema';
import type { Executor } from '../../db/client';
import { WORKFLOW_DEPTH_SETTING } from '../workflow-events/workflow-event-store';

export type ClaimedRun = {
  id: string;
  workspace_id: string;
  project_id: string;
  candidate_id: string;
  workflow_id: string;
  depth: number;
  status: WorkflowRunStatus;
  enabled: boolean;
  name: string;
  action: WorkflowAction;
};

/** Locks a run with its workflow; skips a run another worker holds (it is running it). */
export const lockRun = async (
  db: Executor,
  runId: string,
  workspaceId?: string,
): Promise<ClaimedRun | undefined> => {
  const result = await db.execute<ClaimedRun>(sql`
    select r.id, r.workspace_id, r.project_id, r.candidate_id, r.workflow_id, r.depth, r.status,
           w.enabled, w.name, w.action
      from workflow_run r join workflow w on w.id = r.workflow_id
     where r.id = ${runId}
       ${workspaceId ? sql`and r.workspace_id = ${workspaceId}` : sql``}
     for update of r skip locked`);
  return result.rows[0];
};

/** Runs written by this transaction's writes count one more level of workflows. */
export const enterRunDepth = async (db: Executor, depth: number): Promise<void> => {
  await db.execute(sql`select set_config(${WORKFLOW_DEPTH_SETTING}, ${String(depth)}, true)`);
};

export const finishRun = async (
  db: Executor,
  runId: string,
  status: WorkflowRunStatus,
  reason: string | null,
  decidedBy?: string,
): Promise<void> => {
  await db.execute(sql`
    update workflow_run
       set status = ${status}, reason = ${reason},
           finished_at = case when ${status} = 'pending_approval' then null else now() end
           ${decidedBy ? sql`, decided_by = ${decidedBy}, decided_at = now()` : sql``}
     where id = ${runId}`);
};

/** Runs still queued a while after their event (their job was not queued, or was lost). */
export const listStaleQueuedRuns = async (
  db: Executor,
  olderThanSeconds: number,
  limit: number,
) => {
  const result = await db.execute<{ id: string; workspace_id: string }>(sql`
    select id, workspace_id from workflow_run
     where status = 'queued' and created_at < now() - make_interval(secs => ${olderThanSeconds})
     order by created_at limit ${limit}`);
  return result.rows;
};

const RUN_COLUMNS = sql`
  r.id, r.event, r.candidate_id, r.status, r.reason,
  nullif(trim(c.first_name || ' ' || c.last_name), '') as candidate_name,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(r.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as finished_at,
  coalesce(nullif(u.name, ''), u.email) as decided_by`;

/** One page of a workflow's runs, newest first. */
export const listRuns = async (
  db: Executor,
  workspaceId: string,
  workflowId: string,
  page: number,
  pageSize: number,
): Promise<{ runs: WorkflowRun[]; total: number }> => {
  const runs = await db.execute<WorkflowRun>(sql`
    select ${RUN_COLUMNS}
      from workflow_run r
      join candidate c on c.id = r.candidate_id
      left join "user" u on u.id = r.decided_by
     where r.workspace_id = ${workspaceId} and r.workflow_id = ${workflowId}
     order by r.created_at desc, r.id desc
     limit ${pageSize} offset ${(page - 1) * pageSize}`);
  const count = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from workflow_run
     where workspace_id = ${workspaceId} and workflow_id = ${workflowId}`);
  return { runs: runs.rows, total: count.rows[0]?.total ?? 0 };
};

export const readRun = async (
  db: Executor,
  workspaceId: string,
  runId: string,
): Promise<WorkflowRun | undefined> => {
  const result = await db.execute<WorkflowRun>(sql`
    select ${RUN_COLUMNS}
      from workflow_run r
      join candidate c on c.id = r.candidate_id
      left join "user" u on u.id = r.decided_by
     where r.workspace_id = ${workspaceId} and r.id = ${runId}`);
  return result.rows[0];
};
