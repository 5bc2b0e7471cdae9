import type { Profile } from '@hirelane/domain/profile/profile.schema';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http/http-error';
import { storageKeyOfPhotoUrl } from './photo-location';
import { lockUser, setUserImage } from './profile-store';
import { toProfile } from './profile-view';
import { removeStoredPhoto } from './remove-stored-photo';

/** Remove photo: the profile falls back to the default image; the file goes after the commit. */
export const removePhoto = async (
  app: Pick<AppContext, 'db' | 'storage'>,
  userId: string,
): Promise<Profile> => {
  const { replacedKey, profile } = await app.db.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    if (!current) throw new HttpError(401);
    const row = await setUserImage(tx, userId, null);
    if (!row) throw new HttpError(401);
    return { replacedKey: storageKeyOfPhotoUrl(current.image, userId), profile: toProfile(row) };
  });
  await removeStoredPhoto(app.storage, replacedKey);
  return profile;
};
