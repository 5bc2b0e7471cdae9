import { finished } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { SqlClient } from '../../db/transaction';
import { lockWorkspaceCandidates } from './candidate-merge-store';

/*
 * Bulk writes of synthetic talent-pool people (the seeder, decision 028): COPY into a temporary
 * table, then one INSERT … SELECT that skips whoever is already there. Raw SQL lives here because
 * `candidate` belongs to this feature (decision 018).
 */

const STAGE = 'talent_pool_stage';

/** The staged columns, in the order of each COPY line. */
export const TALENT_POOL_COLUMNS = [
  'id',
  'pool_key',
  'first_name',
  'last_name',
  'full_name',
  'email',
  'linkedin_key',
  'linkedin_url',
  'phone_numbers',
  'current_company',
  'designation',
  'current_city',
  'country',
  'normalized_title',
  'skills',
  'summary',
  'experience',
  'education',
] as const;

const STAGE_TYPES: Record<(typeof TALENT_POOL_COLUMNS)[number], string> = {
  id: 'uuid not null',
  pool_key: 'text not null',
  first_name: 'text not null',
  last_name: 'text not null',
  full_name: 'text not null',
  email: 'text',
  linkedin_key: 'text',
  linkedin_url: 'text',
  phone_numbers: 'text[] not null',
  current_company: 'text',
  designation: 'text',
  current_city: 'text',
  country: 'text',
  normalized_title: 'text',
  skills: 'text[] not null',
  summary: 'text',
  experience: 'jsonb not null',
  education: 'jsonb not null',
};

/**
 * The session's staging table; its rows go at each commit. Call once per connection. Commits of
 * this session do not wait for the WAL flush: a crash loses at most the last batches, which a
 * re-run with the same seed writes again.
 */
export const createTalentPoolStage = async (client: SqlClient): Promise<void> => {
  await client.query(`set synchronous_commit = off`);
  const columns = TALENT_POOL_COLUMNS.map((name) => `${name} ${STAGE_TYPES[name]}`).join(', ');
  await client.query(`create temp table if not exists ${STAGE} (${columns}) on commit delete rows`);
};

/**
 * One batch in one transaction: the COPY lines (text format, columns as TALENT_POOL_COLUMNS) are
 * staged, then inserted as `source` people of the workspace. A row whose pool key, e-mail or
 * LinkedIn key the workspace already holds is skipped (decision 006: that is the same person).
 * Answers how many were inserted.
 */
export const writeTalentPoolBatch = async (
  client: SqlClient,
  workspaceId: string,
  source: string,
  lines: string,
): Promise<number> => {
  await client.query('begin');
  try {
    const stream = client.query(copyFrom(`copy ${STAGE} from stdin`));
    stream.end(lines);
    await finished(stream);
    await lockWorkspaceCandidates(client, workspaceId);
    const columns = TALENT_POOL_COLUMNS.join(', ');
    const inserted = await client.query(
      `insert into candidate (workspace_id, source, ${columns})
       select $1, $2, ${columns} from ${STAGE}
       on conflict do nothing`,
      [workspaceId, source],
    );
    await client.query('commit');
    return inserted.rowCount ?? 0;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
};

export type RelationSize = { name: string; bytes: number };

/**
 * Disk size of `candidate` (with its indexes and TOAST) and of every table whose name says it
 * serves the search (found by name, so a search table added later is counted too).
 */
export const talentPoolDiskSizes = async (client: SqlClient): Promise<RelationSize[]> => {
  const result = await client.query<{ name: string; bytes: string }>(
    `select c.relname as name, pg_total_relation_size(c.oid) as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'm', 'p')
        and (c.relname = 'candidate'
             or (c.relname like '%search%' and c.relname <> 'saved_search'))
      order by c.relname = 'candidate' desc, c.relname`,
  );
  return result.rows.map((row) => ({ name: row.name, bytes: Number(row.bytes) }));
};
