import { Readable } from 'node:stream';
import { csvLine } from '@hirelane/domain/format/csv-cell-escape';
import { STAGE_LABELS, type CandidateStage } from '@hirelane/domain/pipeline/stages';
import { SOURCE_LABELS, type CandidateSource } from '@hirelane/domain/product/candidate-sources';
import { seesEveryProject } from '@hirelane/domain/projects/project-roles';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import type { DirectoryCursor } from './candidate-directory-cursor';
import {
  listDirectoryRows,
  type DirectoryDbRow,
  type DirectoryFilter,
} from './candidate-directory-store';

const CHUNK = 200;

export const EXPORT_HEADER = [
  'Name',
  'E-mail',
  'Title',
  'Company',
  'Source',
  'Projects',
  'Contact status',
  'Added',
  'Last activity',
];

const contactStatus = (row: DirectoryDbRow): string =>
  [
    row.unsubscribed ? 'Unsubscribed' : null,
    row.do_not_contact && !row.unsubscribed ? 'Do not contact' : null,
    row.bounced ? 'Bounced' : null,
  ]
    .filter(Boolean)
    .join('; ') || 'Contactable';

const toLine = (row: DirectoryDbRow): string =>
  csvLine([
    row.name,
    row.email,
    row.title,
    row.company,
    SOURCE_LABELS[row.source as CandidateSource] ?? row.source,
    row.projects.map((p) => `${p.name}: ${STAGE_LABELS[p.stage as CandidateStage]}`).join('; '),
    contactStatus(row),
    new Date(row.added_at).toISOString(),
    new Date(row.last_activity_at).toISOString(),
  ]);

/**
 * The people of a directory filter as CSV lines, read 200 at a time in name order by keyset (the
 * directory's own index), so a workspace of 100k people is never held in memory: the next chunk
 * is read when the response has sent the last one.
 */
export const streamDirectoryCsv = (db: Database, filter: DirectoryFilter): Readable => {
  async function* lines() {
    yield `\uFEFF${csvLine(EXPORT_HEADER)}`;
    let cursor: DirectoryCursor | null = null;
    for (;;) {
      const rows = await listDirectoryRows(db, filter, 'name', cursor, CHUNK);
      for (const row of rows) yield toLine(row);
      const last = rows.at(-1);
      if (rows.length < CHUNK || !last) return;
      cursor = { sort: 'name', key: last.sort_name, id: last.id };
    }
  }
  return Readable.from(lines());
};

/**
 * The selected people as CSV (decision 038): only people the caller sees in the directory, with
 * only their visible projects; every cell formula-safe (csv-cell-escape). Unknown and hidden ids
 * are left out, like the other bulk actions skip them.
 */
export const exportCandidatesCsv = (
  db: Database,
  tenant: TenantContext,
  candidateIds: readonly string[],
): Readable =>
  streamDirectoryCsv(db, {
    workspaceId: tenant.workspaceId,
    memberId: seesEveryProject(tenant.role) ? null : tenant.memberId,
    q: '',
    projectId: null,
    stage: null,
    source: null,
    contact: null,
    ids: [...new Set(candidateIds)],
  });
