import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/*
 * People a search result may be saved from (issue 17): a person of the workspace the viewer may
 * reach, i.e. in no project yet (the talent pool) or in a project the viewer sees (decision 014).
 */

export type SavablePerson = { id: string; doNotContact: boolean };

/** The reachable people among `candidateIds`; unknown and unreachable ids are simply absent. */
export const findReachablePeople = async (
  db: Executor,
  workspaceId: string,
  candidateIds: string[],
  viewer: { workspaceMemberId: string; seesAll: boolean },
): Promise<SavablePerson[]> => {
  if (candidateIds.length === 0) return [];
  const reachable = viewer.seesAll
    ? sql`true`
    : sql`(not exists (select 1 from project_candidate l where l.candidate_id = c.id)
           or exists (select 1 from project_candidate l
                        join project_member m on m.project_id = l.project_id
                       where l.candidate_id = c.id
                         and m.workspace_member_id = ${viewer.workspaceMemberId}))`;
  const result = await db.execute<{ id: string; do_not_contact: boolean }>(sql`
    select c.id, c.do_not_contact_at is not null as do_not_contact
      from candidate c
     where c.workspace_id = ${workspaceId}
       and c.id = any(${sql.param(candidateIds)}::uuid[])
       and ${reachable}`);
  return result.rows.map((row) => ({ id: row.id, doNotContact: row.do_not_contact }));
};

/** Which of these people of the workspace are marked do-not-contact. */
export const findDoNotContactIds = async (
  db: Executor,
  workspaceId: string,
  candidateIds: string[],
): Promise<Set<string>> => {
  if (candidateIds.length === 0) return new Set();
  const result = await db.execute<{ id: string }>(sql`
    select id from candidate
     where workspace_id = ${workspaceId} and id = any(${sql.param(candidateIds)}::uuid[])
       and do_not_contact_at is not null`);
  return new Set(result.rows.map((row) => row.id));
};
