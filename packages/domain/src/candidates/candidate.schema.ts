import { z } from 'zod';
import { envelope } from '../http/envelope';
import { customFieldSchema } from '../pipeline/custom-field.schema';
import { candidateStageSchema, subStageSchema } from '../pipeline/stages';
import { educationEntrySchema, experienceEntrySchema } from './parsed-resume.schema';
import { candidateSourceSchema } from './sources';

export const candidateProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  current_company: z.string().nullable(),
  designation: z.string().nullable(),
  email: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  phone_numbers: z.array(z.string()),
  current_city: z.string().nullable(),
  country: z.string().nullable(),
  normalized_title: z.string().nullable(),
  skills: z.array(z.string()),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

export const stageHistoryEntrySchema = z.object({
  _id: z.string(),
  from_stage: candidateStageSchema.nullable(),
  to_stage: candidateStageSchema,
  moved_at: z.string(),
  moved_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type StageHistoryEntry = z.infer<typeof stageHistoryEntrySchema>;

export const candidateNoteSchema = z.object({
  _id: z.string(),
  body: z.string(),
  created_at: z.string(),
  author: z.object({ first_name: z.string(), last_name: z.string(), photo: z.string() }).nullable(),
});
export type CandidateNote = z.infer<typeof candidateNoteSchema>;

export const candidateResumeSchema = z.object({
  file_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});

/** The candidate of SPEC 3 as seen from one project (GET /api/candidate/get/{candidateID}). */
export const candidateSchema = z.object({
  _id: z.string(),
  full_name: z.string(),
  project: z.object({ _id: z.string(), name: z.string() }).nullable(),
  profile: candidateProfileSchema,
  source: candidateSourceSchema,
  summary: z.string().nullable(),
  experience: z.array(experienceEntrySchema),
  education: z.array(educationEntrySchema),
  stage: candidateStageSchema.nullable(),
  sub_stage: subStageSchema.nullable(),
  stage_history: z.array(stageHistoryEntrySchema),
  notes: z.array(candidateNoteSchema),
  custom_fields: z.array(customFieldSchema),
  custom_values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  resume: candidateResumeSchema.nullable(),
  projects: z.array(z.object({ _id: z.string(), name: z.string(), stage: candidateStageSchema })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const candidateQuerySchema = z.object({
  workspace: z.string(),
  project_id: z.uuid().optional(),
});
export const candidateResponse = envelope(candidateSchema);

export const addNoteRequest = z.object({
  project_id: z.uuid().optional(),
  body: z
    .string()
    .trim()
    .min(1, 'This field is required.')
    .max(10_000, 'At most 10000 characters.'),
});
export const addNoteResponse = envelope(candidateNoteSchema);
