import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

const magicLinkResponse = z.object({ status: z.boolean() }).loose();

/** POST /auth/sign-in/magic-link: mails a one-time sign-in link. */
export const requestMagicLink = async (email: string, callbackURL: string): Promise<void> => {
  await apiPost('/auth/sign-in/magic-link', magicLinkResponse, { email, callbackURL });
};
