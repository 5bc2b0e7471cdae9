import { and, eq } from 'drizzle-orm';
import {
  missingCharlieJobFields,
  type Job,
  type JobInput,
} from '@hirelane/domain/projects/job.schema';
import type { Executor } from '../../db/client';
import { job } from '../../db/schema/projects';

export type JobRow = typeof job.$inferSelect;

const columns = (input: JobInput) => ({
  title: input.title,
  company: input.company,
  location: input.location,
  remotePolicy: input.remote_policy,
  employmentType: input.employment_type,
  seniority: input.seniority,
  salary: input.salary,
  description: input.description,
  mustHaveSkills: input.must_have_skills,
  niceToHaveSkills: input.nice_to_have_skills,
});

export const toJobInput = (row: JobRow): JobInput => ({
  title: row.title,
  company: row.company,
  location: row.location,
  remote_policy: row.remotePolicy as JobInput['remote_policy'],
  employment_type: row.employmentType as JobInput['employment_type'],
  seniority: row.seniority as JobInput['seniority'],
  salary: row.salary,
  description: row.description,
  must_have_skills: row.mustHaveSkills,
  nice_to_have_skills: row.niceToHaveSkills,
});

export const toJob = (row: JobRow): Job => {
  const input = toJobInput(row);
  return {
    ...input,
    _id: row.id,
    is_complete: missingCharlieJobFields(input).length === 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};

export const insertJob = async (
  db: Executor,
  workspaceId: string,
  input: JobInput,
): Promise<JobRow> => {
  const [row] = await db
    .insert(job)
    .values({ workspaceId, ...columns(input) })
    .returning();
  if (!row) throw new Error('job insert returned nothing');
  return row;
};

export const findJob = async (
  db: Executor,
  workspaceId: string,
  jobId: string,
): Promise<JobRow | undefined> => {
  const [row] = await db
    .select()
    .from(job)
    .where(and(eq(job.workspaceId, workspaceId), eq(job.id, jobId)));
  return row;
};

export const updateJob = async (
  db: Executor,
  workspaceId: string,
  jobId: string,
  input: JobInput,
): Promise<void> => {
  await db
    .update(job)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(job.workspaceId, workspaceId), eq(job.id, jobId)));
};

export const deleteJob = async (db: Executor, workspaceId: string, jobId: string) => {
  await db.delete(job).where(and(eq(job.workspaceId, workspaceId), eq(job.id, jobId)));
};
