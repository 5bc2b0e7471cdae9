import type { SqlClient } from '../../db/transaction';

/*
 * The candidate rows of a bulk merge (the CSV import, decision 018: set-based raw SQL in the
 * owner's store). The caller prepares a table of people (`people`) with the columns below plus
 * candidate_id, existed and grp, inside its transaction.
 */

/** The candidate columns a merged person carries (besides the lists phone_numbers and skills). */
export const PERSON_COLUMNS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'linkedin_key',
  'linkedin_url',
  'current_company',
  'designation',
  'current_city',
  'country',
  'summary',
] as const;

/**
 * Serialises writers of one workspace's candidates: the same e-mail arriving from two imports at
 * once would otherwise race between "is it there?" and "insert it".
 */
export const lockWorkspaceCandidates = async (client: SqlClient, workspaceId: string) => {
  await client.query(`select pg_advisory_xact_lock(hashtext('candidates:' || $1::text))`, [
    workspaceId,
  ]);
};

/**
 * Fills the gaps of the workspace's people the merge matched (existed): a value already there
 * stays; an e-mail or LinkedIn key another person has is not taken.
 */
export const fillMatchedCandidates = async (
  client: SqlClient,
  workspaceId: string,
  people: string,
) => {
  const free = (column: 'email' | 'linkedin_key') =>
    `p.${column} is not null and not exists (select 1 from candidate o
       where o.workspace_id = c.workspace_id and o.${column} = p.${column})`;
  const keepOrFill = (column: string) =>
    `${column} = coalesce(nullif(c.${column}, ''), p.${column})`;
  const keepOrFillList = (column: string) =>
    `${column} = case when cardinality(c.${column}) = 0 then p.${column} else c.${column} end`;
  const unnamed = `c.first_name = '' and c.last_name = ''`;
  await client.query(
    `update candidate c set
       first_name = case when ${unnamed} then p.first_name else c.first_name end,
       last_name = case when ${unnamed} then p.last_name else c.last_name end,
       full_name = case when c.full_name = '' then p.full_name else c.full_name end,
       email = case when c.email is null and ${free('email')} then p.email else c.email end,
       linkedin_url = case when c.linkedin_key is null and ${free('linkedin_key')}
         then p.linkedin_url else c.linkedin_url end,
       linkedin_key = case when c.linkedin_key is null and ${free('linkedin_key')}
         then p.linkedin_key else c.linkedin_key end,
       ${['current_company', 'designation', 'current_city', 'country', 'summary'].map(keepOrFill).join(', ')},
       ${keepOrFillList('phone_numbers')}, ${keepOrFillList('skills')},
       updated_at = now()
     from (select distinct on (candidate_id) * from ${people} where existed
           order by candidate_id, grp) p
     where c.id = p.candidate_id and c.workspace_id = $1`,
    [workspaceId],
  );
};

/** Inserts the people the merge did not match, with the ids chosen up front; returns how many. */
export const insertMergedCandidates = async (
  client: SqlClient,
  workspaceId: string,
  people: string,
  source: string,
): Promise<number> => {
  const columns = [...PERSON_COLUMNS, 'phone_numbers', 'skills'];
  const inserted = await client.query(
    `insert into candidate (id, workspace_id, source, ${columns.join(', ')})
     select candidate_id, $1, $2, ${columns.join(', ')} from ${people} where not existed`,
    [workspaceId, source],
  );
  return inserted.rowCount ?? 0;
};
