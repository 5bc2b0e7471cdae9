import type { InterviewDesign } from '@hirelane/domain/interviews/interview-design.schema';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { saveInterviewDesign } from './interview-design-store';
import { toInterviewDesign } from './interview-design-view';
import { loadInterviewProject } from './interview-project';

/** Saves the plan as the recruiter edited it (validated by the route's schema). */
export const saveInterviewPlan = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  plan: InterviewPlan,
): Promise<InterviewDesign> =>
  app.db.transaction(async (tx) => {
    await loadInterviewProject(tx, tenant, projectId, { edit: true, lock: true });
    const row = await saveInterviewDesign(tx, tenant.workspaceId, projectId, userId, { plan });
    return toInterviewDesign(app, row);
  });
