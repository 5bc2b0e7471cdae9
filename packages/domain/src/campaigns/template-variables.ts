import { z } from 'zod';
import { envelope } from '../http/envelope';

/** Placeholders are written {{name}}; names are snake_case. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;
export const placeholder = (name: string): string => `{{${name}}}`;

/** SPEC 5: left as is in previews (the e-mail engine fills it with the thread's first subject). */
export const PREVIOUS_SUBJECT_VARIABLE = 'previous_subject';
/** SPEC 5: shown as a Personalized Opener badge; the AI text provider writes it per candidate. */
export const ICE_BREAKER_VARIABLE = 'ice_breaker';
export const PERSONALIZED_OPENER_LABEL = 'Personalized Opener';
/**
 * The candidate's interview scheduling link (issue 22): made (or reused) for the candidate and
 * the campaign's project from the project's scheduling settings when the message is rendered.
 */
export const SCHEDULING_LINK_VARIABLE = 'scheduling_link';
export const SCHEDULING_LINK_LABEL = 'Scheduling link';
/** What previews show in its place: the real link is made per candidate when a message is sent. */
export const SCHEDULING_LINK_PREVIEW = 'https://…/schedule/(made for each candidate when sent)';

/** Whether any of these templates uses {{scheduling_link}}. */
export const usesSchedulingLink = (...templates: readonly string[]): boolean =>
  templates.some((template) =>
    [...template.matchAll(PLACEHOLDER_PATTERN)].some(
      (match) => match[1] === SCHEDULING_LINK_VARIABLE,
    ),
  );

/** SPEC 3 template variable definition. */
export const templateVariableDefinitionSchema = z.object({
  name: z.string(),
  type: z.enum(['sender', 'job']),
  dummy_value: z.string(),
});
export type TemplateVariableDefinition = z.infer<typeof templateVariableDefinitionSchema>;

export const SENDER_AND_JOB_VARIABLES: readonly TemplateVariableDefinition[] = [
  { name: 'sender_first_name', type: 'sender', dummy_value: 'Alex' },
  { name: 'sender_last_name', type: 'sender', dummy_value: 'Morgan' },
  { name: 'sender_full_name', type: 'sender', dummy_value: 'Alex Morgan' },
  { name: 'sender_email', type: 'sender', dummy_value: 'alex@yourcompany.com' },
  { name: 'sender_company', type: 'sender', dummy_value: 'Your Company' },
  { name: 'job_title', type: 'job', dummy_value: 'Senior Backend Engineer' },
  { name: 'job_location', type: 'job', dummy_value: 'Berlin' },
  { name: 'company_name', type: 'job', dummy_value: 'Your Company' },
  { name: 'job_salary', type: 'job', dummy_value: '€80,000 – €95,000' },
];

/** Candidate fields usable in messages (SPEC 3 candidate profile). */
export const CANDIDATE_VARIABLES = [
  'first_name',
  'last_name',
  'full_name',
  'current_company',
  'designation',
  'email',
  'linkedin_url',
  'phone_number',
  'current_city',
  'country',
  'normalized_title',
  'skills',
] as const;
export type CandidateVariable = (typeof CANDIDATE_VARIABLES)[number];

export const CANDIDATE_VARIABLE_LABELS: Record<CandidateVariable, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  current_company: 'Current company',
  designation: 'Designation',
  email: 'Email',
  linkedin_url: 'LinkedIn URL',
  phone_number: 'Phone number',
  current_city: 'City',
  country: 'Country',
  normalized_title: 'Title',
  skills: 'Skills',
};

/** Values for one preview or send: null (or absent) means the placeholder has no value. */
export type VariableValues = Record<string, string | null | undefined>;

/** GET /api/campaign/template-variables: the sender and job definitions (values of the caller and the project when a campaign id is given). */
export const templateVariablesResponse = envelope(
  z.object({
    definitions: z.array(templateVariableDefinitionSchema),
    candidate_fields: z.array(z.object({ name: z.string(), label: z.string() })),
  }),
);
