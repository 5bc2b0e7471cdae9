import type { JobDefinition } from '../../jobs/job-definition';
import { deleteProviderProfilesBefore, PROVIDER_PROFILE_TTL_MS } from './provider-profile-store';

/** Deletes provider profiles that can no longer be saved (fetched more than a day ago). */
export const expireProviderProfiles: JobDefinition = {
  name: 'search.provider-profiles-expire',
  everySeconds: 60 * 60,
  handler: async ({ db }) => ({
    deleted: await deleteProviderProfilesBefore(db, new Date(Date.now() - PROVIDER_PROFILE_TTL_MS)),
  }),
};
