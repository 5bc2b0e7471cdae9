import { randomBytes } from 'node:crypto';
import type { SqlClient } from '../../db/transaction';
import type { CandidateStage, SubStage } from '@hirelane/domain/pipeline/stages';
import { STAGING_TABLE } from './csv-staging';

export type CsvMergeTarget = {
  workspaceId: string;
  projectId: string;
  userId: string | null;
  stage: CandidateStage;
  subStage: SubStage | null;
};

export type CsvMergeCounts = { created: number; updated: number; merged: number };

/**
 * Serialises writers of one workspace's candidates: the same e-mail arriving from two imports at
 * once would otherwise race between "is it there?" and "insert it".
 */
export const lockWorkspaceCandidates = async (client: SqlClient, workspaceId: string) => {
  await client.query(`select pg_advisory_xact_lock(hashtext('candidates:' || $1::text))`, [
    workspaceId,
  ]);
};

const STAGE = STAGING_TABLE;

/**
 * Rows sharing an e-mail or a LinkedIn key — directly or through a chain of rows — are one person.
 * Only rows whose key appears twice need grouping; labels spread (smallest row number wins) until
 * nothing changes. Every other row is its own group.
 */
const groupDuplicateRows = async (client: SqlClient) => {
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
const matchExistingPeople = async (client: SqlClient, workspaceId: string) => {
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

const FIELDS = [
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

const firstFilled = (column: string, empty: string) =>
  `(array_agg(s.${column} order by s.row_no) filter (where s.${column} is not null and s.${column} <> ${empty}))[1]`;

/**
 * One row per person of the file: a lone row as it is; a group takes its first row's values and
 * fills their gaps from the later rows (the names travel together, so do LinkedIn key and URL).
 */
const buildPeople = async (client: SqlClient, startMs: number) => {
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

const fillExistingPeople = async (client: SqlClient, workspaceId: string) => {
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
     from (select distinct on (candidate_id) * from csv_import_person where existed
           order by candidate_id, grp) p
     where c.id = p.candidate_id and c.workspace_id = $1`,
    [workspaceId],
  );
};

const insertNewPeople = async (client: SqlClient, workspaceId: string): Promise<number> => {
  const columns = [...FIELDS, 'phone_numbers', 'skills'];
  const inserted = await client.query(
    `insert into candidate (id, workspace_id, source, ${columns.join(', ')})
     select candidate_id, $1, 'csv', ${columns.join(', ')} from csv_import_person where not existed`,
    [workspaceId],
  );
  return inserted.rowCount ?? 0;
};

/**
 * Adds the file's new people to the project at its entry stage. Entering is not a move, so it
 * writes no stage history: the link's added_at and added_by are the entry. New people cannot be
 * in the project yet: a plain insert, ids chosen up front.
 */
const addNewPeople = (client: SqlClient, values: unknown[]) =>
  client.query(
    `insert into project_candidate
       (id, workspace_id, project_id, candidate_id, stage, sub_stage, source, custom_values, added_by_user_id)
     select link_id, $1, $2, candidate_id, $3, $4, 'csv', custom_values, $5
     from csv_import_person where not existed`,
    values,
  );

/**
 * Adds the workspace's people the file matched to the project unless they are in it already;
 * those keep their stage and custom values, and get the empty values filled. Returns how many
 * were in it already (a link is unique per project and person).
 */
const addExistingPeople = async (client: SqlClient, values: unknown[]): Promise<number> => {
  const known = await client.query(
    `create temp table csv_import_known on commit drop as
     select pc.id, pc.candidate_id from project_candidate pc
     where pc.workspace_id = $1 and pc.project_id = $2
       and pc.candidate_id in (select candidate_id from csv_import_person where existed)`,
    values.slice(0, 2),
  );
  await client.query(
    `insert into project_candidate
       (workspace_id, project_id, candidate_id, stage, sub_stage, source, custom_values, added_by_user_id)
     select $1, $2, p.candidate_id, $3, $4, 'csv', p.custom_values, $5
     from (select distinct on (candidate_id) candidate_id, custom_values from csv_import_person
           where existed order by candidate_id, grp) p
     on conflict (project_id, candidate_id) do nothing`,
    values,
  );
  await client.query(
    `update project_candidate pc set custom_values = p.custom_values || jsonb_strip_nulls(pc.custom_values)
     from (select distinct on (candidate_id) candidate_id, custom_values from csv_import_person
           where existed and custom_values <> '{}'::jsonb order by candidate_id, grp) p
     where pc.id in (select id from csv_import_known) and pc.candidate_id = p.candidate_id`,
  );
  return known.rowCount ?? 0;
};

type Step = (name: string, work: () => Promise<unknown>) => Promise<void>;

/**
 * Merges the staged rows into the workspace's candidates and the project's pipeline with a few
 * set-based statements inside the caller's transaction. Counts: created (new person), updated
 * (person already in this project), merged (any other valid row: a person of the workspace, or a
 * second row of the same person).
 */
export const mergeStagedRows = async (
  client: SqlClient,
  target: CsvMergeTarget,
  /** How many rows were copied into the staging table. */
  valid: number,
  onStep?: (name: string, ms: number) => void,
): Promise<CsvMergeCounts> => {
  const step: Step = async (name, work) => {
    const started = performance.now();
    await work();
    onStep?.(name, performance.now() - started);
  };
  await client.query(`set local work_mem = '64MB'`);
  await client.query(`analyze ${STAGE} (row_no, email, linkedin_key)`);
  await lockWorkspaceCandidates(client, target.workspaceId);
  await step('group duplicates', () => groupDuplicateRows(client));
  let matched = 0;
  await step('match existing', async () => {
    matched = await matchExistingPeople(client, target.workspaceId);
  });
  const startMs = Date.now();
  await step('build people', () => buildPeople(client, startMs));
  // A file of new people only (the usual first import) skips every pass over the existing ones.
  if (matched > 0)
    await step('fill existing', () => fillExistingPeople(client, target.workspaceId));
  let created = 0;
  await step('insert candidates', async () => {
    created = await insertNewPeople(client, target.workspaceId);
  });
  const values = [
    target.workspaceId,
    target.projectId,
    target.stage,
    target.subStage,
    target.userId,
  ];
  await step('insert pipeline rows', () => addNewPeople(client, values));
  const updated = matched > 0 ? await addExistingPeople(client, values) : 0;
  return { created, updated, merged: valid - created - updated };
};
