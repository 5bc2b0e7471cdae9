import { z } from 'zod';
import { envelope } from '../http/envelope';
import { SENIORITY_LEVELS } from '../product/seniority-levels';

export const REMOTE_POLICIES = ['onsite', 'hybrid', 'remote'] as const;
export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'internship',
  'temporary',
] as const;
export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;

export const MAX_SKILLS_PER_JOB = 30;

const requiredText = (max: number) =>
  z.string().trim().min(1, 'This field is required.').max(max, `At most ${max} characters.`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters.`).nullish().default(null);
const skillList = z
  .array(z.string().trim().min(1).max(60))
  .max(MAX_SKILLS_PER_JOB, `At most ${MAX_SKILLS_PER_JOB} skills.`)
  .default([]);

export const salaryRangeSchema = z
  .object({
    min: z.number().int().nonnegative().nullable(),
    max: z.number().int().nonnegative().nullable(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, for example USD.'),
    period: z.enum(SALARY_PERIODS),
  })
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, {
    message: 'The minimum salary cannot be above the maximum.',
    path: ['max'],
  });
export type SalaryRange = z.infer<typeof salaryRangeSchema>;

/** What a recruiter types about the job; only the title is required for a ria project. */
export const jobInputSchema = z.object({
  title: requiredText(120),
  company: optionalText(120),
  location: optionalText(120),
  remote_policy: z.enum(REMOTE_POLICIES).nullish().default(null),
  employment_type: z.enum(EMPLOYMENT_TYPES).nullish().default(null),
  seniority: z.enum(SENIORITY_LEVELS).nullish().default(null),
  salary: salaryRangeSchema.nullish().default(null),
  description: optionalText(20_000),
  must_have_skills: skillList,
  nice_to_have_skills: skillList,
});
export type JobInput = z.infer<typeof jobInputSchema>;

export const MIN_CHARLIE_DESCRIPTION_LENGTH = 50;

/**
 * Charlie interviews against the job, so it needs the complete details (SPEC 3 charlie_data):
 * every field but the salary and the nice-to-have skills.
 */
export const missingCharlieJobFields = (job: JobInput): (keyof JobInput)[] => {
  const missing: (keyof JobInput)[] = [];
  if (!job.company) missing.push('company');
  if (!job.location) missing.push('location');
  if (!job.remote_policy) missing.push('remote_policy');
  if (!job.employment_type) missing.push('employment_type');
  if (!job.seniority) missing.push('seniority');
  if (!job.description || job.description.length < MIN_CHARLIE_DESCRIPTION_LENGTH)
    missing.push('description');
  if (job.must_have_skills.length === 0) missing.push('must_have_skills');
  return missing;
};

export const CHARLIE_FIELD_MESSAGES: Record<string, string> = {
  description: `Charlie needs a job description of at least ${MIN_CHARLIE_DESCRIPTION_LENGTH} characters.`,
  must_have_skills: 'Charlie needs at least one must-have skill.',
};

export const jobSchema = jobInputSchema.extend({
  _id: z.string(),
  is_complete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobResponse = envelope(jobSchema);
