import { sql } from 'drizzle-orm';
import type { SuppressionKey } from '@hirelane/domain/candidates/suppression';
import type { Executor } from '../../db/client';
import type { SqlClient } from '../../db/transaction';

/*
 * The suppression list of erased people (decision 036). Hashes are computed here, in SQL, from
 * the workspace's salt: the same expression serves one person (a form) and a whole CSV staging
 * table, and the salt never leaves the database.
 */

/** SHA-256 hex of `salt:kind:value`; `salt`, `kind` and `value` are SQL expressions. */
const hashSql = (salt: string, kind: string, value: string) =>
  `encode(sha256(convert_to(${salt} || ':' || ${kind} || ':' || ${value}, 'UTF8')), 'hex')`;

export type SuppressionMatch = { id: string; erasedAt: Date };

export type SuppressionRow = {
  id: string;
  kinds: string[];
  erasedAt: Date;
  erasedBy: { firstName: string; lastName: string } | null;
  liftedAt: Date | null;
  liftedBy: { firstName: string; lastName: string } | null;
};

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/** The workspace's salt, made (random, 256 bits) the first time someone is erased there. */
export const ensureSuppressionSalt = async (tx: Executor, workspaceId: string): Promise<void> => {
  await tx.execute(sql`
    insert into suppression_salt (workspace_id, salt)
    values (${workspaceId}, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
    on conflict (workspace_id) do nothing`);
};

const keyArrays = (keys: SuppressionKey[]) => ({
  kinds: sql.param(keys.map((key) => key.kind)),
  values: sql.param(keys.map((key) => key.value)),
});

/** Records an erased person's identifiers as hashes; the salt must exist. */
export const insertSuppression = async (
  tx: Executor,
  workspaceId: string,
  keys: SuppressionKey[],
  userId: string,
): Promise<{ id: string; erasedAt: Date }> => {
  const { kinds, values } = keyArrays(keys);
  const result = await tx.execute<{ id: string; erased_at: Date | string }>(sql`
    insert into suppression (workspace_id, hashes, kinds, erased_by_user_id)
    select ${workspaceId},
           coalesce(array_agg(${sql.raw(hashSql('k.salt', 'x.kind', 'x.value'))}), '{}'),
           coalesce(array(select distinct unnest(${kinds}::text[]) order by 1), '{}'),
           ${userId}
      from suppression_salt k, unnest(${kinds}::text[], ${values}::text[]) as x(kind, value)
     where k.workspace_id = ${workspaceId}
     group by k.salt
    returning id, erased_at`);
  const row = result.rows[0];
  if (!row) throw new Error('the suppression salt is missing');
  return { id: row.id, erasedAt: toDate(row.erased_at) };
};

/** The newest suppression in force that matches any of these identifiers, if any. */
export const findSuppressionOf = async (
  db: Executor,
  workspaceId: string,
  keys: SuppressionKey[],
): Promise<SuppressionMatch | null> => {
  if (keys.length === 0) return null;
  const { kinds, values } = keyArrays(keys);
  const result = await db.execute<{ id: string; erased_at: Date | string }>(sql`
    select s.id, s.erased_at from suppression s
     where s.workspace_id = ${workspaceId} and s.lifted_at is null
       and s.hashes && (
         select coalesce(array_agg(${sql.raw(hashSql('k.salt', 'x.kind', 'x.value'))}), '{}')
           from suppression_salt k, unnest(${kinds}::text[], ${values}::text[]) as x(kind, value)
          where k.workspace_id = ${workspaceId})
     order by s.erased_at desc limit 1`);
  const row = result.rows[0];
  return row ? { id: row.id, erasedAt: toDate(row.erased_at) } : null;
};

/**
 * Which of these people a suppression in force matches (any of their identifiers), in one query
 * for a whole batch of the engine, whatever their workspaces: the candidate ids.
 */
export const findSuppressedPeople = async (
  db: Executor,
  people: { workspaceId: string; candidateId: string; keys: SuppressionKey[] }[],
): Promise<Set<string>> => {
  const rows = people.flatMap((person) =>
    person.keys.map((key) => ({
      workspace_id: person.workspaceId,
      candidate_id: person.candidateId,
      kind: key.kind,
      value: key.value,
    })),
  );
  if (rows.length === 0) return new Set();
  const result = await db.execute<{ candidate_id: string }>(sql`
    with x as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(workspace_id uuid, candidate_id uuid, kind text, value text)),
    h as (
      select x.workspace_id, x.candidate_id,
             array_agg(${sql.raw(hashSql('k.salt', 'x.kind', 'x.value'))}) as hashes
        from x join suppression_salt k on k.workspace_id = x.workspace_id
       group by x.workspace_id, x.candidate_id)
    select h.candidate_id from h
     where exists (select 1 from suppression s
                    where s.workspace_id = h.workspace_id and s.lifted_at is null
                      and s.hashes && h.hashes)`);
  return new Set(result.rows.map((row) => row.candidate_id));
};

