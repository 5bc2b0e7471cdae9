import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  CHARLIE_FIELD_MESSAGES,
  missingCharlieJobFields,
  type JobInput,
} from '@hirelane/domain/projects/job.schema';
import {
  PROJECT_BACKGROUND_COUNT,
  type createProjectRequest,
} from '@hirelane/domain/projects/project.schema';
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/http-error';
import type { TenantContext } from '../../http/request-context';
import { insertJob } from './job-store';
import { insertProjectMembers } from './project-member-store';
import { assertPlanAllows, assertPlanHasFeature } from '../workspaces/plan-limit-guard';
import { countActiveProjects, insertLinkedCampaign, insertProject } from './project-store';

export type CreateProjectInput = z.infer<typeof createProjectRequest>;

/** A stable background per project: the same id always gets the same image, 1..PROJECT_BACKGROUND_COUNT. */
export const backgroundFor = (projectId: string): string =>
  String(
    (Number.parseInt(projectId.replaceAll('-', '').slice(0, 8), 16) % PROJECT_BACKGROUND_COUNT) + 1,
  );

/** Charlie interviews against the job, so it refuses a job without the complete details. */
export const assertJobFitsAgent = (agent: CreateProjectInput['agent'], job: JobInput): void => {
  if (agent !== 'charlie') return;
  const missing = missingCharlieJobFields(job);
  if (missing.length === 0) return;
  throw unprocessable(
    'Charlie needs the complete job details.',
    missing.map((field) => ({
      path: `job.${field}`,
      message: CHARLIE_FIELD_MESSAGES[field] ?? 'This field is required.',
    })),
  );
};

/** Job, project, linked campaign and the creator as owner: all or nothing, within the plan's active projects. */
export const createProject = async (
  db: Database,
  tenant: TenantContext,
  userId: string,
  input: CreateProjectInput,
): Promise<{ _id: string; linked_campaign: string; linked_job: string }> => {
  assertJobFitsAgent(input.agent, input.job);
  return db.transaction(async (tx) => {
    if (input.agent === 'charlie')
      await assertPlanHasFeature(tx, tenant.workspaceId, 'charlieInterviews');
    await assertPlanAllows(tx, tenant.workspaceId, 'activeProjects', () =>
      countActiveProjects(tx, tenant.workspaceId),
    );
    const job = await insertJob(tx, tenant.workspaceId, input.job);
    const projectId = randomUUID();
    const campaignId = randomUUID();
    await insertProject(tx, {
      id: projectId,
      workspaceId: tenant.workspaceId,
      name: input.name,
      agent: input.agent,
      jobId: job.id,
      campaignId,
      bgImageId: backgroundFor(projectId),
      createdByUserId: userId,
    });
    await insertLinkedCampaign(tx, {
      id: campaignId,
      workspaceId: tenant.workspaceId,
      projectId,
      name: input.name,
    });
    await insertProjectMembers(tx, tenant.workspaceId, projectId, [
      { workspaceMemberId: tenant.memberId, role: 'owner' },
    ]);
    return { _id: projectId, linked_campaign: campaignId, linked_job: job.id };
  });
};
