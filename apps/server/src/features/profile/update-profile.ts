import type { Profile, UpdateProfileRequest } from '@hirelane/domain/profile/profile.schema';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { updateProfileFields } from './profile-store';
import { toProfile } from './profile-view';

/** Settings → Profile: the caller's own names and company (better-auth's `name` follows). */
export const updateProfile = async (
  db: Database,
  userId: string,
  input: UpdateProfileRequest,
): Promise<Profile> => {
  const row = await updateProfileFields(db, userId, {
    firstName: input.first_name,
    lastName: input.last_name,
    currentCompany: input.current_company,
  });
  if (!row) throw new HttpError(401);
  return toProfile(row);
};
