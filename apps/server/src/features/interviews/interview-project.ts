import { NOT_CHARLIE_MESSAGE } from '@hirelane/domain/interviews/interview-design.schema';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { Executor } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findJob, toJobInput } from '../projects/job-store';
import {
  loadProjectAccess,
  requireProjectPermission,
  type ProjectAccess,
} from '../projects/project-access';

/**
 * A charlie project as the caller may see it (and change, with `edit`: project settings rights).
 * A ria project has no interview design: 404, like a project the caller cannot see.
 */
export const loadInterviewProject = async (
  db: Executor,
  tenant: TenantContext,
  projectId: string,
  options: { edit?: boolean; lock?: boolean } = {},
): Promise<ProjectAccess> => {
  const access = await loadProjectAccess(db, tenant, projectId, { lock: options.lock ?? false });
  if (access.project.agent !== 'charlie') throw notFound(NOT_CHARLIE_MESSAGE);
  if (options.edit) requireProjectPermission(access, 'project:settings:edit');
  return access;
};

/** The charlie project's job: the complete details Charlie interviews against. */
export const loadInterviewJob = async (
  db: Executor,
  workspaceId: string,
  access: ProjectAccess,
): Promise<JobInput> => {
  const job = await findJob(db, workspaceId, access.project.jobId);
  if (!job) throw notFound('Job not found.');
  return toJobInput(job);
};
