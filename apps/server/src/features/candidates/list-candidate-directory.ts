import {
  DIRECTORY_EXACT_COUNT_LIMIT,
  type CandidateDirectoryPage,
  type CandidateDirectoryQuery,
  type DirectoryRow,
} from '@hirelane/domain/candidates/candidate-directory.schema';
import type { CandidateStage } from '@hirelane/domain/pipeline/stages';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { decodeDirectoryCursor, encodeDirectoryCursor } from './candidate-directory-cursor';
import {
  countDirectoryRows,
  listDirectoryRows,
  type DirectoryDbRow,
  type DirectoryFilter,
} from './candidate-directory-store';

/**
 * GET /api/candidates: one page of the people the caller may see (owners and admins: everyone
 * of the workspace; members: people in at least one of their projects, with only those projects
 * listed). A named project must be visible (404 otherwise).
 */
export const listCandidateDirectory = async (
  db: Database,
  tenant: TenantContext,
  query: CandidateDirectoryQuery,
): Promise<CandidateDirectoryPage> => {
  const cursor = query.cursor ? decodeDirectoryCursor(query.cursor, query.sort) : null;
  const filter = await directoryFilterOf(db, tenant, query);
  const [rows, total] = await Promise.all([
    listDirectoryRows(db, filter, query.sort, cursor, query.limit + 1),
    countDirectoryRows(db, filter),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toRow),
    next_cursor:
      rows.length > query.limit && last
        ? encodeDirectoryCursor({
            sort: query.sort,
            key: query.sort === 'name' ? last.sort_name : last.added_key,
            id: last.id,
          })
        : null,
    total: Math.min(total, DIRECTORY_EXACT_COUNT_LIMIT),
    total_capped: total > DIRECTORY_EXACT_COUNT_LIMIT,
    can_erase: tenant.permissions.includes('candidate:erase'),
    can_merge: tenant.permissions.includes('candidate:merge'),
  };
};

/** The caller's filter for a directory query; a named project must be visible (404 otherwise). */
export const directoryFilterOf = async (
  db: Database,
  tenant: TenantContext,
  query: Pick<CandidateDirectoryQuery, 'q' | 'project' | 'stage' | 'source' | 'contact'>,
): Promise<DirectoryFilter> => {
  if (query.project) await loadProjectAccess(db, tenant, query.project);
  return {
    workspaceId: tenant.workspaceId,
    memberId: seesEveryProject(tenant.role) ? null : tenant.memberId,
    q: (query.q ?? '').toLowerCase(),
    projectId: query.project ?? null,
    stage: query.stage ?? null,
    source: query.source ?? null,
    contact: query.contact ?? null,
  };
};

const toRow = (row: DirectoryDbRow): DirectoryRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  title: row.title,
  company: row.company,
  source: row.source,
  added_at: new Date(row.added_at).toISOString(),
  last_activity_at: new Date(row.last_activity_at).toISOString(),
  projects: row.projects.map((p) => ({ id: p.id, name: p.name, stage: p.stage as CandidateStage })),
  contact: {
    do_not_contact: row.do_not_contact,
    unsubscribed: row.unsubscribed,
    bounced: row.bounced,
  },
});
