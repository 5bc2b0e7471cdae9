import { z } from 'zod';
import { envelope } from '../http/envelope';
import { findCountry } from '../phone/countries';
import { validatePhone } from '../phone/validate-phone';
import { normalizeEmail, normalizeLinkedinUrl } from './identity';
import { UPSERT_OUTCOMES } from './candidate.schema';

/** SPEC 5. */
export const REQUIRED_MESSAGE = 'This field is required.';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/**
 * POST /api/project/{id}/candidate/create: one person typed in by hand from the pipeline. The
 * phone number is checked against the country table (SPEC 5: the country's digit count, dashes and
 * spaces ignored) and stored as "+{code} {digits}".
 */
export const manualCandidateRequest = z
  .object({
    first_name: z.string().trim().min(1, REQUIRED_MESSAGE).max(100, 'At most 100 characters.'),
    last_name: z.string().trim().max(100, 'At most 100 characters.').default(''),
    email: text(320).refine((value) => value === null || !!normalizeEmail(value), {
      message: 'Please enter a valid e-mail address.',
    }),
    phone_country: text(2),
    phone_number: text(40),
    linkedin_url: text(500).refine((value) => value === null || !!normalizeLinkedinUrl(value), {
      message: 'Please enter a LinkedIn profile URL.',
    }),
    designation: text(200),
    current_company: text(200),
    current_city: text(200),
    note: text(10_000),
  })
  .superRefine((input, context) => {
    if (input.phone_number === null) return;
    const checked = validatePhone(input.phone_country ?? '', input.phone_number);
    if (!checked.valid)
      context.addIssue({
        code: 'custom',
        path: [input.phone_country ? 'phone_number' : 'phone_country'],
        message: checked.message,
      });
  });
export type ManualCandidateRequest = z.input<typeof manualCandidateRequest>;
export type ManualCandidate = z.output<typeof manualCandidateRequest>;

/** The stored form of a checked number: "+44 7400123456". */
export const internationalPhone = (shortName: string, input: string): string | null => {
  const country = findCountry(shortName);
  const checked = validatePhone(shortName, input);
  return country && checked.valid ? `${country.phone_code} ${checked.digits}` : null;
};

export const manualCandidateResponse = envelope(
  z.object({ candidate_id: z.string(), outcome: z.enum(UPSERT_OUTCOMES) }),
);

/** What the form tells the recruiter, by outcome (decision 006: one person per workspace). */
export const MANUAL_CANDIDATE_MESSAGES = {
  created: 'Candidate added to the pipeline.',
  merged:
    'This person was already in your workspace (same e-mail or LinkedIn profile): added to this project, their details completed.',
  already_in_project:
    'This person is already in this project (same e-mail or LinkedIn profile). Nothing was added.',
} as const satisfies Record<(typeof UPSERT_OUTCOMES)[number], string>;
