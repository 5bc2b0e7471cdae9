/** The seniority scale of the job form, the search filters and the match score. */
export const SENIORITY_LEVELS = [
  'intern',
  'junior',
  'mid',
  'senior',
  'lead',
  'principal',
  'executive',
] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];
