import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectCandidate, stageHistory } from '../../db/schema/candidates';

/*
 * What the engine does to the pipeline by itself (no person moved anyone, so the history row has
 * no user): a finished sequence moves the candidate to completed, a reply marks them engaging.
 */

/** in_campaign → completed (SPEC 4.5 allows it), with a history row. */
export const moveToCompleted = async (
  tx: Executor,
  workspaceId: string,
  projectId: string,
  candidateId: string,
): Promise<void> => {
  await tx.execute(sql`
    with moved as (
      update ${projectCandidate}
         set stage = 'completed', sub_stage = null, stage_changed_at = now()
       where workspace_id = ${workspaceId} and project_id = ${projectId}
         and candidate_id = ${candidateId} and stage = 'in_campaign'
      returning id)
    insert into ${stageHistory} (workspace_id, project_candidate_id, from_stage, to_stage)
    select ${workspaceId}, moved.id, 'in_campaign', 'completed' from moved`);
};

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
