import { useStageCountsQuery } from '../../projects/api/project-detail';
import { useWorkspaceId } from '../../../lib/use-workspace-id';

/**
 * GET /api/project/{id}/pipeline/stages: stage counts (with sub-stages) and custom fields, under
 * the project's own key, so the tabs and the layout's Pipeline count share one answer.
 */
export const usePipelineStagesQuery = (projectId: string) =>
  useStageCountsQuery(useWorkspaceId(), projectId);
