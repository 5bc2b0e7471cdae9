import { z } from 'zod';
import { envelope } from '../http/envelope';
import { customFieldSchema } from '../pipeline/custom-field.schema';
import { candidateStageSchema, subStageSchema } from '../pipeline/stages';
import { normalizeEmail, normalizeLinkedinUrl } from './identity';
import { educationEntrySchema, experienceEntrySchema } from './parsed-resume.schema';
import { doNotContactSchema } from './do-not-contact.schema';
import { contactRevealStateSchema } from './contact-reveal.schema';
import { candidateSourceSchema } from '../product/candidate-sources';

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
  /** A partner's submission (decision 051): "Submitted by {partner} ({agency})"; else absent. */
  submitted_by: z.string().nullable().optional(),
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
  /** Null when the person may be contacted; the same for every project and channel. */
  do_not_contact: doNotContactSchema.nullable(),
  /** Whether the viewer may mark or lift do-not-contact (owners and editors of a project of theirs). */
  can_change_do_not_contact: z.boolean(),
  /** Whether the viewer may erase the person (workspace owners and admins, decision 036). */
  can_erase: z.boolean(),
  /** Whether the paid contact reveal can run, and when it did for this person. */
  contact_reveal: contactRevealStateSchema,
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

export const candidateIdParams = z.object({ candidateID: z.uuid('Not a valid candidate id.') });

const optionalProfileText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/** Profile fields of one person as a client sends them (manual add, browser extension). */
export const candidateInputFields = z.object({
  first_name: z.string().trim().max(100, 'At most 100 characters.').default(''),
  last_name: z.string().trim().max(100, 'At most 100 characters.').default(''),
  full_name: optionalProfileText(200),
  email: optionalProfileText(320).refine((value) => value === null || !!normalizeEmail(value), {
    message: 'Please enter a valid e-mail address.',
  }),
  linkedin_url: optionalProfileText(500).refine(
    (value) => value === null || !!normalizeLinkedinUrl(value),
    { message: 'Please enter a LinkedIn profile URL.' },
  ),
  current_company: optionalProfileText(200),
  designation: optionalProfileText(200),
  current_city: optionalProfileText(200),
  country: optionalProfileText(100),
  normalized_title: optionalProfileText(200),
  phone_numbers: z
    .array(z.string().trim().min(1).max(40))
    .max(10, 'At most 10 numbers.')
    .default([]),
  skills: z.array(z.string().trim().min(1).max(80)).max(100, 'At most 100 skills.').default([]),
  summary: optionalProfileText(5000),
  experience: z.array(experienceEntrySchema).max(50).default([]),
  education: z.array(educationEntrySchema).max(20).default([]),
});
export type CandidateInput = z.infer<typeof candidateInputFields>;

const hasName = (input: { first_name: string; full_name: string | null }) =>
  input.first_name.length > 0 || (input.full_name ?? '').length > 0;

export const candidateInputSchema = candidateInputFields.refine(hasName, {
  message: 'This field is required.',
  path: ['first_name'],
});

export const addCandidateRequest = candidateInputFields
  .extend({ source: candidateSourceSchema })
  .refine(hasName, { message: 'This field is required.', path: ['first_name'] });
export type AddCandidateRequest = z.input<typeof addCandidateRequest>;

/** created: a new person; merged: an existing person of the workspace, now linked; already_in_project: nothing to link. */
export const UPSERT_OUTCOMES = ['created', 'merged', 'already_in_project'] as const;
export type UpsertOutcome = (typeof UPSERT_OUTCOMES)[number];
export const addCandidateResponse = envelope(
  z.object({ candidate_id: z.string(), outcome: z.enum(UPSERT_OUTCOMES) }),
);