type RawRow = {
  id: string;
  kinds: string[];
  erased_at: Date | string;
  lifted_at: Date | string | null;
  erased_first: string | null;
  erased_last: string | null;
  lifted_first: string | null;
  lifted_last: string | null;
};

const person = (first: string | null, last: string | null) =>
  first === null ? null : { firstName: first, lastName: last ?? '' };

const fromRaw = (row: RawRow): SuppressionRow => ({
  id: row.id,
  kinds: row.kinds,
  erasedAt: toDate(row.erased_at),
  erasedBy: person(row.erased_first, row.erased_last),
  liftedAt: row.lifted_at === null ? null : toDate(row.lifted_at),
  liftedBy: person(row.lifted_first, row.lifted_last),
});

const selectRows = sql`
  select s.id, s.kinds, s.erased_at, s.lifted_at,
         case when e.id is not null then coalesce(nullif(e.first_name, ''), e.name) end
           as erased_first, e.last_name as erased_last,
         case when l.id is not null then coalesce(nullif(l.first_name, ''), l.name) end
           as lifted_first, l.last_name as lifted_last
    from suppression s
    left join "user" e on e.id = s.erased_by_user_id
    left join "user" l on l.id = s.lifted_by_user_id`;

/** The workspace's suppressions, newest first (at most `limit`). */
export const listSuppressions = async (
  db: Executor,
  workspaceId: string,
  limit: number,
): Promise<SuppressionRow[]> => {
  const result = await db.execute<RawRow>(sql`${selectRows}
     where s.workspace_id = ${workspaceId}
     order by s.erased_at desc, s.id limit ${limit}`);
  return result.rows.map(fromRaw);
};

export const findSuppressionRow = async (
  db: Executor,
  workspaceId: string,
  suppressionId: string,
): Promise<SuppressionRow | null> => {
  const result = await db.execute<RawRow>(sql`${selectRows}
     where s.workspace_id = ${workspaceId} and s.id = ${suppressionId}`);
  const row = result.rows[0];
  return row ? fromRaw(row) : null;
};

/** Lifts a suppression in force; answers false when there was none to lift. */
export const markSuppressionLifted = async (
  tx: Executor,
  workspaceId: string,
  suppressionId: string,
  userId: string,
): Promise<boolean> => {
  const result = await tx.execute(sql`
    update suppression set lifted_at = now(), lifted_by_user_id = ${userId}
     where workspace_id = ${workspaceId} and id = ${suppressionId} and lifted_at is null`);
  return (result.rowCount ?? 0) > 0;
};

/**
 * Removes the staged CSV rows of suppressed people (their e-mail, a phone or their LinkedIn key
 * matches a suppression in force) before the merge; answers how many rows were skipped. The
 * phone digits are the SQL twin of the domain's `phoneDigits`.
 */
export const deleteSuppressedStagedRows = async (
  client: SqlClient,
  workspaceId: string,
  stagingTable: string,
  phoneSeparator: string,
): Promise<number> => {
  const active = await client.query<{ salt: string }>(
    `select k.salt from suppression_salt k
      where k.workspace_id = $1
        and exists (select 1 from suppression s where s.workspace_id = $1 and s.lifted_at is null)`,
    [workspaceId],
  );
  const salt = active.rows[0]?.salt;
  if (salt === undefined) return 0;
  const hash = (kind: string, value: string) => hashSql('$2::text', `'${kind}'`, value);
  const phones = `(select coalesce(array_agg(${hash('phone', 'd')}), '{}') from (
      select regexp_replace(p, '\\D', '', 'g') as d
        from unnest(string_to_array(st.phone_numbers, $3)) as p) digits
     where length(d) >= 7)`;
  const deleted = await client.query(
    `with hashes as (
       select unnest(hashes) as h from suppression where workspace_id = $1 and lifted_at is null
     )
     delete from ${stagingTable} st
      where (st.email is not null and ${hash('email', 'st.email')} in (select h from hashes))
         or (st.linkedin_key is not null
             and ${hash('linkedin', 'st.linkedin_key')} in (select h from hashes))
         or (st.phone_numbers is not null
             and ${phones} && array(select h from hashes))`,
    [workspaceId, salt, phoneSeparator],
  );
  return deleted.rowCount ?? 0;
};
