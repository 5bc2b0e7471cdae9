import type { InterviewDesign } from '@hirelane/domain/interviews/interview-design.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { findInterviewDesign } from './interview-design-store';
import { toInterviewDesign } from './interview-design-view';
import { loadInterviewProject } from './interview-project';

/** The plan (null until saved) and settings (defaults until saved) of a charlie project. */
export const getInterviewDesign = async (
  app: AppContext,
  tenant: TenantContext,
  projectId: string,
): Promise<InterviewDesign> => {
  await loadInterviewProject(app.db, tenant, projectId);
  return toInterviewDesign(app, await findInterviewDesign(app.db, tenant.workspaceId, projectId));
};
