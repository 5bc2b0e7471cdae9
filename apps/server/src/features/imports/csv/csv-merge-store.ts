import { randomBytes } from 'node:crypto';
import type { SqlClient } from '../../../db/transaction';
import { PERSON_COLUMNS } from '../../candidates/candidate-merge-store';
import { STAGING_TABLE } from './csv-staging';

/*
 * The import's own set-based steps of a CSV merge, on temporary tables of its transaction: group
 * the staged rows into people, match them to the workspace's candidates, build one row per
 * person (PEOPLE_TABLE) that the candidates and pipeline stores then write from.
 */

const STAGE = STAGING_TABLE;
export const PEOPLE_TABLE = 'csv_import_person';
const FIELDS = PERSON_COLUMNS;

/** Session settings and statistics of the staged rows, before the merge's statements. */
export const prepareMerge = async (client: SqlClient) => {
  await client.query(`set local work_mem = '64MB'`);
  await client.query(`analyze ${STAGE} (row_no, email, linkedin_key)`);
};

/**
 * Rows sharing an e-mail or a LinkedIn key — directly or through a chain of rows — are one person.
 * Only rows whose key appears twice need grouping; labels spread (smallest row number wins) until
 * nothing changes. Every other row is its own group.
 */
export const groupDuplicateRows = async (client: SqlClient) => {
  await client.query(`create temp table csv_import_link on commit drop as
    with dup_email as (
      select email from ${STAGE} where email is not null group by email having count(*) > 1
    ), dup_linkedin as (
      select linkedin_key from ${STAGE} where linkedin_key is not null
      group by linkedin_key having count(*) > 1
    )
    select s.row_no, s.email, s.linkedin_key, s.row_no as grp from ${STAGE} s
    where s.email in (select email from dup_email)
       or s.linkedin_key in (select linkedin_key from dup_linkedin)`);
  for (;;) {
    const spread = await client.query(`update csv_import_link k set grp = m.grp from (
        select row_no, least(
          case when email is null then grp else min(grp) over (partition by email) end,
          case when linkedin_key is null then grp else min(grp) over (partition by linkedin_key) end
        ) as grp from csv_import_link
      ) m where m.row_no = k.row_no and m.grp < k.grp`);
    if (!spread.rowCount) break;
  }
  await client.query('create index on csv_import_link (row_no)');
  await client.query('analyze csv_import_link');
};

/** Each group's existing person of the workspace: an e-mail match first, then a LinkedIn match. */
export const matchExistingPeople = async (client: SqlClient, workspaceId: string) => {
  const matched = await client.query(
    `create temp table csv_import_match on commit drop as
     select distinct on (grp) grp, candidate_id from (
       select coalesce(k.grp, s.row_no) as grp, c.id as candidate_id, 0 as rank, s.row_no
       from ${STAGE} s join candidate c on c.workspace_id = $1 and c.email = s.email
       left join csv_import_link k on k.row_no = s.row_no
       union all
       select coalesce(k.grp, s.row_no), c.id, 1, s.row_no
       from ${STAGE} s join candidate c on c.workspace_id = $1 and c.linkedin_key = s.linkedin_key
       left join csv_import_link k on k.row_no = s.row_no
     ) found order by grp, rank, row_no`,
    [workspaceId],
  );
  return matched.rowCount ?? 0;
};

/**
 * Time-ordered ids (UUID version 7 layout, PostgreSQL 15 compatible) for the rows of one import:
 * its start in milliseconds, 40 random bits drawn once, and the row's number. New rows then land
 * at the right edge of every index keyed by them instead of all over it — with a million rows the
 * indexes outgrow shared buffers, and random ids made each insert touch a cold page. Drawing the
 * random bits once per import rather than per row (gen_random_uuid()) makes an id five times
 * cheaper; the row number keeps the ids of one import unique.
 */
type IdParts = { head: string; tail: string };

/** The 17 hex digits before and the 7 after a row's 8: time, version 7, random, variant 8. */
const idParts = (startMs: number): IdParts => {
  const random = randomBytes(5).toString('hex');
  return {
    head: `${startMs.toString(16).padStart(12, '0')}7${random.slice(0, 3)}8`,
    tail: random.slice(3),
  };
};

/** SQL for the id of row `counter`, with the parts passed as parameters `head` and `tail`. */
const orderedId = (head: string, tail: string, counter: string) =>
  `(${head} || lpad(to_hex(${counter}), 8, '0') || ${tail})::uuid`;

const firstFilled = (column: string, empty: string) =>
  `(array_agg(s.${column} order by s.row_no) filter (where s.${column} is not null and s.${column} <> ${empty}))[1]`;

/**
 * One row per person of the file: a lone row as it is; a group takes its first row's values and
 * fills their gaps from the later rows (the names travel together, so do LinkedIn key and URL).
 */
export const buildPeople = async (client: SqlClient, startMs: number) => {
  const person = idParts(startMs);
  const link = idParts(startMs);
  const list = (column: string) => `coalesce(string_to_array(${column}, chr(31)), '{}')`;
  await client.query(
    `create temp table csv_import_person on commit drop as
    with single as (
      select s.row_no as grp, 1 as row_count, ${FIELDS.map((f) => `s.${f}`).join(', ')},
        ${list('s.phone_numbers')} as phone_numbers, ${list('s.skills')} as skills,
        coalesce(s.custom_values, '{}'::jsonb) as custom_values
      from ${STAGE} s where not exists (select 1 from csv_import_link k where k.row_no = s.row_no)
    ), grouped as (
      select k.grp, count(*)::int as row_count,
        (array_agg(s.first_name order by s.row_no) filter (where s.first_name <> '' or s.last_name <> ''))[1] as first_name,
        (array_agg(s.last_name order by s.row_no) filter (where s.first_name <> '' or s.last_name <> ''))[1] as last_name,
        ${FIELDS.slice(2)
          .map((f) => `${firstFilled(f, "''")} as ${f}`)
          .join(',\n        ')},
        ${firstFilled('phone_numbers', "''")} as phone_numbers,
        ${firstFilled('skills', "''")} as skills
      from csv_import_link k join ${STAGE} s on s.row_no = k.row_no group by k.grp
    ), grouped_custom as (
      select k.grp, jsonb_object_agg(e.key, e.value order by s.row_no desc) as custom_values
      from csv_import_link k join ${STAGE} s on s.row_no = k.row_no
      cross join lateral jsonb_each(s.custom_values) e group by k.grp
    ), people as (
      select * from single
      union all
      select g.grp, g.row_count, coalesce(g.first_name, ''), coalesce(g.last_name, ''),
        coalesce(g.full_name, ''), ${FIELDS.slice(3)
          .map((f) => `g.${f}`)
          .join(', ')},
        ${list('g.phone_numbers')}, ${list('g.skills')}, coalesce(c.custom_values, '{}'::jsonb)
      from grouped g left join grouped_custom c on c.grp = g.grp
    )
    select p.*, coalesce(m.candidate_id, ${orderedId('$1', '$2', 'p.grp')}) as candidate_id,
      m.candidate_id is not null as existed, ${orderedId('$3', '$4', 'p.grp')} as link_id
    from people p left join csv_import_match m on m.grp = p.grp`,
    [person.head, person.tail, link.head, link.tail],
  );
  // Statistics of the columns later statements filter and join on only: the text columns would
  // cost more to sample than everything they could change in a plan.
  await client.query('analyze csv_import_person (grp, existed, candidate_id)');
};
