import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';

/** POST /auth/sign-out: ends the session on the server. */
export const signOut = async (): Promise<void> => {
  await apiPost('/auth/sign-out', z.unknown(), {});
};
