import type { InterviewDesign } from '@hirelane/domain/interviews/interview-design.schema';
import { DEFAULT_INTERVIEW_SETTINGS } from '@hirelane/domain/interviews/interview-settings.schema';
import { proposeInterviewPlan } from '@hirelane/domain/interviews/propose-interview-plan';
import { jobInputSchema } from '@hirelane/domain/projects/job.schema';

/** Test data for the interviews feature (component tests only). */
export const demoJob = jobInputSchema.parse({
  title: 'Senior Backend Engineer',
  company: 'Acme',
  location: 'Berlin',
  remote_policy: 'hybrid',
  employment_type: 'full_time',
  seniority: 'senior',
  salary: { min: 80000, max: 100000, currency: 'EUR', period: 'year' },
  description: 'Build and run the services behind our recruiting product.',
  must_have_skills: ['TypeScript', 'PostgreSQL'],
});

export const bankPlan = () => proposeInterviewPlan(demoJob);

export const designFixture = (overrides: Partial<InterviewDesign> = {}): InterviewDesign => ({
  plan: null,
  settings: DEFAULT_INTERVIEW_SETTINGS,
  writer: 'question_bank',
  transcription: 'not_configured',
  updated_at: null,
  ...overrides,
});
