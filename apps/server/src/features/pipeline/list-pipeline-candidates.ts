import type { z } from 'zod';
import type {
  PipelineCandidate,
  pipelineCandidatesQuery,
} from '@hirelane/domain/pipeline/pipeline.schema';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { listCustomFields } from './custom-field-store';
import { parseCustomFilters } from './custom-filters';
import { listPipelineCandidates } from './pipeline-candidate-store';
import { countByStage } from './stage-count-store';

export type PipelineCandidatesQuery = z.infer<typeof pipelineCandidatesQuery>;

export const listCandidatesOfPipeline = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
  query: PipelineCandidatesQuery,
): Promise<{ items: PipelineCandidate[]; total: number }> => {
  await loadProjectAccess(db, tenant, projectId);
  const hasCustomFilters = Object.keys(query).some((key) => key.startsWith('cf.'));
  const fields = hasCustomFilters ? await listCustomFields(db, tenant.workspaceId, projectId) : [];
  const { filters: custom, errors } = parseCustomFilters(query, fields);
  if (errors.length > 0) throw unprocessable('Some filters are not valid.', errors);
  const stage = query.stage === 'all' ? undefined : query.stage;
  // Stage tabs without other filters are the common case: their total is a stage count.
  const countedByStage =
    !query.source && !query.q && custom.length === 0
      ? countByStage(db, tenant.workspaceId, projectId).then((rows) =>
          rows
            .filter(
              (row) =>
                (!stage || row.stage === stage) &&
                (!query.sub_stage || row.subStage === query.sub_stage),
            )
            .reduce((total, row) => total + row.count, 0),
        )
      : undefined;
  return listPipelineCandidates(
    db,
    tenant.workspaceId,
    projectId,
    {
      stage,
      subStage: query.sub_stage,
      source: query.source,
      q: query.q || undefined,
      custom,
    },
    { sort: query.sort, order: query.order, offset: query.offset, limit: query.limit },
    countedByStage,
  );
};
