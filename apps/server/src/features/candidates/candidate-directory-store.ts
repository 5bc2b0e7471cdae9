import { sql, type SQL } from 'drizzle-orm';
import type {
  DirectoryContactFilter,
  DirectorySort,
} from '@hirelane/domain/candidates/candidate-directory.schema';
import { DIRECTORY_EXACT_COUNT_LIMIT } from '@hirelane/domain/candidates/candidate-directory.schema';
import type { Executor } from '../../db/client';
import type { DirectoryCursor } from './candidate-directory-cursor';

/**
 * The candidates directory (decision 038): one row per person of the workspace, walked in the
 * order of a (workspace_id, key, id) index of candidate and filtered on the way, so a page costs
 * the rows it reads, not the workspace's size.
 */

export type DirectoryFilter = {
  workspaceId: string;
  /** null: owners and admins (every project); else the member whose projects count. */
  memberId: string | null;
  /** Lower-cased, trimmed; empty: no search. */
  q: string;
  /** Already checked visible. */
  projectId: string | null;
  stage: string | null;
  source: string | null;
  contact: DirectoryContactFilter | null;
  /** Only these people (a bulk action's selection). */
  ids?: readonly string[];
};

export type DirectoryDbRow = {
  id: string;
  name: string;
  email: string | null;
  title: string | null;
  company: string | null;
  source: string;
  added_at: Date;
  added_key: string;
  sort_name: string;
  last_activity_at: Date;
  do_not_contact: boolean;
  unsubscribed: boolean;
  bounced: boolean;
  projects: { id: string; name: string; stage: string }[];
};

/** A project link the caller may see (pc is project_candidate). */
const visibleLink = (memberId: string | null): SQL =>
  memberId === null
    ? sql`true`
    : sql`pc.project_id in (select pm.project_id from project_member pm
        where pm.workspace_member_id = ${memberId})`;

const stopped = (reason: 'unsubscribed' | 'bounced'): SQL =>
  sql`exists (select 1 from campaign_enrollment e where e.candidate_id = c.id and e.stop_reason = ${reason})`;

const contactCondition = (contact: DirectoryContactFilter): SQL => {
  switch (contact) {
    case 'do_not_contact':
      return sql`c.do_not_contact_at is not null`;
    case 'unsubscribed':
      return stopped('unsubscribed');
    case 'bounced':
      return stopped('bounced');
    case 'contactable':
      return sql`c.do_not_contact_at is null and not ${stopped('bounced')}`;
  }
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * Name (trigram index on the folded name), current company and title (the search index's
 * tsvectors), or the exact e-mail (the unique index). Matches people the search index holds;
 * a big import's people join it within seconds (decision 027's pending queue).
 */
const searchCondition = (workspaceId: string, q: string): SQL =>
  sql`(c.id in (select s.candidate_id from candidate_search s
        where s.workspace_id = ${workspaceId}
          and (s.name_folded like '%' || hl_fold(${escapeLike(q)}) || '%'
               or s.company_text @@ hl_phrase_query(${q})
               or s.title_text @@ hl_phrase_query(${q})))
      or c.email = ${q})`;

export const directoryWhere = (filter: DirectoryFilter): SQL => {
  const parts: SQL[] = [sql`c.workspace_id = ${filter.workspaceId}`];
  const link: SQL[] = [sql`pc.candidate_id = c.id`, visibleLink(filter.memberId)];
  if (filter.projectId) link.push(sql`pc.project_id = ${filter.projectId}`);
  if (filter.stage) link.push(sql`pc.stage = ${filter.stage}`);
  if (filter.memberId !== null || filter.projectId || filter.stage)
    parts.push(
      sql`exists (select 1 from project_candidate pc where ${sql.join(link, sql` and `)})`,
    );
  if (filter.source) parts.push(sql`c.source = ${filter.source}`);
  if (filter.contact) parts.push(contactCondition(filter.contact));
  if (filter.q) parts.push(searchCondition(filter.workspaceId, filter.q));
  if (filter.ids) parts.push(sql`c.id = any(${sql.param([...filter.ids])}::uuid[])`);
  return sql.join(parts, sql` and `);
};

const afterCursor = (sort: DirectorySort, cursor: DirectoryCursor | null): SQL => {
  if (!cursor) return sql`true`;
  return sort === 'name'
    ? sql`(c.full_name, c.id) > (${cursor.key}, ${cursor.id}::uuid)`
    : sql`(c.created_at, c.id) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`;
};

const orderBy = (sort: DirectorySort): SQL =>
  sort === 'name' ? sql`c.full_name asc, c.id asc` : sql`c.created_at desc, c.id desc`;

/** The page's statement; exported for the plan check of the tests. */
export const directoryPageStatement = (
  filter: DirectoryFilter,
  sort: DirectorySort,
  cursor: DirectoryCursor | null,
  limit: number,
): SQL => sql`
  select c.id,
         coalesce(nullif(c.full_name, ''), trim(c.first_name || ' ' || c.last_name)) as name,
         c.email, c.designation as title, c.current_company as company, c.source,
         c.created_at as added_at,
         to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as added_key,
         c.full_name as sort_name,
         greatest(c.updated_at, links.last_at) as last_activity_at,
         c.do_not_contact_at is not null as do_not_contact,
         ${stopped('unsubscribed')} as unsubscribed,
         ${stopped('bounced')} as bounced,
         coalesce(links.projects, '[]'::jsonb) as projects
    from (select c.* from candidate c
           where ${directoryWhere(filter)} and ${afterCursor(sort, cursor)}
           order by ${orderBy(sort)} limit ${limit}) c
    left join lateral (
      select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'stage', pc.stage)
                       order by pc.added_at desc) as projects,
             max(greatest(pc.added_at, pc.stage_changed_at)) as last_at
        from project_candidate pc join project p on p.id = pc.project_id
       where ${visibleLink(filter.memberId)} and pc.candidate_id = c.id
    ) links on true
   order by ${orderBy(sort)}`;

export const listDirectoryRows = async (
  db: Executor,
  filter: DirectoryFilter,
  sort: DirectorySort,
  cursor: DirectoryCursor | null,
  limit: number,
): Promise<DirectoryDbRow[]> =>
  (await db.execute<DirectoryDbRow>(directoryPageStatement(filter, sort, cursor, limit))).rows;

/** The matches, counted up to one past the limit (more than that is shown as "1,000+"). */
export const countDirectoryRows = async (
  db: Executor,
  filter: DirectoryFilter,
): Promise<number> => {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from (select 1 from candidate c where ${directoryWhere(filter)}
      limit ${DIRECTORY_EXACT_COUNT_LIMIT + 1}) as matches`);
  return result.rows[0]?.total ?? 0;
};

/** Of these ids, the people the caller sees in the directory (unknown and hidden ones are absent). */
export const findDirectoryPeople = async (
  db: Executor,
  scope: { workspaceId: string; memberId: string | null },
  candidateIds: readonly string[],
): Promise<{ id: string; source: string }[]> => {
  if (candidateIds.length === 0) return [];
  const filter: DirectoryFilter = {
    ...scope,
    q: '',
    projectId: null,
    stage: null,
    source: null,
    contact: null,
  };
  const result = await db.execute<{ id: string; source: string }>(sql`
    select c.id, c.source from candidate c
     where ${directoryWhere(filter)} and c.id = any(${sql.param([...candidateIds])}::uuid[])
     order by c.id`);
  return result.rows;
};
