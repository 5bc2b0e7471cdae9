import { deleteExpiredAuthRows } from '../features/auth/expired-auth-store';
import type { JobDefinition } from './job-definition';

/** Deletes ended sessions, spent sign-in tokens and old rate-limit rows. */
export const cleanupExpiredAuth: JobDefinition = {
  name: 'auth.cleanup-expired',
  everySeconds: 15 * 60,
  handler: async ({ db }) => deleteExpiredAuthRows(db),
};
