import type { CustomField } from '@hirelane/domain/pipeline/custom-field.schema';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { StageCount } from '@hirelane/domain/pipeline/stage-count.schema';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { listCustomFields } from './custom-field-store';
import { countByStage } from './stage-count-store';
import { buildStageCounts } from './stage-counts';

export const getPipelineStages = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
): Promise<{ stages: StageCount[]; custom_fields: CustomField[] }> => {
  const { project } = await loadProjectAccess(db, tenant, projectId);
  const [rows, customFields] = await Promise.all([
    countByStage(db, tenant.workspaceId, projectId),
    listCustomFields(db, tenant.workspaceId, projectId),
  ]);
  return {
    stages: buildStageCounts(project.agent as ProjectAgent, rows),
    custom_fields: customFields,
  };
};
