import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionInfo } from '@hirelane/domain/auth/session.schema';
import {
  PHOTO_FIELD,
  confirmEmailChangeResponse,
  emailChangeResponse,
  profileResponse,
  type Profile,
  type UpdateProfileRequest,
} from '@hirelane/domain/profile/profile.schema';
import { apiPost, apiPut } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../auth/api/session';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';

/** PUT /api/user/profile: the caller's names and company. */
export const saveProfile = async (input: UpdateProfileRequest): Promise<Profile> =>
  (await apiPut('/api/user/profile', profileResponse, input, { silent: true })).data;

/** POST /api/user/photo/upload (multipart "photo"), with upload progress. */
export const uploadPhoto = async (
  photo: Blob,
  filename: string,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Profile> => {
  const form = new FormData();
  form.append(PHOTO_FIELD, photo, filename);
  return (await uploadWithProgress('/api/user/photo/upload', form, profileResponse, options)).data;
};

/** POST /api/user/photo/remove: back to the generated avatar. */
export const removePhoto = async (): Promise<Profile> =>
  (await apiPost('/api/user/photo/remove', profileResponse, {}, { silent: true })).data;

/** POST /api/user/email/change: a confirmation link goes to the new address. */
export const requestEmailChange = async (newEmail: string) =>
  (
    await apiPost(
      '/api/user/email/change',
      emailChangeResponse,
      { new_email: newEmail },
      { silent: true },
    )
  ).data;

/** POST /api/user/email/confirm: the link's token; the sign-in e-mail changes. */
export const confirmEmailChange = async (token: string) =>
  (
    await apiPost(
      '/api/user/email/confirm',
      confirmEmailChangeResponse,
      { token },
      { silent: true },
    )
  ).data;

/**
 * Puts a saved profile into the cached session at once (top bar, menus), then re-reads the
 * session in the background.
 */
export const useApplyProfile = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (
      profile: Pick<Profile, 'first_name' | 'last_name' | 'current_company' | 'email' | 'photo'>,
    ) => {
      queryClient.setQueryData<SessionInfo>(SESSION_QUERY_KEY, (session) =>
        session
          ? {
              ...session,
              email: profile.email,
              profile_info: {
                ...session.profile_info,
                first_name: profile.first_name,
                last_name: profile.last_name,
                current_company: profile.current_company,
                email: profile.email,
                photo: profile.photo,
              },
            }
          : session,
      );
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    [queryClient],
  );
};
