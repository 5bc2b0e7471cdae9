import { buildPipelineFunnel } from '@hirelane/domain/insights/pipeline-funnel';
import type { PipelineFunnel } from '@hirelane/domain/insights/pipeline-funnel.schema';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../http/request-context';
import { loadProjectAccess } from '../projects/project-access';
import { countStagePaths } from './funnel-store';

/** The project's pipeline as a funnel: who reached each step, and the conversion between steps. */
export const getPipelineFunnel = async (
  db: Database,
  tenant: TenantContext,
  projectId: string,
): Promise<PipelineFunnel> => {
  const { project } = await loadProjectAccess(db, tenant, projectId);
  const paths = await countStagePaths(db, tenant.workspaceId, projectId);
  return buildPipelineFunnel(project.agent as ProjectAgent, paths);
};
