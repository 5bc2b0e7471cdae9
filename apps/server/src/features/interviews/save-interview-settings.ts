import type { InterviewDesign } from '@hirelane/domain/interviews/interview-design.schema';
import type { InterviewSettings } from '@hirelane/domain/interviews/interview-settings.schema';
import type { AppContext } from '../../app-context';
import type { TenantContext } from '../../http/request-context';
import { saveInterviewDesign } from './interview-design-store';
import { toInterviewDesign } from './interview-design-view';
import { loadInterviewProject } from './interview-project';

/** Saves the interview settings (validated by the route's schema). */
export const saveInterviewSettings = async (
  app: AppContext,
  tenant: TenantContext,
  userId: string,
  projectId: string,
  settings: InterviewSettings,
): Promise<InterviewDesign> =>
  app.db.transaction(async (tx) => {
    await loadInterviewProject(tx, tenant, projectId, { edit: true, lock: true });
    const row = await saveInterviewDesign(tx, tenant.workspaceId, projectId, userId, { settings });
    return toInterviewDesign(app, row);
  });
