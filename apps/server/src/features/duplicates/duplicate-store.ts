import type { DuplicateReason } from '@hirelane/domain/candidates/duplicates.schema';
import type { SqlClient } from '../../db/transaction';

export type DuplicatePairRow = { reason: DuplicateReason; a: string; b: string };

/**
 * Possible duplicates of a workspace (decision 043), set-based: people grouped by their
 * normalised name and company (one parallel scan of the workspace's people) and by
 * each normalised phone (digits, at least 7), every pair of a group once (the older person
 * first, the default primary), less the pairs dismissed as "Not a duplicate". The newest pairs come first.
 */
export const findDuplicatePairs = async (
  sql: SqlClient,
  workspaceId: string,
  limit: number,
): Promise<DuplicatePairRow[]> =>
  (
    await sql.query<DuplicatePairRow>(
      `with groups as (
         select 'name_and_company' as reason, array_agg(c.id order by c.id) as ids
           from candidate c
          where c.workspace_id = $1
            and hl_person_key(c.full_name) is not null
            and hl_person_key(c.current_company) is not null
          group by hl_person_key(c.full_name), hl_person_key(c.current_company)
         having count(*) > 1
         union all
         select 'phone', array_agg(c.id order by c.id)
           from candidate c cross join lateral unnest(hl_phone_keys(c.phone_numbers)) as k(key)
          where c.workspace_id = $1 and c.phone_numbers <> '{}'
          group by k.key
         having count(*) > 1),
       pairs as (
         select distinct on (x.id, y.id) g.reason, x.id as a, y.id as b
           from groups g
           cross join lateral unnest(g.ids) with ordinality as x(id, i)
           cross join lateral unnest(g.ids) with ordinality as y(id, j)
          where x.i < y.j
          order by x.id, y.id, g.reason)
       select p.reason,
              case when (ca.created_at, ca.id) <= (cb.created_at, cb.id) then p.a else p.b end as a,
              case when (ca.created_at, ca.id) <= (cb.created_at, cb.id) then p.b else p.a end as b
         from pairs p
         join candidate ca on ca.id = p.a
         join candidate cb on cb.id = p.b
        where not exists (select 1 from candidate_duplicate_dismissal d
                           where d.candidate_a = least(p.a, p.b) and d.candidate_b = greatest(p.a, p.b))
        order by greatest(ca.created_at, cb.created_at) desc, p.a, p.b
        limit $2`,
      [workspaceId, limit],
    )
  ).rows;

export type DuplicatePersonRow = {
  id: string;
  full_name: string;
  email: string | null;
  linkedin_url: string | null;
  current_company: string | null;
  designation: string | null;
  current_city: string | null;
  country: string | null;
  summary: string | null;
  phone_numbers: string[];
  source: string;
  created_at: Date;
  projects: string[];
};

/** The side-by-side's fields of these people of the workspace, with every project's name. */
export const loadDuplicatePeople = async (
  sql: SqlClient,
  workspaceId: string,
  ids: readonly string[],
  lock = false,
): Promise<DuplicatePersonRow[]> =>
  (
    await sql.query<DuplicatePersonRow>(
      `select c.id, coalesce(nullif(c.full_name, ''), trim(c.first_name || ' ' || c.last_name)) as full_name,
              c.email, c.linkedin_url, c.current_company, c.designation, c.current_city, c.country,
              c.summary, c.phone_numbers, c.source, c.created_at,
              array(select p.name from project_candidate pc join project p on p.id = pc.project_id
                     where pc.candidate_id = c.id order by p.name) as projects
         from candidate c
        where c.workspace_id = $1 and c.id = any($2::uuid[])
        order by c.id ${lock ? 'for update of c' : ''}`,
      [workspaceId, [...ids]],
    )
  ).rows;

/** "Not a duplicate", for good (a second dismissal changes nothing). */
export const insertDismissal = async (
  sql: SqlClient,
  workspaceId: string,
  pair: [string, string],
  userId: string,
): Promise<void> => {
  const [a, b] = [...pair].sort();
  await sql.query(
    `insert into candidate_duplicate_dismissal (workspace_id, candidate_a, candidate_b, dismissed_by_user_id)
     values ($1, $2, $3, $4) on conflict do nothing`,
    [workspaceId, a, b, userId],
  );
};
