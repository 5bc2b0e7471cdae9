import type { JobInput } from '@hirelane/domain/projects/job.schema';
import { formatSalary } from '@hirelane/domain/projects/salary-format';

/** The job variables of SPEC 3's template variable definitions, null when the job lacks them. */
export const jobTemplateValues = (job: JobInput) => ({
  job_title: job.title,
  job_location: job.location ?? (job.remote_policy === 'remote' ? 'Remote' : null),
  company_name: job.company ?? null,
  job_salary: formatSalary(job.salary, { midSentence: true }),
});
