import type { SENIORITY_LEVELS } from '@hirelane/domain/product/seniority-levels';
import type {
  EMPLOYMENT_TYPES,
  REMOTE_POLICIES,
  SALARY_PERIODS,
} from '@hirelane/domain/projects/job.schema';
import {
  CHARLIE_FIELD_MESSAGES,
  jobInputSchema,
  missingCharlieJobFields,
  type JobInput,
} from '@hirelane/domain/projects/job.schema';
import type { ProjectAgent } from '@hirelane/domain/product/agents';
import type { FieldError } from '@hirelane/domain/http/envelope';

export const REQUIRED_MESSAGE = 'This field is required.';

type RemotePolicy = (typeof REMOTE_POLICIES)[number];
type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
type Seniority = (typeof SENIORITY_LEVELS)[number];
type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** What the job form holds while it is being typed: strings, '' for "not picked". */
export type JobFormValues = {
  title: string;
  company: string;
  location: string;
  remote_policy: RemotePolicy | '';
  employment_type: EmploymentType | '';
  seniority: Seniority | '';
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: SalaryPeriod;
  description: string;
  must_have_skills: string[];
  nice_to_have_skills: string[];
};

/** Form keys an error can be shown next to. */
export type JobFieldKey = keyof JobFormValues;
export type FormErrors = Partial<Record<string, string>>;

export const EMPTY_JOB: JobFormValues = {
  title: '',
  company: '',
  location: '',
  remote_policy: '',
  employment_type: '',
  seniority: '',
  salary_min: '',
  salary_max: '',
  salary_currency: 'USD',
  salary_period: 'year',
  description: '',
  must_have_skills: [],
  nice_to_have_skills: [],
};

/** The fields Charlie needs besides the title (domain: missingCharlieJobFields). */
export const CHARLIE_REQUIRED_FIELDS: readonly JobFieldKey[] = [
  'company',
  'location',
  'remote_policy',
  'employment_type',
  'seniority',
  'description',
  'must_have_skills',
];

export const isRequiredJobField = (field: JobFieldKey, agent: ProjectAgent): boolean =>
  field === 'title' || (agent === 'charlie' && CHARLIE_REQUIRED_FIELDS.includes(field));

const textOrNull = (value: string): string | null => value.trim() || null;

const salaryNumber = (value: string): number | null | 'invalid' => {
  const trimmed = value.replaceAll(/[\s,]/g, '');
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isInteger(number) && number >= 0 ? number : 'invalid';
};

/** The job the server receives, from the form. Invalid salary numbers become null here. */
export const jobFromValues = (values: JobFormValues): JobInput => {
  const min = salaryNumber(values.salary_min);
  const max = salaryNumber(values.salary_max);
  const hasSalary = values.salary_min.trim() !== '' || values.salary_max.trim() !== '';
  return {
    title: values.title.trim(),
    company: textOrNull(values.company),
    location: textOrNull(values.location),
    remote_policy: values.remote_policy || null,
    employment_type: values.employment_type || null,
    seniority: values.seniority || null,
    salary: hasSalary
      ? {
          min: min === 'invalid' ? null : min,
          max: max === 'invalid' ? null : max,
          currency: values.salary_currency.trim().toUpperCase(),
          period: values.salary_period,
        }
      : null,
    description: textOrNull(values.description),
    must_have_skills: values.must_have_skills,
    nice_to_have_skills: values.nice_to_have_skills,
  };
};

/** The form, filled from a saved job (for editing). */
export const valuesFromJob = (job: JobInput): JobFormValues => ({
  title: job.title,
  company: job.company ?? '',
  location: job.location ?? '',
  remote_policy: job.remote_policy ?? '',
  employment_type: job.employment_type ?? '',
  seniority: job.seniority ?? '',
  salary_min: job.salary?.min?.toString() ?? '',
  salary_max: job.salary?.max?.toString() ?? '',
  salary_currency: job.salary?.currency ?? 'USD',
  salary_period: job.salary?.period ?? 'year',
  description: job.description ?? '',
  must_have_skills: [...job.must_have_skills],
  nice_to_have_skills: [...job.nice_to_have_skills],
});

/** A schema or server path ("job.salary.max", "salary.min") → the form key it belongs to. */
export const formKeyOf = (path: string): string => {
  const bare = path.replace(/^(body\.)?job\./, '').replace(/\.\d+$/, '');
  if (bare.startsWith('salary.')) return `salary_${bare.slice('salary.'.length)}`;
  if (bare === 'salary') return 'salary_max';
  return bare;
};

/**
 * Every problem of the job form, by form key: the schema's rules (title required, lengths,
 * currency, min ≤ max) and, for Charlie, the complete job details. Empty → valid.
 */
export const validateJob = (values: JobFormValues, agent: ProjectAgent): FormErrors => {
  const errors: FormErrors = {};
  const set = (key: string, message: string) => {
    errors[key] ??= message;
  };
  if (salaryNumber(values.salary_min) === 'invalid') set('salary_min', 'Enter a whole amount.');
  if (salaryNumber(values.salary_max) === 'invalid') set('salary_max', 'Enter a whole amount.');

  const job = jobFromValues(values);
  const parsed = jobInputSchema.safeParse(job);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) set(formKeyOf(issue.path.join('.')), issue.message);
  }
  if (agent === 'charlie') {
    for (const field of missingCharlieJobFields(job)) {
      const value = job[field];
      const empty = value === null || (Array.isArray(value) && value.length === 0);
      set(field, empty ? REQUIRED_MESSAGE : (CHARLIE_FIELD_MESSAGES[field] ?? REQUIRED_MESSAGE));
    }
  }
  return errors;
};

/** The server's 422 field errors, by form key ("name" stays "name"). */
export const serverFieldErrors = (errors: readonly FieldError[]): FormErrors => {
  const result: FormErrors = {};
  for (const error of errors) result[formKeyOf(error.path)] ??= error.message;
  return result;
};
