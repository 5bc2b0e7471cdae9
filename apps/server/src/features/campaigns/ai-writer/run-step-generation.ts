import { generateStepsRequest } from '@hirelane/domain/campaigns/step-generation.schema';
import type { JobInput } from '@hirelane/domain/projects/job.schema';
import type { AppContext } from '../../../app-context';
import type { Executor } from '../../../db/client';
import { LlmError } from '../../../integrations/llm/text-provider';
import { findJob, toJobInput } from '../../projects/job-store';
import { findProjectById } from '../../projects/project-store';
import { findStepGeneration, finishStepGeneration } from './step-generation-store';
import { writeCampaignSteps } from './step-writer';

export const GENERATION_FAILED = 'The steps could not be written. Try again in a few minutes.';

const projectJob = async (
  db: Executor,
  workspaceId: string,
  projectId: string,
): Promise<JobInput | null> => {
  const project = await findProjectById(db, workspaceId, projectId);
  const job = project ? await findJob(db, workspaceId, project.jobId) : undefined;
  return job ? toJobInput(job) : null;
};

/**
 * Writes the steps of one generation run from its project's job and stores them (ready), or the
 * reason it failed. A run no longer running (discarded, replaced, or done by an earlier attempt)
 * is left alone, so running twice is harmless.
 */
export const runStepGeneration = async (
  app: AppContext,
  data: { generationId: string; workspaceId: string },
): Promise<void> => {
  const run = await findStepGeneration(app.db, data.workspaceId, data.generationId);
  if (run?.status !== 'running') return;
  try {
    const job = await projectJob(app.db, data.workspaceId, run.projectId);
    if (!job) throw new LlmError('malformed', 'The project has no job to write about.');
    const steps = await writeCampaignSteps(app.text, {
      job,
      request: generateStepsRequest.parse(run.request),
    });
    await finishStepGeneration(app.db, data.workspaceId, run.id, { status: 'ready', steps });
  } catch (error) {
    const message = error instanceof LlmError ? error.message : GENERATION_FAILED;
    await finishStepGeneration(app.db, data.workspaceId, run.id, {
      status: 'failed',
      error: message,
    });
    // Unexpected failures go on to the queue's log; the recruiter sees the generic message.
    if (!(error instanceof LlmError)) throw error;
  }
};
