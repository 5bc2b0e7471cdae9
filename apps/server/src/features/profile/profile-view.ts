import { DEFAULT_USER_PHOTO } from '@hirelane/domain/product/product';
import type { Profile } from '@hirelane/domain/profile/profile.schema';
import type { ProfileRow } from './profile-store';

export const toProfile = (row: ProfileRow): Profile => ({
  first_name: row.firstName,
  last_name: row.lastName,
  current_company: row.currentCompany,
  email: row.email,
  photo: row.image ?? DEFAULT_USER_PHOTO,
  has_photo: row.image !== null,
});
