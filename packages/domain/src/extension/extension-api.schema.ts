import { z } from 'zod';
import { envelope } from '../http/envelope';
import { educationEntrySchema, experienceEntrySchema } from '../candidates/parsed-resume.schema';
import { normalizeLinkedinUrl } from '../candidates/identity';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

const linkedinUrl = text(500).refine((value) => value === null || !!normalizeLinkedinUrl(value), {
  message: 'Please enter a LinkedIn profile URL.',
});

const GITHUB_PROFILE = /^https:\/\/github\.com\/[A-Za-z0-9-]{1,39}\/?$/;
const githubUrl = text(200).refine((value) => value === null || GITHUB_PROFILE.test(value), {
  message: 'Please enter a GitHub profile URL.',
});

/**
 * The person the extension read from a profile page. Every field the page did not let it read
 * is null (or empty): the extension never sends a guess (decision 044).
 */
export const extensionProfileSchema = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(1, 'This field is required.')
      .max(200, 'At most 200 characters.'),
    headline: text(300),
    current_title: text(200),
    current_company: text(200),
    location: text(200),
    linkedin_url: linkedinUrl,
    github_url: githubUrl,
    experience: z.array(experienceEntrySchema).max(50, 'At most 50 positions.').default([]),
    education: z.array(educationEntrySchema).max(20, 'At most 20 schools.').default([]),
    skills: z.array(z.string().trim().min(1).max(80)).max(100, 'At most 100 skills.').default([]),
  })
  .refine((profile) => profile.linkedin_url !== null || profile.github_url !== null, {
    message: 'The profile URL is required.',
    path: ['linkedin_url'],
  });
export type ExtensionProfile = z.input<typeof extensionProfileSchema>;

/** GET /api/extension/context: who is signed in, the current workspace and its visible projects. */
export const extensionContextSchema = z.object({
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  workspace: z.object({ _id: z.string(), name: z.string() }).nullable(),
  projects: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** The oldest extension version this app works with; an older one is asked to update. */
  min_extension_version: z.string(),
});
export type ExtensionContext = z.infer<typeof extensionContextSchema>;
export const extensionContextResponse = envelope(extensionContextSchema);

/** POST /api/extension/lookup: is the person on this page already in the workspace? */
export const extensionLookupRequest = z
  .object({ linkedin_url: linkedinUrl, github_url: githubUrl })
  .refine((body) => body.linkedin_url !== null || body.github_url !== null, {
    message: 'The profile URL is required.',
    path: ['linkedin_url'],
  });
export const extensionLookupSchema = z.object({
  candidate_id: z.string().nullable(),
  /** Only the projects the member may see. */
  projects: z.array(z.object({ _id: z.string(), name: z.string(), stage: z.string() })),
});
export type ExtensionLookup = z.infer<typeof extensionLookupSchema>;
export const extensionLookupResponse = envelope(extensionLookupSchema);

/** POST /api/extension/profiles: save the person to a project (shortlisted, chrome_extension). */
export const extensionSaveRequest = z.object({
  project_id: z.uuid('Please choose a project.'),
  profile: extensionProfileSchema,
  add_to_campaign: z.boolean().default(false),
});
export type ExtensionSaveRequest = z.input<typeof extensionSaveRequest>;
export const extensionSaveSchema = z.object({
  candidate_id: z.string(),
  outcome: z.enum(['created', 'merged', 'already_in_project']),
  added_to_campaign: z.boolean(),
});
export const extensionSaveResponse = envelope(extensionSaveSchema);

/** GET /api/extension/release (public): the built extension this server serves. */
export const extensionReleaseSchema = z.object({
  version: z.string(),
  min_version: z.string(),
  download_url: z.string(),
  extension_id: z.string(),
});
export type ExtensionRelease = z.infer<typeof extensionReleaseSchema>;
export const extensionReleaseResponse = envelope(extensionReleaseSchema);
