import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVITATION_RESENT_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATIONS_SENT_MESSAGE,
  invitationNotSentMessage,
  invitationItemResponse,
  invitationListResponse,
  inviteesResponse,
  invitationParams,
  previewInvitationRequest,
  previewInvitationResponse,
  sendInvitationsRequest,
  sendInvitationsResponse,
} from '@hirelane/domain/interviews/invitations.schema';
import { projectIdParams } from '@hirelane/domain/projects/project.schema';
import type { AppContext } from '../../../app-context';
import { requireSession, requireTenant } from '../../../http/access-control';
import { listProjectInvitations } from './list-invitations';
import { listProjectInvitees } from './list-invitees';
import { previewInvitation } from './preview-invitation';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { sendInvitations } from './send-invitations';

const tags = ['interviews'];
const base = '/api/project/:id/interview/invitations';

/** Interview invitations of a charlie project (issue 18): list, preview, send, resend, revoke. */
export const invitationRoutes =
  (app: AppContext): FastifyPluginAsyncZod =>
  async (fastify) => {
    fastify.get(
      base,
      { schema: { tags, params: projectIdParams, response: { 200: invitationListResponse } } },
      async (request) => ({
        success: true,
        data: await listProjectInvitations(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.get(
      `${base}/candidates`,
      { schema: { tags, params: projectIdParams, response: { 200: inviteesResponse } } },
      async (request) => ({
        success: true,
        data: await listProjectInvitees(app.db, requireTenant(request), request.params.id),
      }),
    );

    fastify.post(
      `${base}/preview`,
      {
        schema: {
          tags,
          params: projectIdParams,
          body: previewInvitationRequest,
          response: { 200: previewInvitationResponse },
        },
      },
      async (request) => ({
        success: true,
        data: await previewInvitation(app, requireTenant(request), request.params.id, request.body),
      }),
    );

    fastify.post(
      `${base}/send`,
      {
        schema: {
          tags,
          params: projectIdParams,
          body: sendInvitationsRequest,
          response: { 200: sendInvitationsResponse },
        },
      },
      async (request) => {
        const data = await sendInvitations(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.body,
        );
        return {
          success: true,
          message: INVITATIONS_SENT_MESSAGE(data.sent - data.undelivered.length),
          data,
        };
      },
    );

    fastify.post(
      `${base}/:invitationId/resend`,
      { schema: { tags, params: invitationParams, response: { 200: invitationItemResponse } } },
      async (request) => {
        const data = await resendInvitation(
          app,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.params.invitationId,
        );
        return {
          success: true,
          message: data.delivery_error
            ? invitationNotSentMessage(data.delivery_error)
            : INVITATION_RESENT_MESSAGE,
          data,
        };
      },
    );

    fastify.post(
      `${base}/:invitationId/revoke`,
      { schema: { tags, params: invitationParams, response: { 200: invitationItemResponse } } },
      async (request) => ({
        success: true,
        message: INVITATION_REVOKED_MESSAGE,
        data: await revokeInvitation(
          app.db,
          requireTenant(request),
          requireSession(request).user.id,
          request.params.id,
          request.params.invitationId,
        ),
      }),
    );
  };
