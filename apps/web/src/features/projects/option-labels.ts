import type { SENIORITY_LEVELS } from '@hirelane/domain/product/seniority-levels';
import { SALARY_PERIOD_WORDS } from '@hirelane/domain/projects/salary-format';
import type {
  EMPLOYMENT_TYPES,
  REMOTE_POLICIES,
  SALARY_PERIODS,
} from '@hirelane/domain/projects/job.schema';
import type { CUSTOM_FIELD_TYPES } from '@hirelane/domain/pipeline/custom-field.schema';

export const REMOTE_POLICY_LABELS: Record<(typeof REMOTE_POLICIES)[number], string> = {
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};
export const EMPLOYMENT_TYPE_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};
export const SENIORITY_LABELS: Record<(typeof SENIORITY_LEVELS)[number], string> = {
  intern: 'Intern',
  junior: 'Junior',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
  executive: 'Executive',
};
export const SALARY_PERIOD_LABELS: Record<(typeof SALARY_PERIODS)[number], string> =
  SALARY_PERIOD_WORDS;
export const CUSTOM_FIELD_TYPE_LABELS: Record<(typeof CUSTOM_FIELD_TYPES)[number], string> = {
  text: 'Text',
  number: 'Number',
  single_select: 'Single select',
  date: 'Date',
};
export const PROJECT_ROLE_LABELS: Record<'owner' | 'editor' | 'collaborator', string> = {
  owner: 'Owner',
  editor: 'Editor',
  collaborator: 'Collaborator',
};

/** Options for a select, with a leading "not picked" choice. */
export const optionsOf = <K extends string>(labels: Record<K, string>, placeholder?: string) => [
  ...(placeholder !== undefined ? [{ value: '', label: placeholder }] : []),
  ...(Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label })),
];
