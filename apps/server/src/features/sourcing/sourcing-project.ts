import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { Executor } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import { findJob, toJobInput } from '../projects/job-store';
import type { ProjectRow } from '../projects/project-store';

export const CHARLIE_PROJECT_MESSAGE =
  'Ria sources candidates for Ria projects; Charlie projects take applicants through interviews.';
export const NO_JOB_MESSAGE =
  'Add the job to this project first: Ria searches from its title and skills.';

/** The job the agent searches from; refuses Charlie projects and projects without a job. */
export const loadSourcingJob = async (
  db: Executor,
  workspaceId: string,
  project: ProjectRow,
): Promise<JobInput> => {
  if (project.agent === 'charlie') throw unprocessable(CHARLIE_PROJECT_MESSAGE);
  const job = await findJob(db, workspaceId, project.jobId);
  if (!job) throw unprocessable(NO_JOB_MESSAGE);
  return toJobInput(job);
};
