import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/*
 * Which provider results the workspace already knows (decision 006: the same LinkedIn key is the
 * same person), with the projects the viewer may see them in (decision 014). A read across the
 * candidates' and pipeline's tables, in the reading feature's store (decision 018).
 */

export type KnownPerson = {
  linkedinKey: string;
  candidateId: string;
  doNotContact: boolean;
  inThisProject: boolean;
  /** Projects other than this one that the viewer sees, newest link first. */
  projects: Array<{ _id: string; name: string }>;
};

export const findKnownPeople = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  linkedinKeys: string[],
  viewer: { workspaceMemberId: string; seesAll: boolean },
): Promise<Map<string, KnownPerson>> => {
  if (linkedinKeys.length === 0) return new Map();
  const visible = viewer.seesAll
    ? sql`true`
    : sql`exists (select 1 from project_member m where m.project_id = p.id
                     and m.workspace_member_id = ${viewer.workspaceMemberId})`;
  const result = await db.execute<{
    linkedin_key: string;
    id: string;
    do_not_contact: boolean;
    in_this_project: boolean;
    projects: Array<{ _id: string; name: string }> | null;
  }>(sql`
    select c.linkedin_key, c.id, c.do_not_contact_at is not null as do_not_contact,
      exists (select 1 from project_candidate l where l.candidate_id = c.id
                 and l.project_id = ${projectId}) as in_this_project,
      (select json_agg(json_build_object('_id', p.id, 'name', p.name) order by l.added_at desc)
         from project_candidate l join project p on p.id = l.project_id
        where l.candidate_id = c.id and l.workspace_id = ${workspaceId}
          and p.id <> ${projectId} and ${visible}) as projects
      from candidate c
     where c.workspace_id = ${workspaceId}
       and c.linkedin_key = any(${sql.param(linkedinKeys)}::text[])`);
  return new Map(
    result.rows.map((row) => [
      row.linkedin_key,
      {
        linkedinKey: row.linkedin_key,
        candidateId: row.id,
        doNotContact: row.do_not_contact,
        inThisProject: row.in_this_project,
        projects: row.projects ?? [],
      },
    ]),
  );
};
