import { z } from 'zod';

export const REQUIRED_FIELD_MESSAGE = 'This field is required.';

/** Body of POST /auth/sign-in/magic-link as the web app sends it. */
export const signInRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELD_MESSAGE)
    .max(254, 'This e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.')),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const MAGIC_LINK_TTL_SECONDS = 10 * 60;
export const MAGIC_LINK_RESEND_AFTER_SECONDS = 60;
export const MAGIC_LINK_LIMITS = {
  windowSeconds: 15 * 60,
  perEmail: 5,
  perIp: 20,
} as const;

export const SESSION_IDLE_TIMEOUT_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_ABSOLUTE_TIMEOUT_SECONDS = 30 * 24 * 60 * 60;
