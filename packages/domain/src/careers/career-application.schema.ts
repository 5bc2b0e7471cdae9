import { z } from 'zod';
import { normalizeEmail, normalizeLinkedinUrl } from '../candidates/identity';
import { validatePhone } from '../phone/validate-phone';

export const APPLICATION_REQUIRED = 'This field is required.';
export const APPLICATION_EMAIL_MESSAGE = 'Please enter a valid e-mail address.';
export const APPLICATION_LINKEDIN_MESSAGE = 'Please enter a LinkedIn profile URL.';
export const APPLICATION_CONSENT_MESSAGE =
  'Please agree that the team may keep your details to consider your application.';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((value) => value || null);

/**
 * The career page's apply form as the browser posts it (every value a string; an unticked
 * checkbox is absent). The phone follows SPEC 5: the picked country's digit count, dashes and
 * spaces ignored.
 */
export const careerApplicationForm = z
  .object({
    full_name: z.string().trim().min(1, APPLICATION_REQUIRED).max(200, 'At most 200 characters.'),
    email: z
      .string()
      .trim()
      .min(1, APPLICATION_REQUIRED)
      .max(320, 'At most 320 characters.')
      .refine((value) => !!normalizeEmail(value), { message: APPLICATION_EMAIL_MESSAGE }),
    phone_country: optionalText(2),
    phone_number: optionalText(40),
    linkedin_url: optionalText(500).refine(
      (value) => value === null || !!normalizeLinkedinUrl(value),
      { message: APPLICATION_LINKEDIN_MESSAGE },
    ),
    // An unticked checkbox is not sent at all: the default makes the missing key fail the check
    // too, as a refinement, so the phone rule below still reports at the same time.
    consent: z
      .string()
      .default('')
      .refine((value) => value === 'yes', { message: APPLICATION_CONSENT_MESSAGE }),
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
export type CareerApplication = z.output<typeof careerApplicationForm>;

/** "Ada Lovelace King" → first "Ada", last "Lovelace King"; one word is the first name. */
export const splitFullName = (fullName: string): { first_name: string; last_name: string } => {
  const words = fullName.trim().split(/\s+/);
  const [first = '', ...rest] = words;
  return { first_name: first, last_name: rest.join(' ') };
};
