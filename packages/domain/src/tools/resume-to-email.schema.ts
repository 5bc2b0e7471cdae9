import { z } from 'zod';
import { textProviderInfoSchema } from '../campaigns/step-generation.schema';
import { envelope } from '../http/envelope';

/** The Resume to Email Generator's limits (free tools, SPEC 2.3; decision 029). */
export const RESUME_TO_EMAIL_LIMITS = {
  jobDescriptionMax: 2000,
  recruiterNameMax: 100,
  recruiterCompanyMax: 100,
  /** Drafts one IP address may ask for per hour. */
  perIpPerHour: 10,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((value) => value ?? '');

/** The text fields sent beside the `file` part of POST /api/tools/resume-to-email. */
export const resumeToEmailFields = z.object({
  job_description: z
    .string()
    .trim()
    .min(1, 'Paste the job description.')
    .max(
      RESUME_TO_EMAIL_LIMITS.jobDescriptionMax,
      `At most ${RESUME_TO_EMAIL_LIMITS.jobDescriptionMax.toLocaleString('en-US')} characters.`,
    ),
  recruiter_name: optionalText(RESUME_TO_EMAIL_LIMITS.recruiterNameMax),
  recruiter_company: optionalText(RESUME_TO_EMAIL_LIMITS.recruiterCompanyMax),
});
export type ResumeToEmailFields = z.infer<typeof resumeToEmailFields>;

export const emailDraftSchema = z.object({
  subject: z.string(),
  body: z.string(),
  /** Which writer produced the draft: the configured model or the built-in writer. */
  writer: textProviderInfoSchema,
  /** Why the built-in writer stood in for a configured model that failed; null otherwise. */
  notice: z.string().nullable(),
  /** What the draft was written from, read from the resume. */
  candidate: z.object({
    name: z.string().nullable(),
    title: z.string().nullable(),
    company: z.string().nullable(),
    matched_skills: z.array(z.string()),
  }),
});
export type EmailDraft = z.infer<typeof emailDraftSchema>;

export const resumeToEmailResponse = envelope(emailDraftSchema);
