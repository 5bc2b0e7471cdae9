import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEmailChangeRequest,
  confirmEmailChangeResponse,
  emailChangeRequest,
  emailChangeResponse,
  photoParams,
  profileResponse,
  updateProfileRequest,
} from '@hirelane/domain/profile/profile.schema';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../http/access-control';
import { unprocessable } from '../../http/http-error';
import { confirmEmailChange } from './confirm-email-change';
import { openPhoto } from './open-photo';
import { removePhoto } from './remove-photo';
import { requestEmailChange } from './request-email-change';
import { updateProfile } from './update-profile';
import { PHOTO_PART_OPTIONS, uploadPhoto } from './upload-photo';

const tags = ['profile'];
// Every route acts on the caller only; none needs a workspace.
const config = { access: 'session' as const };

export const profileRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.put(
      '/api/user/profile',
      {
        config,
        schema: {
          tags,
          summary: 'Save your first and last name and current company',
          body: updateProfileRequest,
          response: { 200: profileResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        return {
          success: true,
          message: 'Profile saved.',
          data: await updateProfile(app.db, user.id, request.body),
        };
      },
    );

    fastify.post(
      '/api/user/photo/upload',
      {
        config,
        schema: {
          tags,
          summary:
            'Upload your photo (multipart, one part "photo": a square PNG, JPEG or WebP of 64–1024 px, at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: profileResponse },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw unprocessable('Send the photo as multipart/form-data (field "photo").');
        const { user } = requireSession(request);
        const part = await request.file(PHOTO_PART_OPTIONS);
        return {
          success: true,
          message: 'Photo saved.',
          data: await uploadPhoto(app, user.id, part),
        };
      },
    );

    fastify.post(
      '/api/user/photo/remove',
      {
        config,
        schema: {
          tags,
          summary: 'Remove your photo (the generated avatar shows instead)',
          response: { 200: profileResponse },
        },
      },
      async (request) => {
        const { user } = requireSession(request);
        return { success: true, message: 'Photo removed.', data: await removePhoto(app, user.id) };
      },
    );

    fastify.get(
      '/api/user/photo/:userId/:file',
      {
        config,
        schema: {
          tags,
          summary: 'A profile photo (yours, or of someone in one of your workspaces)',
          params: photoParams,
        },
      },
      async (request, reply) => {
        const { user } = requireSession(request);
        const photo = await openPhoto(app, user.id, request.params.userId, request.params.file);
        // The file name is new for every upload, so a URL's bytes never change.
        return reply
          .type(photo.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(photo.bytes);
      },
    );

    fastify.post(
      '/api/user/email/change',
      {
        config,
        schema: {
          tags,
          summary: 'Ask to sign in with another e-mail: a confirmation link goes to that address',
          body: emailChangeRequest,
          response: { 200: emailChangeResponse },
        },
      },
      async (request) => {
        const data = await requestEmailChange(app, requireSession(request), request.body.new_email);
        return {
          success: true,
          message: `We sent a confirmation link to ${data.new_email}.`,
          data,
        };
      },
    );

    fastify.post(
      '/api/user/email/confirm',
      {
        config,
        schema: {
          tags,
          summary: 'Open the confirmation link: your sign-in e-mail changes to the new address',
          body: confirmEmailChangeRequest,
          response: { 200: confirmEmailChangeResponse },
        },
      },
      async (request) => {
        const data = await confirmEmailChange(app, requireSession(request), request.body.token);
        return { success: true, message: `You now sign in with ${data.email}.`, data };
      },
    );
  };
