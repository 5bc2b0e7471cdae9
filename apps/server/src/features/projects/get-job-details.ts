import type { Job } from '@hirelane/domain/projects/job.schema';
import type { Database } from '../../db/client';
import { notFound } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { findJob, toJob } from './job-store';
import { loadProjectAccess } from './project-access';
import { findProjectIdByJob } from './project-store';

const JOB_NOT_FOUND = 'Job not found.';

/** A job is visible exactly when its project is. */
export const getJobDetails = async (
  db: Database,
  tenant: TenantContext,
  jobId: string,
): Promise<Job> => {
  const projectId = await findProjectIdByJob(db, tenant.workspaceId, jobId);
  if (!projectId) throw notFound(JOB_NOT_FOUND);
  await loadProjectAccess(db, tenant, projectId).catch(() => {
    throw notFound(JOB_NOT_FOUND);
  });
  const job = await findJob(db, tenant.workspaceId, jobId);
  if (!job) throw notFound(JOB_NOT_FOUND);
  return toJob(job);
};
