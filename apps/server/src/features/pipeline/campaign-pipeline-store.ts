import { sql } from 'drizzle-orm';
import { recordStageEntries } from '../workflow-events/workflow-event-store';
import type { Executor } from '../../db/client';
import { projectCandidate } from '../../db/schema/candidates';

/*
 * What the outreach engine does to the pipeline by itself: a reply marks the candidate engaging,
 * a finished sequence moves them to completed.
 */

/** A reply: the candidate stays in_campaign with the engaging sub-stage. */
export const markEngaging = async (
  tx: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<void> => {
  await tx.execute(sql`
    update ${projectCandidate}
       set sub_stage = 'engaging'
     where workspace_id = ${workspaceId} and project_id = ${projectId}
       and candidate_id = ${candidateId} and stage = 'in_campaign'
       and sub_stage is distinct from 'engaging'`);
};

/**
 * Finished sequences: the candidate moves in_campaign → completed (SPEC 4.5 allows it) with a
 * history row without a user, since no person moved them.
 */
export const completeCampaignCandidates = async (
  tx: Executor,
  completions: { workspaceId: string; projectId: string; candidateId: string }[],
): Promise<void> => {
  if (completions.length === 0) return;
  const rows = completions.map((completion) => ({
    workspace_id: completion.workspaceId,
    project_id: completion.projectId,
    candidate_id: completion.candidateId,
  }));
  const history = await tx.execute<{ id: string; workspace_id: string }>(sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        workspace_id uuid, project_id uuid, candidate_id uuid)),
    moved as (
      update project_candidate pc
         set stage = 'completed', sub_stage = null, stage_changed_at = now()
        from v
       where pc.workspace_id = v.workspace_id and pc.project_id = v.project_id
         and pc.candidate_id = v.candidate_id and pc.stage = 'in_campaign'
      returning pc.id, pc.workspace_id, pc.project_id)
    insert into stage_history (workspace_id, project_candidate_id, project_id, from_stage, to_stage)
    select moved.workspace_id, moved.id, moved.project_id, 'in_campaign', 'completed' from moved
    returning id, workspace_id`);
  // Stage workflows fire in this transaction; the workflows' catch-up runs them (no queue here).
  const byWorkspace = new Map<string, string[]>();
  for (const row of history.rows)
    byWorkspace.set(row.workspace_id, [...(byWorkspace.get(row.workspace_id) ?? []), row.id]);
  for (const [workspaceId, ids] of byWorkspace) await recordStageEntries(tx, workspaceId, ids);
};
