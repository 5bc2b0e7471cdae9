import { z } from 'zod';

/** A month as "YYYY-MM"; "-01" when the resume gives only a year. */
export const resumeMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A date is written as YYYY-MM.');

export const experienceEntrySchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  start_date: resumeMonthSchema.nullable(),
  /** null when the job is current ("Present") or the end is unknown. */
  end_date: resumeMonthSchema.nullable(),
  is_current: z.boolean(),
  description: z.string(),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const educationEntrySchema = z.object({
  school: z.string(),
  degree: z.string().nullable(),
  field_of_study: z.string().nullable(),
  start_date: resumeMonthSchema.nullable(),
  end_date: resumeMonthSchema.nullable(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

/** Candidate fields read from an uploaded resume (PDF or DOCX); null when not found. */
export const parsedResumeSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  current_city: z.string().nullable(),
  country: z.string().nullable(),
  /** The current job title. */
  designation: z.string().nullable(),
  current_company: z.string().nullable(),
  summary: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.array(experienceEntrySchema),
  education: z.array(educationEntrySchema),
  page_count: z.number().int().nonnegative(),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;
