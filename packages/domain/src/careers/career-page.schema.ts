import { z } from 'zod';
import { envelope } from '../http/envelope';

export const CAREER_SLUG_MIN = 2;
export const CAREER_SLUG_MAX = 60;
export const CAREER_SLUG_MESSAGE =
  'Use lowercase letters, digits and hyphens (not at the start or end).';
export const CAREER_SLUG_TAKEN = 'This address is already used by another workspace.';
export const CAREER_SLUG_REQUIRED = 'Choose the page address before switching the page on.';

/** The {slug} of /careers/{slug}: lowercase letters, digits and single hyphens between them. */
export const careerSlugSchema = z
  .string()
  .trim()
  .min(CAREER_SLUG_MIN, `At least ${CAREER_SLUG_MIN} characters.`)
  .max(CAREER_SLUG_MAX, `At most ${CAREER_SLUG_MAX} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CAREER_SLUG_MESSAGE);

export const BRAND_COLOR_MESSAGE = 'Use a colour like #C2410C (# and six hex digits).';

/** The page's accent (buttons, the header mark), as #rrggbb; stored lower case. */
export const brandColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, BRAND_COLOR_MESSAGE)
  .transform((value) => value.toLowerCase());

/** GET/PUT /api/workspace/career-page: the workspace's public page settings (decision 039). */
export const careerPageSettingsSchema = z.object({
  slug: z.string().nullable(),
  enabled: z.boolean(),
  brand_color: z.string().nullable(),
  /** The page's path (/careers/{slug}) while it is on, else null. */
  page_path: z.string().nullable(),
});
export type CareerPageSettings = z.infer<typeof careerPageSettingsSchema>;
export const careerPageSettingsResponse = envelope(careerPageSettingsSchema);

export const updateCareerPageRequest = z
  .object({
    slug: careerSlugSchema.nullable(),
    enabled: z.boolean(),
    brand_color: brandColorSchema.nullable().default(null),
  })
  .refine((body) => !body.enabled || body.slug !== null, {
    path: ['slug'],
    message: CAREER_SLUG_REQUIRED,
  });
export type UpdateCareerPageRequest = z.output<typeof updateCareerPageRequest>;
export type UpdateCareerPageInput = z.input<typeof updateCareerPageRequest>;

/** GET/PUT /api/project/{id}/career-page: whether the project is listed on the career page. */
export const projectPublicationSchema = z.object({
  published: z.boolean(),
  /** The job page's path while the project is published and the workspace's page is on. */
  page_path: z.string().nullable(),
});
export type ProjectPublication = z.infer<typeof projectPublicationSchema>;
export const projectPublicationResponse = envelope(projectPublicationSchema);
export const updateProjectPublicationRequest = z.object({ published: z.boolean() });

export const careerPagePath = (slug: string, projectId?: string): string =>
  projectId ? `/careers/${slug}/${projectId}` : `/careers/${slug}`;
