import { sql } from 'drizzle-orm';
import { submittedByLabel } from '@hirelane/domain/pipeline/submitted-by';
import type { Executor } from '../../db/client';

/** "Submitted by" of partner links: per project link id, the partner who submitted it. */
export const findSubmitters = async (
  db: Executor,
  workspaceId: string,
  candidateIds: string[],
): Promise<
  Array<{
    candidate_id: string;
    project_id: string;
    first_name: string;
    last_name: string;
    email: string;
    agency_name: string | null;
  }>
> =>
  candidateIds.length === 0
    ? []
    : (
        await db.execute<{
          candidate_id: string;
          project_id: string;
          first_name: string;
          last_name: string;
          email: string;
          agency_name: string | null;
        }>(sql`
          select pc.candidate_id, pc.project_id, u.first_name, u.last_name, u.email, m.agency_name
            from project_candidate pc
            join "user" u on u.id = pc.added_by_user_id
            left join workspace_member m on m.workspace_id = pc.workspace_id and m.user_id = u.id
           where pc.workspace_id = ${workspaceId} and pc.source = 'partner'
             and pc.candidate_id = any(${`{${candidateIds.join(',')}}`}::uuid[])`)
      ).rows;

/** Per person, "Submitted by …" of their partner link in this project (decision 051). */
export const submittersOf = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
  candidateIds: string[],
): Promise<Map<string, string>> => {
  const rows = await findSubmitters(db, workspaceId, candidateIds);
  return new Map(
    rows
      .filter((row) => row.project_id === projectId)
      .map((row) => [row.candidate_id, submittedByLabel(row)]),
  );
};

/** The person's partner: of the link in the viewed project if it is one, else their first. */
export const submitterOfPerson = async (
  db: Executor,
  workspaceId: string,
  candidateId: string,
  projectId: string | null,
): Promise<string | null> => {
  const rows = await findSubmitters(db, workspaceId, [candidateId]);
  const row = rows.find((entry) => entry.project_id === projectId) ?? rows[0];
  return row ? submittedByLabel(row) : null;
};
