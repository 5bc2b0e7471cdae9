import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';
import type { InterviewPlan } from '@hirelane/domain/interviews/interview-plan.schema';
import type { InterviewSettings } from '@hirelane/domain/interviews/interview-settings.schema';
import { PLAN_REQUIRED_MESSAGE } from '@hirelane/domain/interviews/invitations.schema';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { Executor } from '../../../db/client';
import { unprocessable } from '../../../http/http-error';
import type { TenantContext } from '../../../http/request-context';
import { requireProjectPermission, type ProjectAccess } from '../../projects/project-access';
import { findWorkspace } from '../../workspaces/workspace-store';
import { findInterviewDesign } from '../interview-design-store';
import { loadInterviewJob, loadInterviewProject } from '../interview-project';

export type InvitationContext = {
  access: ProjectAccess;
  job: JobInput;
  workspaceName: string;
  /** The saved plan; null when none is saved yet. */
  plan: InterviewPlan | null;
  settings: InterviewSettings;
};

/**
 * The charlie project an invitation belongs to, with its job, plan and settings. `act`: the caller
 * changes the pipeline (send, resend, revoke) and needs the pipeline's edit right.
 */
export const loadInvitationContext = async (
  db: Executor,
  tenant: TenantContext,
  projectId: string,
  options: { act?: boolean; lock?: boolean } = {},
): Promise<InvitationContext> => {
  const access = await loadInterviewProject(db, tenant, projectId, { lock: options.lock ?? false });
  if (options.act) requireProjectPermission(access, 'project:candidates:edit');
  const design = await findInterviewDesign(db, tenant.workspaceId, projectId);
  const workspace = await findWorkspace(db, tenant.workspaceId);
  return {
    access,
    job: await loadInterviewJob(db, tenant.workspaceId, access),
    workspaceName: workspace?.name ?? '',
    plan: design?.plan ?? null,
    settings: design?.settings ?? DEFAULT_INTERVIEW_SETTINGS,
  };
};

/** The plan an invitation copies; 422 when the recruiter has not saved one. */
export const requirePlan = (context: InvitationContext): InterviewPlan => {
  if (!context.plan) throw unprocessable(PLAN_REQUIRED_MESSAGE);
  return context.plan;
};
