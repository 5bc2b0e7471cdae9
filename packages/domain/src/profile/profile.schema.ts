import { z } from 'zod';
import { envelope } from '../http/envelope';

/**
 * The signed-in user's own profile (Settings → Profile, issue 7). Every route is `session` access
 * (no workspace needed) and only ever touches the caller:
 * - PUT  /api/user/profile          {first_name, last_name, current_company} → profile
 * - POST /api/user/photo/upload     multipart, one part "photo": the cropped square → profile
 * - POST /api/user/photo/remove     {} → profile (photo falls back to the default image)
 * - GET  /api/user/photo/{userId}/{file}  the stored photo (the caller and their co-members)
 * - POST /api/user/email/change     {new_email} → confirmation link mailed to the new address
 * - POST /api/user/email/confirm    {token} → the sign-in e-mail changes (same user only)
 */

const REQUIRED = 'This field is required.';
export const PROFILE_NAME_MAX = 80;
export const PROFILE_COMPANY_MAX = 80;

const tooLong = (max: number) => `At most ${max} characters.`;

export const updateProfileRequest = z.object({
  first_name: z.string().trim().min(1, REQUIRED).max(PROFILE_NAME_MAX, tooLong(PROFILE_NAME_MAX)),
  last_name: z.string().trim().min(1, REQUIRED).max(PROFILE_NAME_MAX, tooLong(PROFILE_NAME_MAX)),
  /** May be empty: freelancers and people between jobs have none. */
  current_company: z.string().trim().max(PROFILE_COMPANY_MAX, tooLong(PROFILE_COMPANY_MAX)),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const profileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  current_company: z.string(),
  email: z.string(),
  /** The photo URL, or the default user image when there is none (as in session info). */
  photo: z.string(),
  has_photo: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponse = envelope(profileSchema);

/** Multipart field name of the photo upload. */
export const PHOTO_FIELD = 'photo';

export const photoParams = z.object({
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid user id.'),
  file: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/),
});

export const EMAIL_CHANGE_TTL_HOURS = 24;
/** Change requests a user may make per hour: each one mails two addresses. */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;

export const emailChangeRequest = z.object({
  new_email: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(254, 'This e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.'))
    .transform((value) => value.toLowerCase()),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequest>;

export const emailChangePendingSchema = z.object({
  new_email: z.string(),
  expires_at: z.string(),
});
export const emailChangeResponse = envelope(emailChangePendingSchema);

export const confirmEmailChangeRequest = z.object({
  token: z.string().trim().min(1, REQUIRED).max(200),
});
export const confirmEmailChangeResponse = envelope(z.object({ email: z.string() }));

/** The answers a person sees; the server and the web app share them. */
export const EMAIL_CHANGE_MESSAGES = {
  same: 'This is already your e-mail address.',
  taken: 'This e-mail address is already used by another account.',
  tooMany: 'You asked for too many e-mail changes. Please try again in an hour.',
  impersonating: 'An administrator cannot change the sign-in e-mail of the user they act as.',
  unknown: 'This confirmation link is not valid. Ask for a new one in Settings.',
  foreign:
    'This link belongs to another account. Sign in with the account that asked for the change, then open the link again.',
  expired:
    'This confirmation link has expired or was replaced by a newer one. Ask for a new one in Settings.',
  used: 'This confirmation link was already used.',
} as const;
