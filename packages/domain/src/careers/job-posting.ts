import type { EMPLOYMENT_TYPES, REMOTE_POLICIES, SalaryRange } from '../projects/job.schema';

type RemotePolicy = (typeof REMOTE_POLICIES)[number];
type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const REMOTE_WORDS: Record<RemotePolicy, string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};
export const EMPLOYMENT_WORDS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};
/** schema.org's employmentType values. */
const SCHEMA_EMPLOYMENT: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  temporary: 'TEMPORARY',
};
const SCHEMA_UNIT = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const;

export const remoteWord = (value: string | null): string | null =>
  value && Object.hasOwn(REMOTE_WORDS, value) ? REMOTE_WORDS[value as RemotePolicy] : null;
export const employmentWord = (value: string | null): string | null =>
  value && Object.hasOwn(EMPLOYMENT_WORDS, value)
    ? EMPLOYMENT_WORDS[value as EmploymentType]
    : null;

export type PostedJob = {
  title: string;
  description: string | null;
  company: string | null;
  location: string | null;
  remotePolicy: string | null;
  employmentType: string | null;
  salary: SalaryRange | null;
  postedAt: Date;
  url: string;
};

/** schema.org JobPosting for a job page, so job search engines can list it. */
export const jobPostingData = (job: PostedJob, hiringOrganization: string) => {
  const employment =
    job.employmentType && Object.hasOwn(SCHEMA_EMPLOYMENT, job.employmentType)
      ? SCHEMA_EMPLOYMENT[job.employmentType as EmploymentType]
      : undefined;
  const salary = job.salary;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description ?? job.title,
    datePosted: job.postedAt.toISOString().slice(0, 10),
    url: job.url,
    hiringOrganization: { '@type': 'Organization', name: job.company ?? hiringOrganization },
    ...(employment ? { employmentType: employment } : {}),
    ...(job.remotePolicy === 'remote' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(job.location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location },
          },
        }
      : {}),
    ...(salary && (salary.min !== null || salary.max !== null)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.min !== null ? { minValue: salary.min } : {}),
              ...(salary.max !== null ? { maxValue: salary.max } : {}),
              unitText: SCHEMA_UNIT[salary.period],
            },
          },
        }
      : {}),
  };
};
