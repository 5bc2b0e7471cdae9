import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectCandidate } from '../../db/schema/candidates';

/*
 * What the engine does to the pipeline by itself: a reply marks the candidate engaging. (A
 * finished sequence moves them to completed: see planned-step-writes.ts.)
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
