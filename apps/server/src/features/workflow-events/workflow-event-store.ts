import { sql } from 'drizzle-orm';
import { STAGE_LABELS } from '@hirelane/domain/pipeline/stages';
import type { WorkflowTriggerKind } from '@hirelane/domain/workflows/workflow.schema';
import type { Executor } from '../../db/client';

/** Something that happened to a candidate of a project, which workflows may be waiting for. */
export type WorkflowEvent = {
  projectId: string;
  candidateId: string;
  kind: WorkflowTriggerKind;
  /** What the workflow's trigger_values must contain: the stage, the verdict, the label. */
  value: string;
  /** Unique per fact: a workflow runs once per key. */
  key: string;
  /** The event in words, for the runs table. */
  text: string;
};

/** The depth of the run whose action is writing (set by the run, transaction-local); 0 otherwise. */
export const WORKFLOW_DEPTH_SETTING = 'hirelane.workflow_depth';

/**
 * Inside the fact's own transaction: one queued run per enabled workflow of the project whose
 * trigger matches, at most one per (workflow, event). Answers the new runs' ids, which the caller
 * queues (queue-workflow-runs.ts); the catch-up takes any it does not.
 */
export const recordWorkflowEvents = async (
  db: Executor,
  workspaceId: string,
  events: WorkflowEvent[],
): Promise<string[]> => {
  if (events.length === 0) return [];
  const rows = events.map((event) => ({
    project_id: event.projectId,
    candidate_id: event.candidateId,
    kind: event.kind,
    value: event.value,
    key: event.key,
    text: event.text,
  }));
  const result = await db.execute<{ id: string }>(sql`
    insert into workflow_run (workspace_id, workflow_id, project_id, candidate_id, event_key, event, depth)
    select w.workspace_id, w.id, e.project_id, e.candidate_id, e.key, e.text,
           coalesce(nullif(current_setting(${WORKFLOW_DEPTH_SETTING}, true), ''), '0')::int
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as e(project_id uuid, candidate_id uuid, kind text, value text, key text, text text)
      join workflow w on w.workspace_id = ${workspaceId} and w.project_id = e.project_id
                     and w.enabled and w.trigger_kind = e.kind and e.value = any(w.trigger_values)
    on conflict (workflow_id, event_key) do nothing
    returning id`);
  return result.rows.map((row) => row.id);
};

/** The stage entries these stage history rows record, as workflow events. */
export const recordStageEntries = async (
  db: Executor,
  workspaceId: string,
  historyIds: string[],
): Promise<string[]> => {
  if (historyIds.length === 0) return [];
  const entries = await db.execute<{
    id: string;
    project_id: string;
    candidate_id: string;
    to_stage: keyof typeof STAGE_LABELS;
  }>(sql`
    select h.id, pc.project_id, pc.candidate_id, h.to_stage
      from stage_history h
      join project_candidate pc on pc.id = h.project_candidate_id
     where h.workspace_id = ${workspaceId} and h.id = any(${sql.param(historyIds)}::uuid[])
       and exists (select 1 from workflow w
                    where w.workspace_id = ${workspaceId} and w.project_id = pc.project_id
                      and w.enabled and w.trigger_kind = 'stage_entered')`);
  return recordWorkflowEvents(
    db,
    workspaceId,
    entries.rows.map((entry) => ({
      projectId: entry.project_id,
      candidateId: entry.candidate_id,
      kind: 'stage_entered',
      value: entry.to_stage,
      key: `stage:${entry.id}`,
      text: `Entered ${STAGE_LABELS[entry.to_stage]}`,
    })),
  );
};

/**
 * The runs this transaction queued (their created_at is the transaction's now()), whatever wrote
 * them: for a caller whose writes go through helpers that do not hand their run ids back.
 */
export const listRunsQueuedByThisTransaction = async (
  db: Executor,
  workspaceId: string,
): Promise<string[]> => {
  const result = await db.execute<{ id: string }>(sql`
    select id from workflow_run
     where workspace_id = ${workspaceId} and status = 'queued' and created_at = now()`);
  return result.rows.map((row) => row.id);
};
