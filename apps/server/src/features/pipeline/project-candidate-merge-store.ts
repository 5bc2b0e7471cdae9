import type { SqlClient } from '../../db/transaction';

/*
 * The project rows of a bulk merge (the CSV import, decision 018: set-based raw SQL in the
 * owner's store), from the caller's table of people (`people`: candidate_id, existed, grp,
 * link_id, custom_values) inside its transaction.
 */

/** Where merged people enter the project, and who added them. */
export type MergeEntry = {
  workspaceId: string;
  projectId: string;
  stage: string;
  subStage: string | null;
  source: string;
  userId: string | null;
};

const valuesOf = (entry: MergeEntry) => [
  entry.workspaceId,
  entry.projectId,
  entry.stage,
  entry.subStage,
  entry.userId,
  entry.source,
];

/**
 * Adds the file's new people to the project at its entry stage. Entering is not a move, so it
 * writes no stage history: the link's added_at and added_by are the entry. New people cannot be
 * in the project yet: a plain insert, ids chosen up front.
 */
export const addNewPeopleToProject = async (
  client: SqlClient,
  people: string,
  entry: MergeEntry,
): Promise<void> => {
  await client.query(
    `insert into project_candidate
       (id, workspace_id, project_id, candidate_id, stage, sub_stage, source, custom_values, added_by_user_id)
     select link_id, $1, $2, candidate_id, $3, $4, $6, custom_values, $5
     from ${people} where not existed`,
    valuesOf(entry),
  );
};

/**
 * Adds the workspace's people the file matched to the project unless they are in it already;
 * those keep their stage and custom values, and get the empty values filled. Returns how many
 * were in it already (a link is unique per project and person).
 */
export const addMatchedPeopleToProject = async (
  client: SqlClient,
  people: string,
  entry: MergeEntry,
): Promise<number> => {
  const values = valuesOf(entry);
  const known = await client.query(
    `create temp table csv_import_known on commit drop as
     select pc.id, pc.candidate_id from project_candidate pc
     where pc.workspace_id = $1 and pc.project_id = $2
       and pc.candidate_id in (select candidate_id from ${people} where existed)`,
    values.slice(0, 2),
  );
  await client.query(
    `insert into project_candidate
       (workspace_id, project_id, candidate_id, stage, sub_stage, source, custom_values, added_by_user_id)
     select $1, $2, p.candidate_id, $3, $4, $6, p.custom_values, $5
     from (select distinct on (candidate_id) candidate_id, custom_values from ${people}
           where existed order by candidate_id, grp) p
     on conflict (project_id, candidate_id) do nothing`,
    values,
  );
  await client.query(
    `update project_candidate pc set custom_values = p.custom_values || jsonb_strip_nulls(pc.custom_values)
     from (select distinct on (candidate_id) candidate_id, custom_values from ${people}
           where existed and custom_values <> '{}'::jsonb order by candidate_id, grp) p
     where pc.id in (select id from csv_import_known) and pc.candidate_id = p.candidate_id`,
  );
  return known.rowCount ?? 0;
};
